import { sql } from 'drizzle-orm';
import { LANGUAGES } from '../../shared/languages.ts';
import type { Database } from '../db/client.ts';
import { activities, characters, type Translation } from '../db/schema.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from './catalog-data.ts';
import type { CatalogSeed } from './catalog-types.ts';

export const ART_BASE_URL = '/art/';

function toRow(item: CatalogSeed) {
  const translations: Translation[] = LANGUAGES.map((language) => ({ language, ...item.text[language] }));
  return {
    id: item.id,
    name: item.text.en.name,
    description: item.text.en.description,
    imageUrl: `${ART_BASE_URL}${item.art}`,
    look: item.look,
    order: item.order,
    isCustom: false,
    environment: 'production',
    userId: null,
    translations,
  };
}

const updateOnConflict = {
  name: sql`excluded.name`,
  description: sql`excluded.description`,
  imageUrl: sql`excluded.image_url`,
  look: sql`excluded.look`,
  order: sql`excluded.order`,
  environment: sql`excluded.environment`,
  translations: sql`excluded.translations`,
};

/** Writes the default catalog by stable id: restarts and upgrades update items in place and never duplicate them. */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(characters)
      .values(DEFAULT_CHARACTERS.map(toRow))
      .onConflictDoUpdate({ target: characters.id, set: updateOnConflict });
    await tx
      .insert(activities)
      .values(DEFAULT_ACTIVITIES.map(toRow))
      .onConflictDoUpdate({ target: activities.id, set: updateOnConflict });
  });
}
