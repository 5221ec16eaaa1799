import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { mediaObjects } from '../db/schema.ts';
import { MEDIA_URL_PREFIX, type MediaStore } from './media-store.ts';

/** `users/u/x.webp` -> `users/u/x-thumb.webp`: the thumbnail storeImage keeps beside every picture. */
const thumbnailKeyOf = (key: string) =>
  key.endsWith('.webp') && !key.endsWith('-thumb.webp') ? key.replace(/\.webp$/, '-thumb.webp') : undefined;

/**
 * Keys among `keys` that some row of the owner still shows: a character's or activity's picture, or a scene's picture
 * or thumbnail. A failed scene falls back to its custom character's or activity's own picture, so one file can belong
 * to several rows; it goes only with the last of them. Only the owner's rows can show a file of the owner's folder,
 * so the look stays within one parent's rows (by the user indexes) however many stories the app holds.
 */
async function stillReferenced(db: Database, userId: string, keys: string[]): Promise<Set<string>> {
  const list = sql.join(
    keys.map((key) => sql`${`${MEDIA_URL_PREFIX}${key}`}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ url: string }>(sql`
    select image_url as url from characters where user_id = ${userId} and image_url in (${list})
    union select image_url from activities where user_id = ${userId} and image_url in (${list})
    union select image_url from story_scenes where user_id = ${userId} and image_url in (${list})
    union select thumbnail_url from story_scenes where user_id = ${userId} and thumbnail_url in (${list})`);
  return new Set(rows.map((row) => row.url.slice(MEDIA_URL_PREFIX.length)));
}

/**
 * Deletes a parent's stored files by their URLs, with each picture's thumbnail, once no row of theirs refers to them
 * any more. Call it after the rows that used the files are gone or changed. Catalog art, other non-media URLs and
 * files outside the parent's folder are left alone.
 */
export async function removeMediaByUrl(
  deps: { db: Database; media: MediaStore },
  userId: string,
  urls: string[],
): Promise<void> {
  const folder = `${MEDIA_URL_PREFIX}users/${userId}/`;
  const named = [
    ...new Set(urls.filter((url) => url.startsWith(folder)).map((url) => url.slice(MEDIA_URL_PREFIX.length))),
  ];
  if (named.length === 0) return;
  const thumbnails = named.flatMap((key) => thumbnailKeyOf(key) ?? []);
  const kept = await stillReferenced(deps.db, userId, [...named, ...thumbnails]);
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
    .where(and(eq(mediaObjects.userId, userId), like(mediaObjects.key, `${escapeLike(prefix)}%`)))
    .returning({ key: mediaObjects.key });
  await deps.media.remove(rows.map((row) => row.key));
}
