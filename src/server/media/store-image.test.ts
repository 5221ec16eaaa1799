import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database.ts';
import { mediaObjects } from '../db/schema.ts';
import type { MediaStore } from './media-store.ts';
import { download, storeImage } from './store-image.ts';

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
