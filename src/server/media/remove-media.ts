import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';
import { MEDIA_URL_PREFIX, type MediaStore } from './media-store.ts';

/** Deletes stored files by their URLs (catalog art and other non-media URLs are left alone). */
export async function removeMediaByUrl(deps: { db: Database; media: MediaStore }, urls: string[]): Promise<void> {
  const keys = [
    ...new Set(urls.filter((url) => url.startsWith(MEDIA_URL_PREFIX)).map((url) => url.slice(MEDIA_URL_PREFIX.length))),
  ];
  if (keys.length === 0) return;
  await deps.db.delete(mediaObjects).where(inArray(mediaObjects.key, keys));
  await deps.media.remove(keys);
}
