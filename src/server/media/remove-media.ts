import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';
import { MEDIA_URL_PREFIX, type MediaStore } from './media-store.ts';

/** `users/u/x.webp` -> `users/u/x-thumb.webp`: the thumbnail storeImage keeps beside every picture. */
const thumbnailKeyOf = (key: string) =>
  key.endsWith('.webp') && !key.endsWith('-thumb.webp') ? key.replace(/\.webp$/, '-thumb.webp') : undefined;

/**
 * Keys among `keys` that some row still shows: a character's or activity's picture, or a scene's picture or thumbnail.
 * A failed scene falls back to its custom character's or activity's own picture, so one file can belong to several
 * rows; it goes only with the last of them.
 */
async function stillReferenced(db: Database, keys: string[]): Promise<Set<string>> {
  const urls = keys.map((key) => `${MEDIA_URL_PREFIX}${key}`);
  const list = sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ url: string }>(sql`
    select image_url as url from characters where image_url in (${list})
    union select image_url from activities where image_url in (${list})
    union select image_url from story_scenes where image_url in (${list})
    union select thumbnail_url from story_scenes where thumbnail_url in (${list})`);
  return new Set(rows.map((row) => row.url.slice(MEDIA_URL_PREFIX.length)));
}

/**
 * Deletes stored files by their URLs, with each picture's thumbnail, once no row refers to them any more. Call it
 * after the rows that used the files are gone or changed. Catalog art and other non-media URLs are left alone.
 */
export async function removeMediaByUrl(deps: { db: Database; media: MediaStore }, urls: string[]): Promise<void> {
  const named = [
    ...new Set(urls.filter((url) => url.startsWith(MEDIA_URL_PREFIX)).map((url) => url.slice(MEDIA_URL_PREFIX.length))),
  ];
  if (named.length === 0) return;
  const thumbnails = named.flatMap((key) => thumbnailKeyOf(key) ?? []);
  const kept = await stillReferenced(deps.db, [...named, ...thumbnails]);
  const gone = named.filter((key) => !kept.has(key));
  // A picture's thumbnail goes with it, unless a row shows the thumbnail itself.
  const goneThumbnails = gone.flatMap((key) => thumbnailKeyOf(key) ?? []).filter((key) => !kept.has(key));
  const keys = [...new Set([...gone, ...goneThumbnails])];
  if (keys.length === 0) return;
  await deps.db.delete(mediaObjects).where(inArray(mediaObjects.key, keys));
  await deps.media.remove(keys);
}

/** Removes a user's stored files (and their rows) whose keys start with `prefix`, such as one story's folder. */
export async function removeMediaUnder(
  deps: { db: Database; media: MediaStore },
  userId: string,
  prefix: string,
): Promise<void> {
  const rows = await deps.db
    .delete(mediaObjects)
    .where(and(eq(mediaObjects.userId, userId), like(mediaObjects.key, `${prefix}%`)))
    .returning({ key: mediaObjects.key });
  await deps.media.remove(rows.map((row) => row.key));
}
