import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.ts';
import { fromAddress } from '../setup/test-users.ts';
import { createWorld, nextAddress, uniqueEmail } from './world.ts';

/**
 * Security headers on every kind of response and the flags of every cookie the server sets; and no key-like string
 * in the built web app.
 */
const world = await createWorld();
const { app, origin, ownedByA } = world;

/** One request of each kind the server answers: API (ok, refused, missing, too large), auth, media, web app, file. */
const REQUESTS: Array<{ label: string; path: string; method?: string; body?: string; signedIn?: boolean }> = [
  { label: 'API', path: '/api/health' },
  { label: 'API, signed in', path: '/api/stories', signedIn: true },
  { label: 'API refusal', path: '/api/stories' },
  { label: 'API not found', path: '/api/nothing' },
  { label: 'API too large', path: '/api/saved-activities', method: 'POST', body: 'x'.repeat(70_000) },
  { label: 'API bad JSON', path: '/api/saved-activities', method: 'POST', body: '{', signedIn: true },
  { label: 'SSE', path: `/api/stories/jobs/${ownedByA.job}/events`, signedIn: true },
  { label: 'auth session', path: '/api/auth/get-session', signedIn: true },
  { label: 'auth refusal', path: '/api/auth/list-sessions' },
  { label: 'auth error page', path: '/api/auth/error' },
  { label: 'auth redirect', path: '/api/auth/magic-link/verify?token=nope&callbackURL=/' },
  { label: 'auth unknown', path: '/api/auth/nothing' },
  { label: 'access gate', path: '/api/access-gate' },
  { label: 'media', path: ownedByA.image },
  { label: 'media missing', path: '/media/users/nobody/none.webp' },
  { label: 'web app', path: '/' },
  { label: 'web app route', path: '/portfolio' },
  { label: 'static file', path: '/assets/app-abc123.js' },
  { label: 'static missing', path: '/assets/missing.js' },
  { label: 'wrong method', path: '/', method: 'DELETE' },
];

function expectStrictHeaders(headers: Headers, label: string) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values] as const),
  );
  expect(directives.get('default-src'), label).toEqual(["'self'"]);
  expect(directives.get('script-src'), label).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  // No third-party origin anywhere: only 'self', 'none', 'unsafe-inline' (styles) and data:/blob: for pictures.
  for (const [name, values] of directives) {
    for (const value of values) {
      expect(["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:'], `${label}: ${name} ${value}`).toContain(value);
    }
  }
  expect(csp, label).not.toMatch(/https?:|\*|wss?:/);
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie();
}

function expectSafeCookie(cookie: string, label: string, secure: boolean) {
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
  expect(attributes, `${label}: ${cookie}`).toContain('httponly');
  expect(
    attributes.some((part) => part === 'samesite=lax' || part === 'samesite=strict'),
    `${label}: ${cookie}`,
  ).toBe(true);
  expect(attributes.includes('secure'), `${label}: ${cookie}`).toBe(secure);
}

/** Every cookie-setting flow of the app: sign-up, sign-in, the access gate, a two-factor sign-in, sign-out. */
async function cookieSettingResponses(target: { app: typeof app; origin: string }) {
  const post = (url: string, body: unknown, cookie = '') =>
    target.app.request(
      url,
      {
        method: 'POST',
        headers: { origin: target.origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      },
      fromAddress(nextAddress()),
    );
  const gate = await post('/api/access-gate', { code: 'open-sesame' });
  const gateCookie = (cookiesOf(gate)[0] ?? '').split(';')[0] ?? '';
  const email = uniqueEmail('cookies');
  const signUp = await post('/api/auth/sign-up/email', { email, password: 'sleepy-owl-42', name: email }, gateCookie);
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'sleepy-owl-42' }, gateCookie);
  const session = cookiesOf(signIn)
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const enable = await post('/api/auth/two-factor/enable', { password: 'sleepy-owl-42' }, session);
  const signOut = await post('/api/auth/sign-out', {}, session);
  const responses = { gate, signUp, signIn, enable, signOut };
  for (const [name, response] of Object.entries(responses)) expect(response.status, name).toBeLessThan(300);
  return responses;
}

describe('security headers', () => {
  it.each(REQUESTS.map((request) => [request.label, request] as const))('on %s', async (label, request) => {
    const response = await app.request(
      request.path,
      {
        method: request.method ?? 'GET',
        headers: {
          origin,
          'content-type': 'application/json',
          ...(request.signedIn ? { cookie: world.users.userA.cookie } : {}),
        },
        ...(request.body === undefined ? {} : { body: request.body }),
      },
      fromAddress(nextAddress()),
    );
    await response.body?.cancel();
    expectStrictHeaders(response.headers, `${label} (${response.status})`);
  });

  it('on the native sign-in’s pages: as strict, and their form may lead only to the app’s own link', async () => {
    const response = await app.request(`/api/native/sign-in/link?challenge=${'c'.repeat(43)}`, {
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values] as const),
    );
    expect(directives.get('form-action')).toEqual(["'self'", 'app.bedtimestories:']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/https?:|\*/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [state] = cookiesOf(response);
    expect(state).toMatch(/^bedtime_native_state=/);
    expectSafeCookie(state ?? '', 'native state', false);
  });

  it('covers answers of every kind', async () => {
    const statuses = new Set<number>();
    for (const request of REQUESTS) {
      const response = await app.request(
        request.path,
        {
          method: request.method ?? 'GET',
          headers: {
            origin,
            'content-type': 'application/json',
            ...(request.signedIn ? { cookie: world.users.userA.cookie } : {}),
          },
          ...(request.body === undefined ? {} : { body: request.body }),
        },
        fromAddress(nextAddress()),
      );
      await response.body?.cancel();
      statuses.add(response.status);
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 302, 400, 401, 404, 413]));
  });
});

describe('cookies', () => {
  // Both apps are made before the tests, so their data directories and workers are cleaned up after them.
  let gated: Awaited<ReturnType<typeof createTestApp>>;
  let secure: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    gated = await createTestApp({ ACCESS_CODE: 'open-sesame', AUTH_RATE_LIMIT: '10000' });
    secure = await createTestApp({
      PUBLIC_URL: 'https://stories.example.org',
      ACCESS_CODE: 'open-sesame',
      AUTH_RATE_LIMIT: '10000',
    });
  });

  it('are HttpOnly and SameSite on plain http, without Secure (the browser would drop them)', async () => {
    const responses = await cookieSettingResponses({ app: gated.app, origin: gated.config.publicUrl });
    const all = Object.entries(responses).flatMap(([name, response]) =>
      cookiesOf(response).map((cookie) => [name, cookie] as const),
    );
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const [name, cookie] of all) expectSafeCookie(cookie, name, false);
  });

  it('are also Secure when the public address is https', async () => {
    const responses = await cookieSettingResponses({ app: secure.app, origin: 'https://stories.example.org' });
    const all = Object.entries(responses).flatMap(([name, response]) =>
      cookiesOf(response).map((cookie) => [name, cookie] as const),
    );
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const [name, cookie] of all) expectSafeCookie(cookie, name, true);
    // Behind https the session cookie also carries the __Secure- prefix, so plain http can never set it.
    expect(cookiesOf(responses.signIn).some((cookie) => cookie.startsWith('__Secure-'))).toBe(true);
    expect((await secure.app.request('/api/health')).headers.get('strict-transport-security')).toContain('max-age=');
  });
});

/** Strings that look like credentials or provider addresses that carry them. */
const KEY_PATTERNS: Array<[string, RegExp]> = [
  ['OpenAI-style key', /\bsk-[A-Za-z0-9_-]{20,}/],
  ['Replicate token', /\br8_[A-Za-z0-9]{20,}/],
  ['Groq key', /\bgsk_[A-Za-z0-9]{20,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}/],
  ['bearer token', /\bBearer\s+[A-Za-z0-9._~+/-]{20,}=*/],
  ['private key', /-----BEGIN [A-Z ]*-----/],
  ['provider address', /api\.(openai|groq|replicate)\.com|generativelanguage\.googleapis\.com/],
  ['key in a URL', /[?&](api[_-]?key|key|token|access_token)=[A-Za-z0-9._-]{16,}/i],
];

function keyLikeStrings(text: string): string[] {
  return KEY_PATTERNS.flatMap(([name, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`${name}: ${match[0].slice(0, 40)}`] : [];
  });
}

const root = path.resolve(import.meta.dirname, '../..');
let bundleDir = path.join(root, 'dist');
/** Where the build moves its source maps (vite.config.ts). */
const mapDir = () => `${bundleDir}-sourcemaps`;

describe('the built web app', () => {
  beforeAll(async () => {
    // `npm test` runs these tests before `vite build`: without a build, make one of our own in a temporary folder.
    if (existsSync(path.join(bundleDir, 'index.html'))) return;
    bundleDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-bundle-'));
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', bundleDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'pipe',
    });
  }, 240_000);

  it('recognises every kind of key it looks for', () => {
    const samples = [
      'sk-proj-abcdefghijklmnopqrstuvwx',
      'r8_abcdefghijklmnopqrstuvwx',
      'gsk_abcdefghijklmnopqrstuvwx',
      `AIza${'B'.repeat(35)}`,
      'Authorization: Bearer abcdefghijklmnopqrstuvwxyz',
      '-----BEGIN PRIVATE KEY-----',
      'https://api.replicate.com/v1/predictions',
      'https://example.org/x?api_key=abcdefghijklmnopqrst',
    ];
    expect(samples.map((sample) => keyLikeStrings(sample).length)).toEqual(samples.map(() => 1));
    expect(keyLikeStrings('const task = "ask-for-help"; headers.authorization = `Bearer ` + token')).toEqual([]);
  });

  it('holds no key-like string in any file, source maps included', async () => {
    const found: string[] = [];
    for (const dir of [bundleDir, mapDir()]) {
      const files = (await fs.readdir(dir, { recursive: true })).filter((file) =>
        /\.(js|mjs|css|html|json|map|webmanifest|txt|svg)$/.test(file),
      );
      expect(files.some((file) => file.endsWith(dir === bundleDir ? '.js' : '.js.map'))).toBe(true);
      for (const file of files) {
        const text = await fs.readFile(path.join(dir, file), 'utf8');
        for (const hit of keyLikeStrings(text)) found.push(`${file}: ${hit}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('keeps its source maps outside the build, which the server serves and the native app ships whole', async () => {
    const files = await fs.readdir(bundleDir, { recursive: true });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    // The maps still exist for reading an error report, and no file of the build points to them.
    expect((await fs.readdir(mapDir(), { recursive: true })).some((file) => file.endsWith('.js.map'))).toBe(true);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(await fs.readFile(path.join(bundleDir, file), 'utf8'), file).not.toContain('sourceMappingURL');
    }
  });
});
