import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/setup/test-app.ts';
import { characters } from './db/schema.ts';
import { toAppError } from './errors.ts';

const { app, db, media, config } = await createTestApp({ CONTACT_EMAIL: 'hello@stories.example.org' });

describe('the HTTP app', () => {
  it('reports health with a database check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('gives the public flags', async () => {
    const response = await app.request('/api/config');
    const body = await response.json();
    expect(body).toMatchObject({
      languages: ['en', 'nl', 'de', 'fr', 'es', 'pt', 'zh'],
      contactEmail: 'hello@stories.example.org',
      googleSignIn: false,
      accessGate: false,
      donation: null,
    });
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    for (const path of ['/api/nope', '/api', '/media/nope.webp', '/media/..%2f..%2fetc%2fpasswd']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/application\/json/);
      expect((await response.json()).error.code).toBe('notFound');
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

  it('serves the web app for client routes', async () => {
    for (const path of ['/', '/portfolio', '/portfolio/abc', '/login']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and a missing file as 404', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('sends the build’s Brotli or gzip copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const distDir = config.webDistDir;
    const script = 'console.log("a bedtime story");'.repeat(100);
    await fs.writeFile(path.join(distDir, 'assets', 'big-abc123.js'), script);
    await fs.writeFile(path.join(distDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(script));
    await fs.writeFile(path.join(distDir, 'assets', 'big-abc123.js.gz'), gzipSync(script));
    const brotli = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);
    const gzip = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends the security headers on every kind of response', async () => {
    for (const path of ['/', '/api/health', '/api/nope', '/assets/app-abc123.js']) {
      const headers = (await app.request(path)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toMatch(/https?:\/\//);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-request-id'), path).toBeTruthy();
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
    expect(config.isHttps).toBe(false);
  });

  it('sends HSTS when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://stories.example.org' });
    const response = await secure.app.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.request('/api/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(config.maxBodyBytes + 10) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payloadTooLarge');
  });

  it('serves stored media with immutable caching, private to the parent’s browser', async () => {
    await media.put('scenes/abc/1.webp', new Uint8Array([82, 73, 70, 70]), 'image/webp');
    const response = await app.request('/media/scenes/abc/1.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([82, 73, 70, 70]));
  });
});

describe('PostgreSQL errors (spec §8)', () => {
  async function failureOf(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      return toAppError(error);
    }
    throw new Error('expected the query to fail');
  }

  it('maps a duplicate to recordExists', async () => {
    const error = await failureOf(() =>
      db
        .insert(characters)
        .values({
          id: 'character-bunny-duplicate-check',
          name: 'x',
          description: 'x',
          imageUrl: '/x.svg',
          look: 'x',
          order: 1,
        })
        .then(() =>
          db.insert(characters).values({
            id: 'character-bunny-duplicate-check',
            name: 'x',
            description: 'x',
            imageUrl: '/x.svg',
            look: 'x',
            order: 1,
          }),
        ),
    );
    expect(error).toMatchObject({ code: 'recordExists', status: 409, message: 'This record already exists.' });
  });

  it('maps a missing reference, a missing table and bad input', async () => {
    expect(
      await failureOf(() =>
        db.execute(
          sql`insert into story_scenes (story_id, scene_number, scene_text, image_prompt, image_url, thumbnail_url, language) values (gen_random_uuid(), 1, 'a', 'a', 'a', 'a', 'en')`,
        ),
      ),
    ).toMatchObject({ code: 'recordMissing', message: 'This operation refers to a record that does not exist.' });
    expect(await failureOf(() => db.execute(sql`select * from no_such_table`))).toMatchObject({
      code: 'databaseConfiguration',
      message: 'Database configuration error.',
    });
    expect(await failureOf(() => db.execute(sql`select 'not-a-uuid'::uuid`))).toMatchObject({
      code: 'invalidFormat',
      status: 400,
      message: 'Invalid input format.',
    });
    expect(await failureOf(() => db.execute(sql`select 1/0`))).toMatchObject({
      code: 'databaseError',
      message: 'An unexpected database error occurred.',
    });
  });
});
