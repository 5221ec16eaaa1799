import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database.ts';
import { ORDER } from '../../shared/domain.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { activities, characters } from '../db/schema.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from './catalog-data.ts';
import { seedCatalog } from './seed.ts';

const { db } = await createTestDatabase();
const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('the default catalog', () => {
  it('has at least 10 characters and 24 activities', () => {
    expect(DEFAULT_CHARACTERS.length).toBeGreaterThanOrEqual(10);
    expect(DEFAULT_ACTIVITIES.length).toBeGreaterThanOrEqual(24);
  });

  it.each([
    ['characters', DEFAULT_CHARACTERS],
    ['activities', DEFAULT_ACTIVITIES],
  ])('gives every one of its %s art, a look and a name and description in all 7 languages', (_, items) => {
    for (const item of items) {
      expect(existsSync(path.join(publicDir, 'art', item.art)), `${item.id}: art ${item.art}`).toBe(true);
      expect(item.look.trim().length, `${item.id}: look`).toBeGreaterThan(10);
      for (const language of LANGUAGES) {
        const text = item.text[language];
        expect(text.name.trim(), `${item.id} ${language} name`).not.toBe('');
        expect(text.description.trim(), `${item.id} ${language} description`).not.toBe('');
        expect(text.name.length, `${item.id} ${language} name length`).toBeLessThanOrEqual(30);
      }
      // A translation that equals the English text word for word is a missed translation (zh cannot be).
      expect(item.text.zh.name, item.id).not.toBe(item.text.en.name);
    }
  });

  it.each([
    ['characters', DEFAULT_CHARACTERS],
    ['activities', DEFAULT_ACTIVITIES],
  ])('orders its %s from 1000 in steps of 100, with unique ids', (_, items) => {
    expect(items.map((item) => item.order)).toEqual(items.map((_, index) => ORDER.first + index * ORDER.step));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('covers the toddler days the product promises', () => {
    const ids = DEFAULT_ACTIVITIES.map((item) => item.id);
    for (const slug of [
      'playground',
      'bath',
      'painting',
      'reading',
      'daycare',
      'grandparents',
      'swimming',
      'baking',
      'blocks',
      'music',
      'dancing',
      'zoo',
      'park',
      'beach',
      'bike',
      'gardening',
      'puzzle',
      'doctor',
      'birthday',
      'snow',
      'shopping',
      'cooking',
      'train',
      'sandbox',
    ]) {
      expect(
        ids.some((id) => id.includes(slug)),
        slug,
      ).toBe(true);
    }
  });
});

describe('seeding the catalog', () => {
  it('is in the database after start-up, tagged production and not custom', async () => {
    const rows = await db.select().from(characters);
    expect(rows).toHaveLength(DEFAULT_CHARACTERS.length);
    for (const row of rows) {
      expect(row).toMatchObject({ isCustom: false, environment: 'production', userId: null });
      expect(row.imageUrl).toMatch(/^\/art\/.+\.svg$/);
      expect(row.translations.map((t) => t.language).sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('never duplicates on a restart and repairs an item changed in place', async () => {
    await db.update(activities).set({ name: 'Changed by hand' }).where(eq(activities.id, 'activity-playground'));
    await seedCatalog(db);
    await seedCatalog(db);
    const counts = await db.execute<{ characters: number; activities: number }>(
      sql`select (select count(*)::int from characters) as characters, (select count(*)::int from activities) as activities`,
    );
    expect(counts.rows[0]).toEqual({ characters: DEFAULT_CHARACTERS.length, activities: DEFAULT_ACTIVITIES.length });
    const [playground] = await db.select().from(activities).where(eq(activities.id, 'activity-playground'));
    expect(playground?.name).toBe(DEFAULT_ACTIVITIES.find((item) => item.id === 'activity-playground')?.text.en.name);
  });
});
