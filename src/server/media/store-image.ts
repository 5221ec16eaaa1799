import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';
import type { Illustration } from '../providers/types.ts';
import { sleep } from '../util/sleep.ts';
import { type MediaStore, mediaUrl } from './media-store.ts';

export type StoredImage = { imageUrl: string; thumbnailUrl: string; keys: string[] };

const THUMBNAIL_WIDTH = 320;
const MAX_WIDTH = 1024;
const WEBP_EFFORT = 2;

export type RetryOptions = {
  signal?: AbortSignal | undefined;
  /** First wait; spec §9: 1 s, doubling, at most 8 s. */
  baseDelayMs?: number;
  /** Waits between attempts; tests pass one that only records the wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** Runs `task` up to 3 times, waiting 1 s, then 2 s between attempts (spec §9 blob upload: doubling, at most 8 s). */
async function withRetries<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  let delay = options.baseDelayMs ?? 1000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      options.signal?.throwIfAborted();
      return await task();
    } catch (error) {
      if (attempt >= 3 || options.signal?.aborted) throw error;
      await (options.sleep ?? sleep)(Math.min(delay, 8000), options.signal);
      delay *= 2;
    }
  }
}

/** Downloads a provider's image or audio with spec §9's retries; each attempt has a time limit. */
export async function download(
  url: string,
  options: RetryOptions & { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<Uint8Array> {
  const get = options.fetch ?? fetch;
  return withRetries(async () => {
    const limit = AbortSignal.timeout(options.timeoutMs ?? 30_000);
    const response = await get(url, { signal: options.signal ? AbortSignal.any([options.signal, limit]) : limit });
    if (!response.ok) throw new Error(`download failed with status ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }, options);
}

/**
 * The stored WebPs of a picture. Encoding is most of a story's CPU on the server at a bedtime peak, so a picture that
 * already is a still WebP of at most 1024 px (what the image models and the built-in illustrator give) is kept as it
 * came, and only its thumbnail is made. Any other picture is decoded once (at most 1024 px wide; sharp's raw output is
 * 8-bit sRGB whatever the input) and encoded twice, with WebP's effort 2: about half the time of the default 4 for
 * files a few percent larger. A 1024x576 picture: about 20 ms of CPU as a WebP, 60 ms as a PNG (124 ms before). A
 * picture narrower than a size is kept at its own width, never enlarged.
 */
export async function encodePicture(source: Buffer): Promise<{ full: Buffer; thumbnail: Buffer }> {
  const { format, width, pages, exif, xmp, icc } = await sharp(source).metadata();
  // Kept only with nothing beside the picture: a file with metadata or a colour profile is written anew without.
  if (format === 'webp' && width <= MAX_WIDTH && (pages ?? 1) === 1 && !exif && !xmp && !icc) {
    return { full: source, thumbnail: await thumbnailOf(sharp(source)) };
  }
  const { data, info } = await sharp(source)
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const full = await sharp(data, decoded).webp({ quality: 82, effort: WEBP_EFFORT }).toBuffer();
  return { full, thumbnail: await thumbnailOf(sharp(data, decoded)) };
}

const thumbnailOf = (picture: Sharp) =>
  picture
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 72, effort: WEBP_EFFORT })
    .toBuffer();

/**
 * Keeps an image in our own storage at once (provider URLs expire within the hour): a WebP of at most 1024 px and a
 * 320 px thumbnail, each recorded with its owner so that deleting the account deletes the files. The download and
 * the storage write are each tried 3 times (spec §9); nothing is written once `signal` has fired.
 */
export async function storeImage(
  deps: { db: Database; media: MediaStore; fetch?: typeof fetch; retry?: Omit<RetryOptions, 'signal'> },
  input: { image: Illustration; userId: string | null; prefix: string; signal?: AbortSignal | undefined },
): Promise<StoredImage> {
  const retry = { ...deps.retry, signal: input.signal };
  const bytes =
    'bytes' in input.image
      ? input.image.bytes
      : await download(input.image.url, { ...retry, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
  const { full, thumbnail } = await encodePicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const id = randomUUID();
  const key = `${input.prefix}/${id}.webp`;
  const thumbnailKey = `${input.prefix}/${id}-thumb.webp`;
  await storeFiles(deps, {
    userId: input.userId,
    files: [
      { key, bytes: full, contentType: 'image/webp' },
      { key: thumbnailKey, bytes: thumbnail, contentType: 'image/webp' },
    ],
    signal: input.signal,
  });
  return { imageUrl: mediaUrl(key), thumbnailUrl: mediaUrl(thumbnailKey), keys: [key, thumbnailKey] };
}

/**
 * Writes files to storage (tried 3 times) and records each with its owner, so that deleting the account deletes
 * them. Nothing stays when `signal` fires meanwhile or the record fails (e.g. the account was deleted while its story
 * was being made): unrecorded files would never be deleted.
 */
export async function storeFiles(
  deps: { db: Database; media: MediaStore; retry?: Omit<RetryOptions, 'signal'> },
  input: {
    userId: string | null;
    files: Array<{ key: string; bytes: Uint8Array; contentType: string }>;
    signal?: AbortSignal | undefined;
  },
): Promise<void> {
  const keys = input.files.map((file) => file.key);
  try {
    await withRetries(
      async () => {
        for (const file of input.files) await deps.media.put(file.key, file.bytes, file.contentType);
      },
      { ...deps.retry, signal: input.signal },
    );
    // Stopped meanwhile (the story failed or the server is stopping): keep nothing.
    input.signal?.throwIfAborted();
    await deps.db.insert(mediaObjects).values(
      input.files.map((file) => ({
        key: file.key,
        userId: input.userId,
        contentType: file.contentType,
        bytes: file.bytes.length,
      })),
    );
  } catch (error) {
    await deps.media.remove(keys).catch(() => undefined);
    throw error;
  }
}
