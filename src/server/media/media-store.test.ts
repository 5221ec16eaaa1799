import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBucket } from '../../../tests/setup/s3-test-server.ts';
import { probeMediaStore } from './media-health.ts';
import { LocalMediaStore, type MediaStore } from './media-store.ts';
import { S3MediaStore } from './s3-media-store.ts';

const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-media-store-'));
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

/** Both stores, each with a small page so that listing and deleting a folder must go through several pages. */
const stores: Array<[string, () => Promise<MediaStore>]> = [
  ['on the local disk', async () => new LocalMediaStore(path.join(folder, crypto.randomUUID()))],
  ['in an S3 bucket', async () => new S3MediaStore((await createTestBucket()).settings, { batchSize: 2 })],
];

const bytes = (...values: number[]) => new Uint8Array(values);
const read = async (store: MediaStore, key: string) => {
  const file = await store.open(key);
  return file && { ...file, body: [...new Uint8Array(await new Response(file.body).arrayBuffer())] };
};

describe.each(stores)('media stored %s', (_where, makeStore) => {
  it('gives back what was put, streamed, with its content type and size', async () => {
    const store = await makeStore();
    await store.put('users/u1/stories/s1/scene-1.webp', bytes(1, 2, 3, 4), 'image/webp');
    await store.put('users/u1/stories/s1/scene-1.mp3', bytes(9), 'audio/mpeg');
    expect(await read(store, 'users/u1/stories/s1/scene-1.webp')).toEqual({
      body: [1, 2, 3, 4],
      contentType: 'image/webp',
      size: 4,
    });
    expect(await read(store, 'users/u1/stories/s1/scene-1.mp3')).toEqual({
      body: [9],
      contentType: 'audio/mpeg',
      size: 1,
    });
  });

  it('answers a missing or malformed key with nothing, not an error', async () => {
    const store = await makeStore();
    expect(await store.open('users/nobody/x.webp')).toBeUndefined();
    expect(await store.open('../etc/passwd')).toBeUndefined();
    expect(await store.open('users/u1/x.exe')).toBeUndefined();
  });

  it('refuses to write under a malformed key', async () => {
    const store = await makeStore();
    await expect(store.put('../outside.webp', bytes(1), 'image/webp')).rejects.toThrow(/invalid media key/);
    await expect(store.put('users/u1/x.html', bytes(1), 'text/html')).rejects.toThrow(/invalid media key/);
  });

  it('removes the named files, and a missing one quietly', async () => {
    const store = await makeStore();
    const keys = ['a/1.webp', 'a/2.webp', 'a/3.webp', 'a/4.webp', 'a/5.webp'];
    for (const key of keys) await store.put(key, bytes(1), 'image/webp');
    await store.remove([...keys.slice(0, 4), 'a/never-stored.webp']);
    for (const key of keys.slice(0, 4)) expect(await store.open(key), key).toBeUndefined();
    expect(await read(store, 'a/5.webp')).toMatchObject({ body: [1] });
  });

  it('removes a whole folder over several pages, and nothing beside it', async () => {
    const store = await makeStore();
    const inside = ['users/ab/1.webp', 'users/ab/2.webp', 'users/ab/s/3.webp', 'users/ab/s/4.mp3', 'users/ab/5.png'];
    const beside = ['users/abc/1.webp', 'users/a/1.webp', 'users/ab.webp'];
    for (const key of [...inside, ...beside]) await store.put(key, bytes(7), 'image/webp');
    await store.removePrefix('users/ab/');
    for (const key of inside) expect(await store.open(key), key).toBeUndefined();
    for (const key of beside) expect(await read(store, key), key).toMatchObject({ body: [7] });
    // An empty folder is no error either.
    await store.removePrefix('users/ab/');
  });

  it('never removes the root or a partial folder name', async () => {
    const store = await makeStore();
    await expect(store.removePrefix('')).rejects.toThrow(/invalid media prefix/);
    await expect(store.removePrefix('/')).rejects.toThrow(/invalid media prefix/);
    await expect(store.removePrefix('users/a')).rejects.toThrow(/invalid media prefix/);
    await expect(store.removePrefix('users/../')).rejects.toThrow(/invalid media prefix/);
  });
});

describe('the media store probe', () => {
  it('writes, reads back and deletes an object, and says in plain words which setting is wrong', async () => {
    const { settings } = await createTestBucket();
    const probe = (store: MediaStore) => probeMediaStore(store, { setting: 'S3_ENDPOINT', timeoutMs: 10_000 });
    const store = new S3MediaStore(settings);
    expect(await probe(store)).toEqual({ ok: true });
    // Nothing is left behind.
    expect(await store.open('health/x.webp')).toBeUndefined();
    expect(await probe(new S3MediaStore({ ...settings, accessKeyId: 'NOT-A-KEY' }))).toEqual({
      ok: false,
      setting: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      answer: 'access denied (InvalidAccessKeyId)',
    });
    expect(await probe(new S3MediaStore({ ...settings, bucket: 'no-such-bucket' }))).toEqual({
      ok: false,
      setting: 'S3_BUCKET',
      answer: 'no such bucket: no-such-bucket',
    });
    const closed = await closedPort();
    expect(await probe(new S3MediaStore({ ...settings, endpoint: `http://127.0.0.1:${closed}` }))).toEqual({
      ok: false,
      setting: 'S3_ENDPOINT',
      answer: `cannot connect to 127.0.0.1:${closed} (connection refused)`,
    });
  });

  it('says an address answering a bare "not found" may be no store at all, not only that the bucket is missing', async () => {
    const { settings } = await createTestBucket();
    // A web server, a proxy or another program on the port: it answers every request 404 with no S3 error.
    const notAStore = http.createServer((_request, response) => {
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => notAStore.listen(0, '127.0.0.1', resolve));
    const { port } = notAStore.address() as net.AddressInfo;
    try {
      const store = new S3MediaStore({ ...settings, endpoint: `http://127.0.0.1:${port}` });
      expect(await probeMediaStore(store, { setting: 'S3_ENDPOINT', timeoutMs: 10_000 })).toEqual({
        ok: false,
        setting: 'S3_ENDPOINT and S3_BUCKET',
        answer: `127.0.0.1:${port} answered "not found" without an S3 error: no S3 store at this address, or no bucket ${settings.bucket}`,
      });
    } finally {
      await new Promise((resolve) => notAStore.close(resolve));
    }
  });

  it('names the data directory when the disk cannot be written', async () => {
    const file = path.join(folder, 'not-a-folder');
    await fs.writeFile(file, 'x');
    const result = await probeMediaStore(new LocalMediaStore(path.join(file, 'media')), { setting: 'DATA_DIR' });
    expect(result).toMatchObject({ ok: false, setting: 'DATA_DIR', answer: expect.stringContaining('cannot write') });
  });
});

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
