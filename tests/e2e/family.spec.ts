import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, expectNoAxeViolations, PHONE, signUpViaApi, snap, test } from './fixtures.ts';
import { urlOf } from './support/servers.ts';

type Language = 'en' | 'de' | 'zh';
type Tree = { [key: string]: string | Tree };

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');

/** The parent's words for a key, read from the app's own translations, with `{{values}}` filled in. */
function textIn(language: Language) {
  const tree = JSON.parse(readFileSync(path.join(localesDir, language, 'common.json'), 'utf8')) as Tree;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key
      .split('.')
      .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof found !== 'string') throw new Error(`no text for ${key} in ${language}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/** A signed-in parent whose account speaks the language under test. */
async function signUpIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('i18nextLng', chosen), language);
  await signUpViaApi(page);
  const saved = await page.request.put('/api/me/settings', { headers: { origin: urlOf('main') }, data: { language } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The family each language's parent types: names as families there write them. */
const FAMILIES: Record<Language, { children: [string, string]; grandmother: string; dog: string }> = {
  en: { children: ['Lily', 'Sam'], grandmother: 'Nana', dog: 'Biscuit' },
  de: { children: ['Emma', 'Jonas'], grandmother: 'Oma Gisela', dog: 'Bello' },
  zh: { children: ['小雨', '乐乐'], grandmother: '奶奶', dog: '豆豆' },
};

for (const language of ['en', 'de', 'zh'] as const) {
  test(`a parent keeps the family in Settings on a phone (${language})`, async ({ page, pageProblems }) => {
    const t = textIn(language);
    const family = FAMILIES[language];
    await page.setViewportSize(PHONE);
    await signUpIn(page, language);
    await page.goto('/settings');
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: t('family.title') }) });
    await expect(section.getByText(t('family.children.empty'))).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await snap(page, `family-empty-${language}-phone`);

    const child = (number: number) => section.getByRole('group', { name: t('family.children.item', { number }) });
    const grownUp = section.getByRole('group', { name: t('family.grownUps.item', { number: 1 }) });
    const pet = section.getByRole('group', { name: t('family.pets.item', { number: 1 }) });

    // Two children: the new card's name field takes the focus, so the parent types straight away.
    await section.getByRole('button', { name: t('family.children.add') }).click();
    await expect(child(1).getByLabel(t('family.children.name'), { exact: true })).toBeFocused();
    await page.keyboard.type(family.children[0]);
    await child(1)
      .getByRole('radio', { name: t('family.children.pronounShe') })
      .check();
    await child(1)
      .getByLabel(t('family.children.age'), { exact: true })
      .selectOption({ label: t('family.children.ages.toddler') });
    await section.getByRole('button', { name: t('family.children.add') }).click();
    await child(2).getByLabel(t('family.children.name'), { exact: true }).fill(family.children[1]);
    await child(2)
      .getByRole('radio', { name: t('family.children.pronounHe') })
      .check();
    await child(2)
      .getByLabel(t('family.children.age'), { exact: true })
      .selectOption({ label: t('family.children.ages.baby') });
    await expect(section.getByText(t('family.count', { number: 2, max: 6 }))).toBeVisible();

    // A grandmother, called as the child calls her, and the dog.
    await section.getByRole('button', { name: t('family.grownUps.add') }).click();
    await grownUp.getByLabel(t('family.grownUps.name'), { exact: true }).fill(family.grandmother);
    await grownUp
      .getByLabel(t('family.grownUps.kind'), { exact: true })
      .selectOption({ label: t('family.grownUps.kinds.grandmother') });
    await section.getByRole('button', { name: t('family.pets.add') }).click();
    await pet.getByLabel(t('family.pets.name'), { exact: true }).fill(family.dog);
    await pet.getByLabel(t('family.pets.kind'), { exact: true }).selectOption({ label: t('family.pets.kinds.dog') });

    // The family's skin in the pictures: none chosen yet; a tap on a swatch, then the arrow key to the next tone.
    const skin = section.getByRole('radiogroup', { name: t('family.skin.title') });
    await expect(skin).toHaveAccessibleDescription(t('family.skin.unchosen'));
    await expect(skin.getByRole('radio')).toHaveCount(6);
    await skin.getByRole('radio', { name: t('family.skin.tones.brown') }).check();
    await page.keyboard.press('ArrowRight');
    await expect(skin.getByRole('radio', { name: t('family.skin.tones.dark') })).toBeChecked();
    await expect(skin.getByRole('radio', { name: t('family.skin.tones.dark') })).toBeFocused();
    await expect(skin).toHaveAccessibleDescription(t('family.skin.hint'));
    await skin.evaluate((group) => group.scrollIntoView({ block: 'center' }));
    await snap(page, `family-skin-${language}-phone`);
    await expect(section.getByRole('status').filter({ hasText: t('family.unsaved') })).toBeVisible();
    await section.getByRole('button', { name: t('family.save') }).click();
    await expect(section.getByRole('status').filter({ hasText: t('family.saved') })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, `family-filled-${language}-phone`);

    // After a reload, the family is there as it was saved.
    await page.reload();
    await expect(child(1).getByLabel(t('family.children.name'), { exact: true })).toHaveValue(family.children[0]);
    await expect(child(1).getByRole('radio', { name: t('family.children.pronounShe') })).toBeChecked();
    await expect(child(1).getByLabel(t('family.children.age'), { exact: true })).toHaveValue('toddler');
    await expect(child(2).getByLabel(t('family.children.name'), { exact: true })).toHaveValue(family.children[1]);
    await expect(child(2).getByLabel(t('family.children.age'), { exact: true })).toHaveValue('baby');
    await expect(grownUp.getByLabel(t('family.grownUps.name'), { exact: true })).toHaveValue(family.grandmother);
    await expect(grownUp.getByLabel(t('family.grownUps.kind'), { exact: true })).toHaveValue('grandmother');
    await expect(pet.getByLabel(t('family.pets.name'), { exact: true })).toHaveValue(family.dog);
    await expect(pet.getByLabel(t('family.pets.kind'), { exact: true })).toHaveValue('dog');
    await expect(
      section
        .getByRole('radiogroup', { name: t('family.skin.title') })
        .getByRole('radio', { name: t('family.skin.tones.dark') }),
    ).toBeChecked();
    await expect(section.getByRole('status').filter({ hasText: t('family.unsaved') })).toHaveCount(0);

    // A name with a digit is refused: the error is in the parent's language beside the field, which keeps the text.
    const badName = `${family.grandmother}2`;
    const grandmotherName = grownUp.getByLabel(t('family.grownUps.name'), { exact: true });
    await grandmotherName.fill(badName);
    await section.getByRole('button', { name: t('family.save') }).click();
    await expect(grownUp.getByText(t('family.nameInvalid'))).toBeVisible();
    await expect(grandmotherName).toHaveAttribute('aria-invalid', 'true');
    await expect(grandmotherName).toBeFocused();
    await expect(grandmotherName).toHaveValue(badName);
    await expect(section.getByRole('alert')).toHaveText(t('family.fixFields'));
    await expect(section.getByRole('status').filter({ hasText: t('family.unsaved') })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, `family-refused-${language}-phone`);

    // Fixed, and the second child removed: the saved family has one child left.
    await grandmotherName.fill(family.grandmother);
    await expect(grownUp.getByText(t('family.nameInvalid'))).toHaveCount(0);
    await child(2)
      .getByRole('button', { name: t('family.removeNamed', { name: family.children[1] }) })
      .click();
    await expect(section.getByRole('button', { name: t('family.children.add') })).toBeFocused();
    await section.getByRole('button', { name: t('family.save') }).click();
    await expect(section.getByRole('status').filter({ hasText: t('family.saved') })).toBeVisible();
    await page.reload();
    await expect(child(1).getByLabel(t('family.children.name'), { exact: true })).toHaveValue(family.children[0]);
    await expect(child(2)).toHaveCount(0);
    await expect(section.getByText(t('family.count', { number: 1, max: 6 }))).toBeVisible();
    const saved = await (await page.request.get('/api/me/family')).json();
    expect(saved.children.map((member: { name: string }) => member.name)).toEqual([family.children[0]]);
    expect(saved.grownUps).toEqual([expect.objectContaining({ name: family.grandmother, kind: 'grandmother' })]);
    expect(saved.pets).toEqual([expect.objectContaining({ name: family.dog, kind: 'dog' })]);
    expect(saved.skin).toBe('dark');

    // The refused save is all the page logged.
    expect(pageProblems.filter((line) => !/status of 400/.test(line))).toEqual([]);
    pageProblems.splice(0);
  });
}

test('the family shows its limits, asks what an "other" pet is, and looks right on a small phone and a desktop', async ({
  page,
  pageProblems,
}) => {
  const t = textIn('en');
  await signUpIn(page, 'en');
  const children = Array.from({ length: 6 }, (_, index) => ({
    id: crypto.randomUUID(),
    name: ['Lily', 'Sam', 'Noor', 'Mia', 'Leo', 'Ada'][index],
    pronoun: null,
    age: 'preschooler',
  }));
  const seeded = await page.request.put('/api/me/family', {
    headers: { origin: urlOf('main') },
    data: { children, grownUps: [{ id: crypto.randomUUID(), name: 'Grandad Joe', kind: 'grandfather' }], pets: [] },
  });
  expect(seeded.status(), await seeded.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/settings');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: t('family.title') }) });
  await expect(section.getByText(t('family.count', { number: 6, max: 6 }))).toBeVisible();
  await expect(section.getByRole('button', { name: t('family.children.add') })).toHaveCount(0);
  await expect(section.getByText(t('family.children.full', { max: 6 }))).toBeVisible();

  // A pet of another kind needs a word for what it is.
  await section.getByRole('button', { name: t('family.pets.add') }).click();
  const pet = section.getByRole('group', { name: t('family.pets.item', { number: 1 }) });
  await pet.getByLabel(t('family.pets.name'), { exact: true }).fill('Bubbles');
  await pet.getByLabel(t('family.pets.kind'), { exact: true }).selectOption('other');
  await section.getByRole('button', { name: t('family.save') }).click();
  await expect(pet.getByText(t('family.pets.wordMissing'))).toBeVisible();
  await expect(pet.getByLabel(t('family.pets.word'), { exact: true })).toBeFocused();
  await page.keyboard.type('axolotl');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status').filter({ hasText: t('family.saved') })).toBeVisible();
  await pet.scrollIntoViewIfNeeded();
  await snap(page, 'family-small-phone');

  // On the small phone the tones fit the width, each a 44px target, and "each their own" is kept.
  const skin = section.getByRole('radiogroup', { name: t('family.skin.title') });
  // In the middle of the screen, clear of the save bar that stays at the bottom.
  await skin.evaluate((group) => group.scrollIntoView({ block: 'center' }));
  for (const radio of await skin.getByRole('radio').all()) {
    const box = await radio.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await skin.getByRole('radio', { name: t('family.skin.mixed') }).check();
  await expect(skin).toHaveAccessibleDescription(t('family.skin.mixedHint'));
  await snap(page, 'family-skin-small-phone');
  // The status still says the pet's save: this save is done when its own request has answered.
  const saving = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/family') && response.request().method() === 'PUT',
  );
  await section.getByRole('button', { name: t('family.save') }).click();
  expect((await saving).status()).toBe(200);
  await expect(section.getByRole('status').filter({ hasText: t('family.saved') })).toBeVisible();
  expect((await (await page.request.get('/api/me/family')).json()).skin).toBe('mixed');
  await page.setViewportSize(DESKTOP);
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await snap(page, 'family-desktop');
  expect((await (await page.request.get('/api/me/family')).json()).pets[0]).toMatchObject({
    name: 'Bubbles',
    kind: 'other',
    word: 'axolotl',
  });
  expect(pageProblems.filter((line) => !/status of 400/.test(line))).toEqual([]);
  pageProblems.splice(0);
});
