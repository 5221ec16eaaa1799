import type { Page } from '@playwright/test';
import german from '../../public/locales/de/common.json' with { type: 'json' };
import english from '../../public/locales/en/common.json' with { type: 'json' };
import french from '../../public/locales/fr/common.json' with { type: 'json' };
import chinese from '../../public/locales/zh/common.json' with { type: 'json' };
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  pressUntilFocused,
  signUpViaApi,
  snap,
  test,
} from './fixtures.ts';
import { urlOf } from './support/servers.ts';

/** A state-changing call as the app makes it: the server refuses one that does not come from the app's origin. */
const fromTheApp = { origin: urlOf('main') };

async function useCarouselMode(page: Page) {
  await page.addInitScript(() => localStorage.setItem('reflectionMode', 'false'));
}

/** A custom character made through the API, as the modal makes one. */
async function customCharacterViaApi(page: Page, name: string): Promise<{ id: string }> {
  const description = 'A friendly little friend';
  const image = await page.request.post('/api/custom-images', {
    headers: fromTheApp,
    data: { kind: 'character', name, description },
  });
  expect(image.status(), await image.text()).toBe(200);
  const { imageUrl } = (await image.json()) as { imageUrl: string };
  const saved = await page.request.post('/api/characters', {
    headers: fromTheApp,
    data: { name, description, imageUrl },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return (await saved.json()) as { id: string };
}

/** A typed activity the parent used before, which the activity step offers as a recent chip. */
async function saveRecentActivity(page: Page, name: string): Promise<void> {
  const saved = await page.request.post('/api/saved-activities', { headers: fromTheApp, data: { name } });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** Drops the browser's log lines of answers a test made fail on purpose. */
function forgive(pageProblems: string[], status: RegExp): void {
  const rest = pageProblems.filter((problem) => !status.test(problem));
  pageProblems.splice(0, pageProblems.length, ...rest);
}

test.describe('creating a story on a phone', () => {
  test.use({ viewport: PHONE });

  test('carousel mode: a character, three activities and a description, then Generate', async ({ page }) => {
    await useCarouselMode(page);
    await signUpViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Select character' })).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();
    // It says why, and pressed anyway it shows the character row, even from the bottom of the page.
    await expect(page.getByText('Choose a character first.')).toBeVisible();
    // The page grows as the catalog's pictures come in: a wheel turned before that scrolls nothing, so turn it again.
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      await expect(page.getByRole('heading', { name: 'Select character' })).not.toBeInViewport({ timeout: 1000 });
    }).toPass();
    await generate.dispatchEvent('click');
    await expect(page.getByRole('heading', { name: 'Select character' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Select character' })).toBeFocused();
    await page.getByRole('button', { name: 'Little Bear' }).click();
    await expect(page.getByRole('button', { name: 'Little Bear' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'What did you do today?' })).toBeVisible();
    for (const name of ['Playground', 'Bath time', 'Painting'])
      await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByText('3/5 selected')).toBeVisible();
    await page.getByLabel('Anything special about today?').fill('We fed the ducks');
    await expectNoAxeViolations(page);
    await snap(page, 'create-carousel-phone');
    // The selection survives a reload.
    await page.reload();
    await expect(page.getByText('3/5 selected')).toBeVisible();
    await expect(page.getByLabel('Anything special about today?')).toHaveValue('We fed the ducks');
    await expect(generate).toBeEnabled();
    await generate.click();
    await expect(page).toHaveURL(/\/story$/);
  });

  test('refuses a sixth activity kindly', async ({ page }) => {
    await useCarouselMode(page);
    await signUpViaApi(page);
    await page.goto('/activity-carousel');
    for (const name of ['Playground', 'Bath time', 'Painting', 'Reading', 'Swimming']) {
      await page.getByRole('button', { name, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Music', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the most one story can hold' })).toBeVisible();
    await expect(page.getByText('5/5 selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Music', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('with reflection mode on, each page sends what it shows: typed rows on /activities, picks on /activity-carousel', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/character-carousel');
    await page.getByRole('button', { name: 'Owl' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/activities$/);
    const generate = page.getByRole('button', { name: 'Generate' });
    await expect(page.getByRole('textbox', { name: 'Activity 1' })).toBeVisible();
    await expect(generate).toBeDisabled();
    await page.getByRole('textbox', { name: 'Activity 1' }).fill('Swings');
    await expect(generate).toBeEnabled();

    // The carousel page ignores the typed rows it does not show, and sends the activities picked on it.
    await page.goto('/activity-carousel');
    await expect(page.getByText('0/5 selected')).toBeVisible();
    await expect(generate).toBeDisabled();
    await page.getByRole('button', { name: 'Playground', exact: true }).click();
    await expect(generate).toBeEnabled();
    const started = page.waitForRequest((request) => request.url().endsWith('/api/stories/jobs'));
    await generate.click();
    expect((await started).postDataJSON()).toMatchObject({
      characterId: 'character-owl',
      activityIds: ['activity-playground'],
      customActivities: [],
    });
    await expect(page).toHaveURL(/\/story$/);
  });

  test('reflection mode: typed activities and a recent chip', async ({ page }) => {
    await signUpViaApi(page);
    await saveRecentActivity(page, 'Feeding the ducks at the big pond near the library');
    await page.goto('/');
    await page.getByRole('button', { name: 'Kitten' }).click();
    await expect(page.getByText('0 of 3 activities filled')).toBeVisible();
    await page.getByRole('textbox', { name: 'Activity 1' }).fill('Swinging at the park');
    await page.getByRole('button', { name: 'Feeding the ducks at the big p…' }).click();
    await expect(page.getByRole('textbox', { name: 'Activity 2' })).toHaveValue(
      'Feeding the ducks at the big pond near the library',
    );
    await expect(page.getByText('2 of 3 activities filled')).toBeVisible();
    await page.getByRole('button', { name: 'Add another activity' }).click();
    await expect(page.getByRole('textbox', { name: 'Activity 4' })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'create-reflection-phone');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/story$/);
  });

  test('creates a custom character, redraws it once, saves it, then long-press deletes it', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/character-carousel');
    await page.getByRole('button', { name: 'Create new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a character' });
    await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await dialog.getByLabel('Name').fill('Pip');
    await dialog.getByLabel('What does your character look like?').fill('A tiny green dragon with round glasses');
    await expectNoAxeViolations(page);
    await snap(page, 'custom-character-form-phone');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('img', { name: 'Picture of Pip' })).toBeVisible();
    const first = await dialog.getByRole('img', { name: 'Picture of Pip' }).getAttribute('src');
    await dialog.getByRole('button', { name: 'New picture' }).click();
    await expect(dialog.getByRole('img', { name: 'Picture of Pip' })).not.toHaveAttribute('src', first ?? '');
    await snap(page, 'custom-character-preview-phone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const pip = page.getByRole('button', { name: 'Pip', exact: true });
    await expect(pip).toHaveAttribute('aria-pressed', 'true');

    await pip.scrollIntoViewIfNeeded();
    const box = await pip.boundingBox();
    if (!box) throw new Error('no tile');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Held well past 500 ms, so a busy machine still sees the long press before the release.
    await expect(page.getByRole('button', { name: 'Delete Pip' })).toBeVisible();
    await page.mouse.up();
    await page.getByRole('button', { name: 'Delete Pip' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Character' });
    await expect(
      confirm.getByText('Are you sure you want to delete this character? This cannot be undone.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Pip', exact: true })).toHaveCount(0);
  });
});

test('creates a custom activity that becomes selected', async ({ page }) => {
  await useCarouselMode(page);
  await page.setViewportSize(PHONE);
  await signUpViaApi(page);
  await page.goto('/activity-carousel');
  await page.getByRole('button', { name: 'Create new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an activity' });
  // Not greyed out in silence: it says what is missing and, pressed, goes to the empty field.
  const generate = dialog.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription('Add a name and a short description first.');
  // Playwright waits for an aria-disabled button to be enabled; a parent's tap does not.
  await generate.click({ force: true });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByLabel('Name').fill('Puppet show');
  await expect(generate).toBeDisabled();
  await expect(dialog.getByText('Add a short description first.')).toBeVisible();
  await generate.click({ force: true });
  await expect(dialog.getByLabel('Describe the activity')).toBeFocused();
  await expectNoAxeViolations(page);
  await snap(page, 'custom-activity-missing-phone');
  await dialog.getByLabel('Describe the activity').fill('Grandpa did a puppet show with socks');
  await expect(dialog.getByText('Add a short description first.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByRole('img', { name: 'Picture of Puppet show' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Puppet show', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1/5 selected')).toBeVisible();
});

test.describe('forgiving details, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a typed activity stops at the saved-name length and becomes a recent chip', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Kitten' }).click();
    const long = 'We walked all the way to the harbour to watch the big ships come in';
    await page.getByRole('textbox', { name: 'Activity 1' }).pressSequentially(long);
    await expect(page.getByRole('textbox', { name: 'Activity 1' })).toHaveValue(long.slice(0, 50));
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/story$/);
    const chips = (await (await page.request.get('/api/saved-activities')).json()) as Array<{ name: string }>;
    expect(chips.map((chip) => chip.name)).toContain(long.slice(0, 50).trim());
  });

  test('a custom activity made while five are picked is saved, and the parent is told it is not picked', async ({
    page,
  }) => {
    await useCarouselMode(page);
    await signUpViaApi(page);
    await page.goto('/activity-carousel');
    for (const name of ['Playground', 'Bath time', 'Painting', 'Reading', 'Swimming']) {
      await page.getByRole('button', { name, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Create new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an activity' });
    await dialog.getByLabel('Name').fill('Puppet show');
    await dialog.getByLabel('Describe the activity').fill('Grandpa did a puppet show with socks');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(
      'Puppet show is saved. You already picked 5, so it isn’t picked yet: tap one to swap it.',
    );
    await expect(page.getByText('5/5 selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Puppet show', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a character that could not be deleted says so and stays', async ({ page, pageProblems }) => {
    await signUpViaApi(page);
    await customCharacterViaApi(page, 'Rex');
    await page.route('**/api/characters/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'disk full' } } })
        : route.fallback(),
    );
    await page.goto('/character-carousel');
    const rex = page.getByRole('button', { name: 'Rex', exact: true });
    await rex.click();
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Delete Rex' }).click();
    await page.getByRole('dialog', { name: 'Delete Character' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to delete character: Something went wrong on our side. Please try again.',
    );
    await expect(rex).toHaveAttribute('aria-pressed', 'true');
    forgive(pageProblems, /status of 500/);
  });

  test('a character list that fails to load says so in the parent’s words, not the server’s', async ({
    page,
    pageProblems,
  }) => {
    await signUpViaApi(page);
    await page.route('**/api/characters', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'internal', message: 'connection pool exhausted' } } }),
    );
    await page.goto('/character-carousel');
    await expect(page.getByRole('alert')).toHaveText('Error: Something went wrong on our side. Please try again.');
    forgive(pageProblems, /status of 503/);
  });

  test('another parent cannot delete my character through the API', async ({ page, browser }) => {
    await signUpViaApi(page);
    const { id } = await customCharacterViaApi(page, 'Mine');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpViaApi(otherPage);
    // Sent as the app sends it, so only the owner check can refuse it; not found and not yours look the same.
    const refused = await otherPage.request.delete(`/api/characters/${id}`, { headers: fromTheApp });
    expect(refused.status(), await refused.text()).toBe(404);
    await other.close();
    const list = (await (await page.request.get('/api/characters')).json()) as Array<{ id: string }>;
    expect(list.map((item) => item.id)).toContain(id);
  });

  test('Start over clears every choice and returns to /', async ({ page }) => {
    await useCarouselMode(page);
    await signUpViaApi(page);
    await page.goto('/character-carousel');
    await page.getByRole('button', { name: 'Owl' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Zoo', exact: true }).click();
    await page.getByRole('button', { name: 'Baking', exact: true }).click();
    await page.getByLabel('Anything special about today?').fill('Grandma came for tea');
    await expect(page.getByText('2/5 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Owl' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('0/5 selected')).toBeVisible();
    await expect(page.getByLabel('Anything special about today?')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await page.reload();
    await expect(page.getByText('0/5 selected')).toBeVisible();
  });

  test('Next goes on only once a real character is chosen', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/character-carousel');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    // The 'create new' tile is not a character.
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.keyboard.press('Escape');
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'Owl' }).click();
    await next.click();
    await expect(page).toHaveURL(/\/activities$/);
  });

  test('clear selection and clear description empty what they belong to', async ({ page }) => {
    await useCarouselMode(page);
    await signUpViaApi(page);
    await page.goto('/activity-carousel');
    await page.getByRole('button', { name: 'Zoo', exact: true }).click();
    await page.getByRole('button', { name: 'Park', exact: true }).click();
    await page.getByLabel('Anything special about today?').fill('We fed the ducks');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByText('0/5 selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zoo', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Clear selection' })).toHaveCount(0);
    await expect(page.getByLabel('Anything special about today?')).toHaveValue('We fed the ducks');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByLabel('Anything special about today?')).toHaveValue('');
  });

  test('recent chips: removed from a hover or by keyboard, with a scroll hint past three', async ({ page }) => {
    await signUpViaApi(page);
    for (const name of ['Swings', 'Ducks', 'Library', 'Painting']) {
      await saveRecentActivity(page, name);
    }
    await page.goto('/activities');
    const hint = page.getByText('Scroll for more →');
    await expect(hint).toBeVisible();
    const remove = (name: string) => page.getByRole('button', { name: `Remove ${name}` });
    await expect(remove('Painting')).toHaveCSS('opacity', '0');
    await page.getByRole('button', { name: 'Painting', exact: true }).hover();
    await expect(remove('Painting')).toHaveCSS('opacity', '1');
    await remove('Painting').click();
    await expect(page.getByRole('button', { name: 'Painting', exact: true })).toHaveCount(0);
    await expect(hint).toHaveCount(0);
    await page.mouse.move(0, 0);
    await pressUntilFocused(page, remove('Ducks'));
    await expect(remove('Ducks')).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Ducks', exact: true })).toHaveCount(0);
    const left = (await (await page.request.get('/api/saved-activities')).json()) as Array<{ name: string }>;
    expect(left.map((chip) => chip.name).sort()).toEqual(['Library', 'Swings']);
  });

  test('typed rows: at most five, and the last one cannot be removed', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/activities');
    const add = page.getByRole('button', { name: 'Add another activity' });
    await add.click();
    await add.click();
    await expect(page.getByRole('textbox', { name: 'Activity 5' })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(page.getByText('0 of 5 activities filled')).toBeVisible();
    for (const number of [5, 4, 3, 2]) {
      await page.getByRole('button', { name: `Remove activity ${number}` }).click();
    }
    await expect(page.getByRole('textbox')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove activity 1' })).toBeDisabled();
    await expect(add).toBeEnabled();
  });

  test('a failed picture returns to the form, a failed save to the preview; no closing while saving', async ({
    page,
    pageProblems,
  }) => {
    await signUpViaApi(page);
    await page.goto('/character-carousel');
    await page.getByRole('button', { name: 'Create new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a character' });
    await dialog.getByLabel('Name').fill('Pip');
    await dialog.getByLabel('What does your character look like?').fill('A tiny green dragon');
    await page.route('**/api/custom-images', (route) =>
      route.fulfill({ status: 502, json: { error: { code: 'imageGenerationFailed', message: 'gpu on fire' } } }),
    );
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to generate character image: Failed to generate image after multiple attempts.',
    );
    await expect(dialog.getByLabel('Name')).toHaveValue('Pip');
    await page.unroute('**/api/custom-images');

    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByRole('img', { name: 'Picture of Pip' })).toBeVisible();
    let answerSave: () => Promise<void> = async () => undefined;
    const saveArrived = new Promise<void>((arrived) => {
      void page.route('**/api/characters', (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        answerSave = () => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'oops' } } });
        arrived();
      });
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saveArrived;
    await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await snap(page, 'custom-character-saving-phone');
    await answerSave();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to save character: Something went wrong on our side. Please try again.',
    );
    await expect(dialog.getByRole('img', { name: 'Picture of Pip' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    forgive(pageProblems, /status of (500|502)/);
  });
});

test.describe('with the keyboard alone, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a character, typed rows and a chip, then a custom activity in the carousel, then Generate', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await saveRecentActivity(page, 'Feeding the ducks');
    await page.goto('/');
    // The arrow keys move along the character carousel, up to its final 'create new' tile.
    const bunny = page.getByRole('button', { name: 'Bunny' });
    await pressUntilFocused(page, bunny);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Little Bear' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Little Bear' })).toHaveAttribute('aria-pressed', 'true');
    const newCharacter = page.getByRole('button', { name: 'Create new' });
    await pressUntilFocused(page, newCharacter, 'ArrowRight', 20);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'Penguin' })).toBeFocused();

    // Reflection mode (on by default): a chip fills the first empty row, and a row is typed into.
    await pressUntilFocused(page, page.getByRole('button', { name: 'Feeding the ducks', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Activity 1' })).toHaveValue('Feeding the ducks');
    await pressUntilFocused(page, page.getByRole('textbox', { name: 'Activity 2' }));
    await page.keyboard.type('Swings at the park');
    await expect(page.getByText('2 of 3 activities filled')).toBeVisible();
    await pressUntilFocused(page, page.getByRole('button', { name: 'Generate' }));
    await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();

    // The carousel page: pick one, then arrow along to the 'create new' tile and make an activity there.
    await page.goto('/activity-carousel');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Playground', exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByText('1/5 selected')).toBeVisible();
    const newActivity = page.getByRole('button', { name: 'Create new' });
    await pressUntilFocused(page, newActivity, 'ArrowRight', 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create an activity' });
    await expect(dialog).toBeVisible();
    await pressUntilFocused(page, dialog.getByLabel('Name'), 'Tab', 5);
    await page.keyboard.type('Puppet show');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Grandpa did a puppet show with socks');
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Generate' }), 'Tab', 5);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: 'Picture of Puppet show' })).toBeVisible();
    await pressUntilFocused(page, dialog.getByRole('button', { name: 'Save' }), 'Tab', 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Puppet show', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('2/5 selected')).toBeVisible();
    await pressUntilFocused(page, page.getByRole('button', { name: 'Generate' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/story$/);
  });
});

/** What a parent sees, step by step and modal by modal, for people to look at (test-results/screenshots). */
for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`screenshots of each step on a ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    for (const name of ['Swings at the park', 'Feeding the ducks', 'Library story time', 'Painting']) {
      await saveRecentActivity(page, name);
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Little Bear' }).click();
    await page.getByRole('textbox', { name: 'Activity 1' }).fill('Swings at the park');
    await snap(page, `steps-home-reflection-${size}`);
    await page.goto('/character-carousel');
    await snap(page, `steps-character-carousel-${size}`);
    await page.goto('/activity-carousel');
    for (const name of ['Zoo', 'Baking']) await page.getByRole('button', { name, exact: true }).click();
    await page.getByLabel('Anything special about today?').fill('Grandma came for tea');
    await snap(page, `steps-activity-carousel-${size}`);
  });

  test(`screenshots of each modal on a ${size}`, async ({ page }) => {
    // Five modals and eight screenshots: 43-54 s in a clean-clone run on a slow machine, near its 60 s.
    test.slow();
    await page.setViewportSize(viewport);
    await signUpViaApi(page);
    await page.goto('/activity-carousel');
    for (const name of ['Zoo', 'Baking']) await page.getByRole('button', { name, exact: true }).click();

    // The modals, with each waiting step held still by answering late.
    await page.getByRole('button', { name: 'Create new' }).click();
    const activity = page.getByRole('dialog', { name: 'Create an activity' });
    await activity.getByLabel('Name').fill('Puppet show');
    await activity.getByLabel('Describe the activity').fill('Grandpa did a puppet show with socks');
    await snap(page, `modal-activity-form-${size}`);
    await activity.getByRole('button', { name: 'Generate' }).click();
    await expect(activity.getByRole('img', { name: 'Picture of Puppet show' })).toBeVisible();
    await snap(page, `modal-activity-preview-${size}`);
    await page.keyboard.press('Escape');

    await page.goto('/character-carousel');
    await page.getByRole('button', { name: 'Create new' }).click();
    const character = page.getByRole('dialog', { name: 'Create a character' });
    await character.getByLabel('Name').fill('Pip');
    await character.getByLabel('What does your character look like?').fill('A tiny green dragon with round glasses');
    await snap(page, `modal-character-form-${size}`);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/custom-images/enhance', async (route) => {
      await held;
      await route.fallback();
    });
    await character.getByRole('button', { name: 'Generate' }).click();
    await expect(character.getByText('Getting to know Pip…')).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, `modal-character-enhancing-${size}`);
    release();
    await expect(character.getByRole('img', { name: 'Picture of Pip' })).toBeVisible();
    await snap(page, `modal-character-preview-${size}`);
    await character.getByRole('button', { name: 'Save' }).click();
    await expect(character).toBeHidden();
    await page.getByRole('button', { name: 'Pip', exact: true }).press('Delete');
    await page.getByRole('button', { name: 'Delete Pip' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Character' })).toBeVisible();
    await snap(page, `modal-delete-character-${size}`);
  });
}

test('desktop layout', async ({ page }) => {
  await useCarouselMode(page);
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Little Bear' })).toBeVisible();
  await page.getByRole('button', { name: 'Little Bear' }).click();
  await snap(page, 'create-desktop');
});

const MESSAGES = { de: german, fr: french, zh: chinese } as const;
/** A text of the app's own translation files, with its `{{values}}` filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
/** English texts of the creation screens that must not show in another language. */
const ENGLISH = [
  english.create.characters.heading,
  english.create.activities.heading,
  english.create.reflection.recent,
  english.create.reflection.addRow,
  english.create.startOver,
  english.create.generate,
  english.create.regenerateImage,
  english.create.customCharacter.title,
];

async function expectTranslated(text: string): Promise<void> {
  // A missing translation shows as its key (e.g. "create.activities.heading") or as the English text.
  expect(text).not.toMatch(/\b(create|errors|story|portfolio|menu|nav|common)\.[a-zA-Z]+/);
  for (const phrase of ENGLISH) expect(text, phrase).not.toContain(phrase);
}

for (const [locale, language] of [
  ['de-DE', 'de'],
  ['fr-FR', 'fr'],
  ['zh-CN', 'zh'],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale, viewport: PHONE });
    test('reflection mode, a chip and the character modal’s preview show no untranslated text', async ({ page }) => {
      const m = MESSAGES[language];
      // Visiting first lets the app remember the browser language, which a new account then keeps.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await signUpViaApi(page);
      await saveRecentActivity(page, 'Vélo');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: m.create.characters.heading })).toBeVisible();
      await page.getByRole('button', { name: 'Vélo', exact: true }).click();
      await page.getByRole('textbox', { name: fill(m.create.reflection.rowLabel, { number: 2 }) }).fill('Enten');
      await expect(page.getByText(fill(m.create.reflection.counter, { count: 2, total: 3 }))).toBeVisible();
      await expectTranslated(await page.locator('body').innerText());
      await expectNoAxeViolations(page);
      await snap(page, `create-reflection-${language}`);

      await page.getByRole('button', { name: m.create.characters.createNew }).click();
      const dialog = page.getByRole('dialog', { name: m.create.customCharacter.title });
      await dialog.getByLabel(m.create.customCharacter.name).fill('Pip');
      await dialog.getByLabel(m.create.customCharacter.description).fill('Un petit dragon vert');
      await expectTranslated(await dialog.innerText());
      await dialog.getByRole('button', { name: m.create.customCharacter.generate }).click();
      await expect(
        dialog.getByRole('img', { name: fill(m.create.customCharacter.previewAlt, { name: 'Pip' }) }),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: m.create.regenerateImage })).toBeVisible();
      await expectTranslated(await dialog.innerText());
      await expectNoAxeViolations(page);
      await snap(page, `create-modal-preview-${language}`);
    });
  });
}
