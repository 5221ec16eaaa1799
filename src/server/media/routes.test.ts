import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, MEDIA_STORES, type TestMediaStore } from '../../../tests/setup/test-app.ts';
import { LocalMediaStore } from './media-store.ts';
import { S3MediaStore } from './s3-media-store.ts';

const logLines: string[] = [];
/** The same answers whether the files live on the disk or in an S3 bucket. */
const apps: Record<TestMediaStore, Awaited<ReturnType<typeof createTestApp>>> = {
  local: await createTestApp(),
  s3: await createTestApp({ LOG_LEVEL: 'info' }, { mediaStore: 's3', logSink: (line) => void logLines.push(line) }),
};

describe('the media store the server builds from its settings', () => {
  it('is the disk without S3 settings, and the bucket with them, named in the log without its keys', () => {
    expect(apps.local.media).toBeInstanceOf(LocalMediaStore);
    expect(apps.s3.media).toBeInstanceOf(S3MediaStore);
    const s3 = apps.s3.config.s3;
    const started = logLines.find((line) => line.includes('media are kept in object storage'));
    expect(started).toContain(`"bucket":"${s3?.bucket}"`);
    expect(started).toContain(`"endpoint":"${s3?.endpoint}"`);
    for (const line of logLines) {
      expect(line).not.toContain(s3?.secretAccessKey);
      expect(line).not.toContain(s3?.accessKeyId);
    }
  });
});

describe.each(MEDIA_STORES)('stored media served from the %s store', (store) => {
  const { app, media, config } = apps[store];

  it('serves a stored file with its type and length, cached for good but only in the parent’s browser', async () => {
    await media.put('scenes/abc/1.webp', new Uint8Array([82, 73, 70, 70]), 'image/webp');
    await media.put('scenes/abc/1.mp3', new Uint8Array([73, 68, 51]), 'audio/mpeg');
    const response = await app.request('/media/scenes/abc/1.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe('4');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]));
    const narration = await app.request('/media/scenes/abc/1.mp3');
    expect(narration.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await narration.arrayBuffer())).toEqual(new Uint8Array([73, 68, 51]));
  });

  it('answers a file never stored, or one removed, with a JSON 404', async () => {
    await media.put('scenes/gone/1.webp', new Uint8Array([1]), 'image/webp');
    expect((await app.request('/media/scenes/gone/1.webp')).status).toBe(200);
    await media.remove(['scenes/gone/1.webp']);
    for (const missing of ['/media/scenes/gone/1.webp', '/media/scenes/never/1.webp']) {
      const response = await app.request(missing);
      expect(response.status, missing).toBe(404);
      expect((await response.json()).error.code, missing).toBe('notFound');
    }
  });

  it('answers a malformed or double-encoded media path with a 404, and never leaves the media folder', async () => {
    // A real file one level above the media folder: a traversal that worked would serve it.
    await fs.writeFile(path.join(config.dataDir, 'secret.webp'), 'not for the web');
    await media.put('scenes/abc/2.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    const paths = [
      '/media/%ZZ.webp',
      '/media/scenes/%E0%A4%A.webp',
      '/media/scenes/abc/%',
      '/media/..%2fsecret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/%252e%252e/secret.webp',
      '/media/scenes/..%252f..%252f..%252fsecret.webp',
      '/media/scenes/abc/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.webp',
    ];
    for (const mediaPath of paths) {
      const response = await app.request(mediaPath);
      expect(response.status, mediaPath).toBe(404);
      expect((await response.json()).error.code, mediaPath).toBe('notFound');
    }
    // An escaped letter in a valid key still finds the file.
    expect((await app.request('/media/scenes/abc/%32.webp')).status).toBe(200);
  });
});
