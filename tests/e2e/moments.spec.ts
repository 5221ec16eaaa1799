import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import pg from 'pg';
import german from '../../public/locales/de/common.json' with { type: 'json' };
import english from '../../public/locales/en/common.json' with { type: 'json' };
import chinese from '../../public/locales/zh/common.json' with { type: 'json' };
import { expect, expectNoAxeViolations, PHONE, signUpViaApi, snap, test } from './fixtures.ts';
import { dataDirOf, pgPortOf } from './support/servers.ts';

const MESSAGES = { en: english, de: german, zh: chinese } as const;
/** A text of the app's own translation files, with its `{{values}}` filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The main server's database, for what Settings would have saved (the family) and for what the server kept. */
async function withDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = readFileSync(path.join(dataDirOf('main'), 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPortOf('main')}/bedtime_stories`,
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Two children and a dog, as Settings keeps them; and an older story that is Sam's alone. */
async function seedFamily(email: string) {
  const ids = { sam: randomUUID(), mia: randomUUID(), rex: randomUUID() };
  const family = {
    children: [
      { id: ids.sam, name: 'Sam', pronoun: 'he', age: 'preschooler' },
      { id: ids.mia, name: 'Mia', pronoun: 'she', age: 'toddler' },
    ],
    grownUps: [],
    pets: [{ id: ids.rex, name: 'Rex', kind: 'dog' }],
  };
  const userId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from "user" where email = $1', [email]);
    const id = rows[0]?.id ?? '';
    await client.query(
      `insert into user_settings (user_id, family) values ($1, $2)
       on conflict (user_id) do update set family = excluded.family`,
      [id, JSON.stringify(family)],
    );
    await client.query(
      `insert into stories (title, character_name, activities, language, user_id, child_ids, created_at)
       values ('Sam and the kite', 'Owl', '["Park"]', 'en', $1, $2, now() - interval '1 day')`,
      [id, JSON.stringify([ids.sam])],
    );
    return id;
  });
  return { ...ids, userId };
}

async function keptBrief(userId: string): Promise<Record<string, unknown>> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ brief: Record<string, unknown> }>(
      'select brief from story_jobs where user_id = $1 order by created_at desc limit 1',
      [userId],
    );
    return rows[0]?.brief ?? {};
  });
}

async function snapBothPhones(page: Page, name: string, scroll?: () => Promise<void>) {
  await scroll?.();
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 360, height: 640 });
  await scroll?.();
  await snap(page, `${name}-360`);
  await page.setViewportSize(PHONE);
}

for (const [locale, language] of [
  ['en-GB', 'en'],
  ['de-DE', 'de'],
  ['zh-CN', 'zh'],
] as const) {
  test.describe(`tonight's moments in ${language}`, () => {
    test.use({ locale, viewport: PHONE });

    test('both children, a few moments, one chip taken back, then the story in the portfolio by child', async ({
      page,
    }) => {
      // A whole story is written and drawn on a machine whose two cores other suites share.
      test.setTimeout(150_000);
      const m = MESSAGES[language];
      const both = new Intl.ListFormat(language, { type: 'conjunction' }).format(['Sam', 'Mia']);
      // Visiting first lets the app remember the browser language, which a new account then keeps.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { email } = await signUpViaApi(page);
      const family = await seedFamily(email);
      await page.goto('/');

      await page.locator('#character-step button[aria-pressed]').first().click();
      // Whose story: the first child at first, so a parent who does not choose taps nothing more.
      const whose = page.getByRole('group', { name: m.moments.whose.heading });
      await expect(whose.getByRole('button', { name: 'Sam' })).toHaveAttribute('aria-pressed', 'true');
      await expect(whose.getByRole('button', { name: 'Mia' })).toHaveAttribute('aria-pressed', 'false');
      await whose.getByRole('button', { name: 'Mia' }).click();
      await expect(whose.getByRole('button', { name: 'Mia' })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('textbox', { name: fill(m.create.reflection.rowLabel, { number: 1 }) }).fill('Pancakes');

      const moments = page.getByRole('region', { name: new RegExp(m.moments.heading) });
      await moments.getByRole('button', { name: m.moments.categories.with }).click();
      // The story's children are not offered again as "there too".
      const there = moments.getByRole('group', { name: m.moments.with.question });
      await expect(there.getByRole('button', { name: 'Sam' })).toHaveCount(0);
      await there.getByRole('button', { name: 'Rex', exact: true }).click();
      await moments.getByRole('button', { name: m.moments.categories.feeling }).click();
      await moments.getByRole('button', { name: m.moments.feeling.proud, exact: true }).click();
      await moments.getByRole('button', { name: m.moments.categories.weather }).click();
      await moments.getByRole('button', { name: m.moments.weather.rainy, exact: true }).click();
      const chips = moments.getByRole('list', { name: m.moments.chosen });
      await expect(chips.getByRole('listitem')).toHaveText(['Rex', m.moments.feeling.proud, m.moments.weather.rainy]);
      await expectNoAxeViolations(page);
      // The moments' heading at the top: the chips, the kinds and the open one are what the parent sees.
      await snapBothPhones(page, `moments-chosen-${language}`, () =>
        moments.evaluate((section) => section.scrollIntoView({ block: 'start' })),
      );
      await snapBothPhones(page, `moments-whose-${language}`, () =>
        whose.evaluate((group) => group.scrollIntoView({ block: 'center' })),
      );

      await chips.getByRole('button', { name: fill(m.moments.remove, { name: m.moments.weather.rainy }) }).click();
      await expect(chips.getByRole('listitem')).toHaveText(['Rex', m.moments.feeling.proud]);

      // The app's Back and Forward keep the choices, as the rest of the creation screen.
      await page.goto('/portfolio');
      await page.goBack();
      await expect(chips.getByRole('listitem')).toHaveText(['Rex', m.moments.feeling.proud]);
      await expect(whose.getByRole('button', { name: 'Mia' })).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: m.create.generate }).click();
      await expect(page).toHaveURL(/\/story$/);
      await expect(page.getByRole('main').getByRole('link', { name: m.story.toPortfolio })).toBeVisible({
        timeout: 30_000,
      });
      expect(await keptBrief(family.userId)).toMatchObject({
        childIds: [family.sam, family.mia],
        moments: { with: [family.rex], friends: [], feeling: 'proud' },
      });
      expect(await keptBrief(family.userId)).not.toHaveProperty('moments.weather');

      await page.getByRole('main').getByRole('link', { name: m.story.toPortfolio }).click();
      await expect(page.getByRole('heading', { name: m.portfolio.title })).toBeVisible();
      const whoseCard = (names: string) =>
        page
          .getByRole('link')
          .filter({ has: page.getByText(fill(m.moments.portfolio.whose, { names }), { exact: true }) });
      await expect(whoseCard(both)).toHaveCount(1);
      await expect(whoseCard('Sam')).toHaveCount(1);
      const filter = page.getByRole('group', { name: m.moments.portfolio.filter });
      await expect(filter.getByRole('button', { name: m.moments.portfolio.everyone })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(page);
      await snapBothPhones(page, `moments-portfolio-${language}`);

      await filter.getByRole('button', { name: 'Mia' }).click();
      await expect(filter.getByRole('button', { name: 'Mia' })).toHaveAttribute('aria-pressed', 'true');
      await expect(whoseCard(both)).toHaveCount(1);
      await expect(page.getByText('Sam and the kite')).toHaveCount(0);
      await filter.getByRole('button', { name: 'Sam' }).click();
      await expect(whoseCard(both)).toHaveCount(1);
      await expect(page.getByText('Sam and the kite')).toBeVisible();
      await snapBothPhones(page, `moments-portfolio-sam-${language}`);
    });
  });
}
