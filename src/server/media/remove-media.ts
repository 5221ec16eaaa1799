import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';
import { MEDIA_URL_PREFIX, type MediaStore } from './media-store.ts';

/** `users/u/x.webp` -> `users/u/x-thumb.webp`: the thumbnail storeImage keeps beside every picture. */
const thumbnailKeyOf = (key: string) =>
  key.endsWith('.webp') && !key.endsWith('-thumb.webp') ? key.replace(/\.webp$/, '-thumb.webp') : undefined;

/** `users/u/x.webp` -> `u`: every stored file lives under its owner's folder. */
const ownerOf = (key: string) => /^users\/([^/]+)\//.exec(key)?.[1];

/**
 * Keys among `keys` that some row still shows: a character's or activity's picture, or a scene's picture or thumbnail.
 * A failed scene falls back to its custom character's or activity's own picture, so one file can belong to several
 * rows; it goes only with the last of them. Only the owner's rows can show a file of the owner's folder, so each look
 * stays within one parent's rows (by the user indexes) however many stories the app holds.
 */
async function stillReferenced(db: Database, keys: string[]): Promise<Set<string>> {
  const byOwner = new Map<string, string[]>();
  for (const key of keys) {
    const owner = ownerOf(key) ?? '';
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), key]);
  }
  const kept = new Set<string>();
  for (const [owner, owned] of byOwner) {
    // A key outside any owner's folder is treated as shown, so it is never removed by mistake.
    if (owner === '') {
      for (const key of owned) kept.add(key);
      continue;
    }
    const list = sql.join(
      owned.map((key) => sql`${`${MEDIA_URL_PREFIX}${key}`}`),
      sql`, `,
    );
    const { rows } = await db.execute<{ url: string }>(sql`
      select image_url as url from characters where user_id = ${owner} and image_url in (${list})
      union select image_url from activities where user_id = ${owner} and image_url in (${list})
      union select image_url from story_scenes where user_id = ${owner} and image_url in (${list})
      union select thumbnail_url from story_scenes where user_id = ${owner} and thumbnail_url in (${list})`);
    for (const row of rows) kept.add(row.url.slice(MEDIA_URL_PREFIX.length));
  }
  return kept;
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
