import type { Page } from '@playwright/test';
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

async function useCarouselMode(page: Page) {
  await page.addInitScript(() => localStorage.setItem('reflectionMode', 'false'));
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
    await page.request.post('/api/saved-activities', {
      data: { name: 'Feeding the ducks at the big pond near the library' },
    });
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

test('creates a custom activity that becomes selected, and confirms before deleting a character', async ({ page }) => {
  await useCarouselMode(page);
  await page.setViewportSize(PHONE);
  await signUpViaApi(page);
  await page.goto('/activity-carousel');
  await page.getByRole('button', { name: 'Create new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an activity' });
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('Puppet show');
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await dialog.getByLabel('Describe the activity').fill('Grandpa did a puppet show with socks');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByRole('img', { name: 'Picture of Puppet show' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Puppet show', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1/5 selected')).toBeVisible();
});

test.describe('with the keyboard alone, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a character, typed rows and a chip, then a custom activity in the carousel, then Generate', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.request.post('/api/saved-activities', { data: { name: 'Feeding the ducks' } });
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

test('desktop layout', async ({ page }) => {
  await useCarouselMode(page);
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Little Bear' })).toBeVisible();
  await page.getByRole('button', { name: 'Little Bear' }).click();
  await snap(page, 'create-desktop');
});

for (const locale of ['de-DE', 'fr-FR', 'zh-CN']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, viewport: PHONE });
    test('the creation flow shows no untranslated text', async ({ page }) => {
      await useCarouselMode(page);
      // Visiting first lets the app remember the browser language, which a new account then keeps.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await signUpViaApi(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Create a story');
      await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText('Select character');
      const text = await page.locator('body').innerText();
      // A missing translation shows as its key (e.g. "create.activities.heading") or as the English text.
      expect(text).not.toMatch(/\b(create|errors|story|portfolio|menu|nav)\.[a-zA-Z]+/);
      for (const english of ['What did you do today?', 'Start over', 'Generate', 'Create new']) {
        expect(text, english).not.toContain(english);
      }
      await page
        .getByRole('button', { name: /\+|Neu|Nouveau|新建|创建/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await page.getByRole('dialog').innerText()).not.toMatch(/\bcreate\.[a-zA-Z]+/);
      await expectNoAxeViolations(page);
      await snap(page, `create-${locale}`);
    });
  });
}
