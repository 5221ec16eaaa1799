import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, TestMailbox } from '../../tests/setup/test-app.ts';
import { createTestDatabase } from '../../tests/setup/test-database.ts';
import { composeServer } from './compose.ts';
import { loadConfig } from './config.ts';
import { createDatabase, createPool } from './db/client.ts';
import { characters } from './db/schema.ts';
import { toAppError } from './errors.ts';
import { createLogger } from './logger.ts';

const { app, db, media, config } = await createTestApp({ CONTACT_EMAIL: 'hello@stories.example.org' });

describe('the HTTP app', () => {
  it('reports health with a database and media store check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', media: 'ok', providers: {} });
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    // The server as main.ts builds it, its connection pool reaching PostgreSQL through a relay that the test then
    // takes away, as when the database host goes down (the job queue keeps a direct connection).
    const queue = await createTestDatabase();
    const target = new URL(queue.url);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const end of [socket, upstream]) {
        sockets.add(end);
        end.on('error', () => undefined);
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayed = new URL(queue.url);
    relayed.port = String((relay.address() as net.AddressInfo).port);
    const pool = createPool(relayed.toString(), 1);
    pool.on('error', () => undefined);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-no-db-'));
    let stopWorker = async () => {};
    onTestFinished(async () => {
      await stopWorker();
      await pool.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    const down = await composeServer({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: dataDir,
        DATABASE_URL: queue.url,
      }),
      db: createDatabase(pool),
      pool,
      databaseUrl: queue.url,
      logger: createLogger({ logLevel: 'silent', env: 'test' }),
      mailer: new TestMailbox(),
    });
    stopWorker = () => down.worker.stop();
    expect((await down.app.request('/api/health')).status).toBe(200);
    const relayClosed = new Promise((resolve) => relay.close(resolve));
    for (const socket of sockets) socket.destroy();
    await relayClosed;
    const response = await down.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    // Which dependency is down, so a load balancer takes the server out and an operator knows why.
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'down', media: 'ok', providers: {} });
  });

  it('writes the request id into every log line of a request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'debug' },
      { logSink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const given = await logged.app.request('/media/nope.webp', { headers: { 'X-Request-Id': 'bedtime-abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('bedtime-abc-123');
    const made = await logged.app.request('/api/health');
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);

    const ofRequest = (id: string | null) => lines.filter((line) => line.reqId === id);
    // The refusal (debug) and the request line (info) of the first request both carry its id.
    expect(ofRequest('bedtime-abc-123').map((line) => line.msg)).toEqual(['request refused', 'request']);
    expect(ofRequest('bedtime-abc-123')[1]).toMatchObject({ path: '/media/nope.webp', status: 404 });
    expect(ofRequest(madeId)).toEqual([expect.objectContaining({ msg: 'request', path: '/api/health', status: 200 })]);
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
      providers: { storyModel: false, imageModel: false, serverSpeech: false },
    });
  });

  it('says which providers are configured, with flags only and never an address or a key', async () => {
    const remote = await createTestApp({
      LLM_API_KEY: 'sk-secret-story-key',
      LLM_BASE_URL: 'https://llm.internal.example/v1',
      REPLICATE_API_TOKEN: 'r8_secret_token',
      TTS_PROVIDER: 'openai',
      TTS_BASE_URL: 'https://speech.internal.example/v1',
      TTS_API_KEY: 'sk-secret-speech-key',
    });
    const response = await remote.app.request('/api/config');
    const text = await response.text();
    expect(JSON.parse(text).providers).toEqual({ storyModel: true, imageModel: true, serverSpeech: true });
    for (const secret of ['sk-secret', 'r8_secret', 'internal.example', 'replicate', 'openai']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    for (const path of ['/api/nope', '/api', '/media/nope.webp', '/media/..%2f..%2fetc%2fpasswd']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/application\/json/);
      expect((await response.json()).error.code).toBe('notFound');
    }
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

  it('refuses a GET that declares an oversized body with 413, without reading it', async () => {
    const response = await app.request('/api/health', {
      headers: { 'content-length': String(config.maxBodyBytes + 1) },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payloadTooLarge');
  });

  it('answers a request that names no origin with no CORS headers, and says the answer varies by origin', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the native app’s web view load stored media from another origin, and nothing else', async () => {
    await media.put('scenes/abc/3.webp', new Uint8Array([82, 73, 70, 70]), 'image/webp');
    const picture = await app.request('/media/scenes/abc/3.webp', { headers: { origin: 'capacitor://localhost' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The rest of the media headers stay strict.
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(picture.headers.get('content-security-policy')).toContain("default-src 'self'");
    for (const other of ['/', '/portfolio', '/api/health', '/api/config', '/assets/app-abc123.js', '/api/nope']) {
      expect((await app.request(other)).headers.get('cross-origin-resource-policy'), other).toBe('same-origin');
    }
  });

  it('lets the native app fetch stored media to keep a story offline, and no other site', async () => {
    await media.put('scenes/abc/4.webp', new Uint8Array([82, 73, 70, 70]), 'image/webp');
    const fetchFrom = (origin: string) =>
      app.request('/media/scenes/abc/4.webp', { headers: { origin, authorization: 'Bearer token' } });
    const preflight = await app.request('/media/scenes/abc/4.webp', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://localhost',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://localhost');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const native = await fetchFrom('capacitor://localhost');
    expect(native.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    expect(native.headers.get('access-control-allow-credentials')).toBe('true');
    expect(native.headers.get('access-control-expose-headers')).toBe('set-auth-token');
    expect(native.headers.get('vary')).toContain('Origin');
    expect((await fetchFrom('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull();
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

  it('maps a refused permission (42501) to forbidden with 403', async () => {
    // A role with no rights on the tables, only inside this transaction (its rollback removes the role again).
    const role = `no_rights_${process.pid}`;
    const error = await failureOf(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql.raw(`create role ${role}`));
        await tx.execute(sql.raw(`set local role ${role}`));
        await tx.select().from(characters).limit(1);
      }),
    );
    expect(error).toMatchObject({
      code: 'forbidden',
      status: 403,
      message: 'You do not have permission to perform this action.',
    });
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
