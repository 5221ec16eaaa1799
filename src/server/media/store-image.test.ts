import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database.ts';
import { mediaObjects } from '../db/schema.ts';
import type { MediaStore } from './media-store.ts';
import { download, encodePicture, storeImage } from './store-image.ts';

const { db } = await createTestDatabase();
const picture = new Uint8Array(
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 90, g: 160, b: 220 } } })
    .png()
    .toBuffer(),
);

/** A store in memory whose first `failures` writes fail. */
function flakyStore(failures: number) {
  const files = new Map<string, Uint8Array>();
  let writes = 0;
  const store: MediaStore = {
    async put(key, data) {
      writes += 1;
      if (writes <= failures) throw new Error('the disk is busy');
      files.set(key, data);
    },
    async open() {
      return undefined;
    },
    async remove(keys) {
      for (const key of keys) files.delete(key);
    },
    async removePrefix(prefix) {
      for (const key of [...files.keys()]) if (key.startsWith(`${prefix}/`)) files.delete(key);
    },
  };
  return { store, files, writes: () => writes };
}

describe('storing a picture', () => {
  it('keeps a WebP of at most 1024 px and a 320 px thumbnail, both recorded with their owner', async () => {
    const { store, files } = flakyStore(0);
    const stored = await storeImage(
      { db, media: store },
      { image: { bytes: picture, contentType: 'image/png' }, userId: null, prefix: 'tests/sizes' },
    );
    const sizes = await Promise.all(
      stored.keys.map(async (key) => sharp(Buffer.from(files.get(key) ?? new Uint8Array())).metadata()),
    );
    expect(sizes.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'webp', width: 1024, height: 576 },
      { format: 'webp', width: 320, height: 180 },
    ]);
    expect(stored.thumbnailUrl).toBe(`/media/${stored.keys[1]}`);
    const rows = await db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.key, stored.keys[1] ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('keeps a small picture at its own size, and any picture in 8-bit colour with its transparency', async () => {
    // A 16-bit grey PNG with an alpha channel, narrower than the thumbnail.
    const grey = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 128, g: 128, b: 128, alpha: 0.5 } },
    })
      .toColourspace('grey16')
      .png()
      .toBuffer();
    expect(await sharp(grey).metadata()).toMatchObject({ depth: 'ushort', channels: 2 });
    const { full, thumbnail } = await encodePicture(grey);
    for (const encoded of [full, thumbnail]) {
      const { format, width, height, hasAlpha } = await sharp(encoded).metadata();
      expect({ format, width, height, hasAlpha }).toEqual({ format: 'webp', width: 200, height: 100, hasAlpha: true });
      const { channels } = await sharp(encoded).stats();
      // Grey stays grey (a misread 16-bit picture would come out as noise), half transparent stays half.
      for (const colour of channels.slice(0, 3)) expect(colour.mean).toBeCloseTo(128, -1);
      expect(channels[3]?.mean).toBeCloseTo(128, -1);
    }
  });

  it('keeps a still WebP of at most 1024 px as it came, and writes anew one that is wider or carries metadata', async () => {
    const scene = sharp({ create: { width: 1024, height: 576, channels: 3, background: { r: 30, g: 40, b: 90 } } });
    const webp = await scene.clone().webp({ quality: 90 }).toBuffer();
    const kept = await encodePicture(webp);
    expect(kept.full.equals(webp)).toBe(true);
    expect(await sharp(kept.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 });

    const wide = await sharp({ create: { width: 1400, height: 788, channels: 3, background: 'navy' } })
      .webp()
      .toBuffer();
    expect(await sharp((await encodePicture(wide)).full).metadata()).toMatchObject({ format: 'webp', width: 1024 });

    const tagged = await scene
      .clone()
      .webp()
      .withExif({ IFD0: { Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const rewritten = await encodePicture(tagged);
    expect(rewritten.full.equals(tagged)).toBe(false);
    expect((await sharp(rewritten.full).metadata()).exif).toBeUndefined();
  });

  it('stores a CMYK picture in its colours', async () => {
    const cmyk = await sharp({
      create: { width: 400, height: 225, channels: 3, background: { r: 90, g: 160, b: 220 } },
    })
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect(await sharp(cmyk).metadata()).toMatchObject({ space: 'cmyk', channels: 4 });
    const { full } = await encodePicture(cmyk);
    expect(await sharp(full).metadata()).toMatchObject({ width: 400, hasAlpha: false });
    const { channels } = await sharp(full).stats();
    // sharp's output is sRGB: the colour comes back close (CMYK bytes read as RGBA would not, nor have alpha).
    for (const [index, expected] of [90, 160, 220].entries()) {
      expect(Math.abs((channels[index]?.mean ?? 0) - expected)).toBeLessThan(15);
    }
  });

  it('tries the storage write 3 times, waiting 1 s then 2 s, and succeeds on the third', async () => {
    const { store, files, writes } = flakyStore(2);
    const waits: number[] = [];
    const stored = await storeImage(
      { db, media: store, retry: { sleep: async (ms) => void waits.push(ms) } },
      { image: { bytes: picture, contentType: 'image/png' }, userId: null, prefix: 'tests/retry' },
    );
    expect(waits).toEqual([1000, 2000]);
    expect(writes()).toBe(4);
    expect([...files.keys()].sort()).toEqual([...stored.keys].sort());
  });

  it('gives up after 3 failed writes and leaves neither files nor rows', async () => {
    const { store, files } = flakyStore(99);
    const waits: number[] = [];
    await expect(
      storeImage(
        { db, media: store, retry: { sleep: async (ms) => void waits.push(ms) } },
        { image: { bytes: picture, contentType: 'image/png' }, userId: null, prefix: 'tests/broken' },
      ),
    ).rejects.toThrow('the disk is busy');
    expect(waits).toEqual([1000, 2000]);
    expect(files.size).toBe(0);
    const rows = await db.select().from(mediaObjects);
    expect(rows.filter((row) => row.key.startsWith('tests/broken/'))).toEqual([]);
  });

  it('retries a failed download the same way', async () => {
    const { store } = flakyStore(0);
    const waits: number[] = [];
    let calls = 0;
    const flakyFetch = (async () => {
      calls += 1;
      return calls < 3 ? new Response('busy', { status: 503 }) : new Response(picture);
    }) as typeof fetch;
    await storeImage(
      { db, media: store, fetch: flakyFetch, retry: { sleep: async (ms) => void waits.push(ms) } },
      { image: { url: 'https://images.example/x.png' }, userId: null, prefix: 'tests/download' },
    );
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('stores nothing once the story was stopped', async () => {
    const { store, files } = flakyStore(0);
    const controller = new AbortController();
    controller.abort(new Error('the story failed'));
    await expect(
      storeImage(
        { db, media: store },
        {
          image: { bytes: picture, contentType: 'image/png' },
          userId: null,
          prefix: 'tests/stopped',
          signal: controller.signal,
        },
      ),
    ).rejects.toThrow('the story failed');
    expect(files.size).toBe(0);
  });

  it('gives each download attempt a time limit', async () => {
    let calls = 0;
    const hangingFetch = ((_url: string, init?: RequestInit) => {
      calls += 1;
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }) as typeof fetch;
    const waits: number[] = [];
    await expect(
      download('https://audio.example/x.wav', {
        fetch: hangingFetch,
        timeoutMs: 20,
        sleep: async (ms) => void waits.push(ms),
      }),
    ).rejects.toThrow();
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });
});
