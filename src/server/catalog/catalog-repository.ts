import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, max, or } from 'drizzle-orm';
import type { CatalogItem } from '../../shared/catalog.ts';
import { ORDER } from '../../shared/domain.ts';
import type { Database } from '../db/client.ts';
import { activities, characters, mediaObjects, type Translation } from '../db/schema.ts';

export type CatalogTable = typeof characters | typeof activities;
export type CatalogKind = 'character' | 'activity';
export const TABLES: Record<CatalogKind, CatalogTable> = { character: characters, activity: activities };

/** Spec §6: visitors see the defaults; a parent sees the defaults and their own, production-tagged or untagged. */
function visibleTo(table: CatalogTable, userId: string | undefined) {
  const environment = or(eq(table.environment, 'production'), isNull(table.environment));
  return userId
    ? and(or(eq(table.isCustom, false), and(eq(table.isCustom, true), eq(table.userId, userId))), environment)
    : and(eq(table.isCustom, false), environment);
}

function toItem(row: CatalogTable['$inferSelect']): CatalogItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    order: row.order,
    isCustom: row.isCustom ? 1 : 0,
    translations: row.translations,
  };
}

export async function listCatalog(db: Database, kind: CatalogKind, userId: string | undefined): Promise<CatalogItem[]> {
  const table = TABLES[kind];
  const rows = await db
    .select()
    .from(table)
    .where(visibleTo(table, userId))
    .orderBy(asc(table.order), asc(table.createdAt));
  return rows.map(toItem);
}

/** The picture must be one this parent generated (through `/api/custom-images`). */
export async function ownsMedia(db: Database, userId: string, imageUrl: string): Promise<boolean> {
  const key = imageUrl.replace(/^\/media\//, '');
  const [row] = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.key, key), eq(mediaObjects.userId, userId)));
  return row !== undefined;
}

/** The id a custom item gets: from the client's key when it sent one, so a retried save finds the first one's item. */
export function customItemId(kind: CatalogKind, clientKey: string | undefined): string {
  return `${kind}-custom-${clientKey ?? randomUUID()}`;
}

/** A parent's own custom item by id, or undefined. */
export async function findCustomItem(
  db: Database,
  kind: CatalogKind,
  userId: string,
  id: string,
): Promise<CatalogItem | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId), eq(table.isCustom, true)));
  return row ? toItem(row) : undefined;
}

/**
 * Saves a custom item after the others: spec §9, the next order is the highest so far plus 100. An item already saved
 * under the same id (a retried save that raced the first) is returned as it is with `created: false`; undefined when
 * that id belongs to someone else.
 */
export async function insertCustomItem(
  db: Database,
  kind: CatalogKind,
  input: {
    id: string;
    userId: string;
    name: string;
    description: string;
    imageUrl: string;
    look: string;
    translations: Translation[];
  },
): Promise<{ item: CatalogItem; created: boolean } | undefined> {
  const table = TABLES[kind];
  const saved = await db.transaction(async (tx) => {
    const [highest] = await tx
      .select({ order: max(table.order) })
      .from(table)
      .where(visibleTo(table, input.userId));
    const [row] = await tx
      .insert(table)
      .values({
        id: input.id,
        name: input.name,
        description: input.description,
        imageUrl: input.imageUrl,
        look: input.look,
        order: (highest?.order ?? ORDER.first - ORDER.step) + ORDER.step,
        isCustom: true,
        userId: input.userId,
        translations: input.translations,
      })
      .onConflictDoNothing({ target: table.id })
      .returning();
    return row ? toItem(row) : undefined;
  });
  if (saved) return { item: saved, created: true };
  const existing = await findCustomItem(db, kind, input.userId, input.id);
  return existing ? { item: existing, created: false } : undefined;
}

/** Deletes a parent's own custom item; false when it is not theirs (or is a default one). */
export async function deleteCustomItem(
  db: Database,
  kind: CatalogKind,
  userId: string,
  id: string,
): Promise<{ imageUrl: string } | undefined> {
  const table = TABLES[kind];
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId), eq(table.isCustom, true)))
    .returning({ imageUrl: table.imageUrl });
  return row;
}
