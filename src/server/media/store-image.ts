import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';
import type { Illustration } from '../providers/types.ts';
import { sleep } from '../util/sleep.ts';
import { type MediaStore, mediaUrl } from './media-store.ts';

export type StoredImage = { imageUrl: string; thumbnailUrl: string; keys: string[] };

const THUMBNAIL_WIDTH = 320;
const MAX_WIDTH = 1024;

/** Downloads a provider's image: 3 attempts, back-off 1 s doubling, at most 8 s (spec §9 blob upload). */
export async function download(
  url: string,
  options: { signal?: AbortSignal | undefined; fetch?: typeof fetch; baseDelayMs?: number } = {},
): Promise<Uint8Array> {
  const get = options.fetch ?? fetch;
  let delay = options.baseDelayMs ?? 1000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await get(url, { signal: options.signal ?? null });
      if (!response.ok) throw new Error(`download failed with status ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      if (attempt >= 3 || options.signal?.aborted) throw error;
      await sleep(delay, options.signal);
      delay = Math.min(delay * 2, 8000);
    }
  }
}

/**
 * Keeps an image in our own storage at once (provider URLs expire within the hour): a WebP of at most 1024 px and a
 * 320 px thumbnail, each recorded with its owner so that deleting the account deletes the files.
 */
export async function storeImage(
  deps: { db: Database; media: MediaStore; fetch?: typeof fetch },
  input: { image: Illustration; userId: string | null; prefix: string; signal?: AbortSignal | undefined },
): Promise<StoredImage> {
  const bytes =
    'bytes' in input.image
      ? input.image.bytes
      : await download(input.image.url, { signal: input.signal, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const source = sharp(Buffer.from(bytes));
  const full = await source
    .clone()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const thumbnail = await source.clone().resize({ width: THUMBNAIL_WIDTH }).webp({ quality: 72 }).toBuffer();
  const id = randomUUID();
  const key = `${input.prefix}/${id}.webp`;
  const thumbnailKey = `${input.prefix}/${id}-thumb.webp`;
  await deps.media.put(key, full, 'image/webp');
  await deps.media.put(thumbnailKey, thumbnail, 'image/webp');
  try {
    await deps.db.insert(mediaObjects).values([
      { key, userId: input.userId, contentType: 'image/webp', bytes: full.length },
      { key: thumbnailKey, userId: input.userId, contentType: 'image/webp', bytes: thumbnail.length },
    ]);
  } catch (error) {
    // Unrecorded files would never be deleted: e.g. the account was deleted while its story was being made.
    await deps.media.remove([key, thumbnailKey]);
    throw error;
  }
  return { imageUrl: mediaUrl(key), thumbnailUrl: mediaUrl(thumbnailKey), keys: [key, thumbnailKey] };
}
