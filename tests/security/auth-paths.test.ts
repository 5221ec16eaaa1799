import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SESSION_MAKING_PATHS } from '../../src/server/auth/two-factor-guard.ts';
import { session, user } from '../../src/server/db/schema.ts';
import { fakeGoogleIdentity } from '../fakes/google-identity.ts';
import { confirmMailedLink } from '../setup/mailed-links.ts';
import { createTestApp } from '../setup/test-app.ts';
import { cookieOf, enableTwoFactor, fromAddress, signIn, signUp, type TestUser } from '../setup/test-users.ts';

// Google's id tokens and code exchange are answered at its HTTP boundary; everything else is the real app.
const google = fakeGoogleIdentity('client-id');
const realFetch = globalThis.fetch;
vi.stubGlobal('fetch', google.fetchWith(realFetch));
afterAll(() => vi.unstubAllGlobals());

const { app, auth, config, db, mailbox } = await createTestApp({
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
});
const origin = config.publicUrl;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
let emails = 0;
const nextEmail = (label: string) => {
  emails += 1;
  return `${label}-${emails}@example.org`;
};

/** Every Better Auth endpoint the running server mounts under /api/auth: its path and its methods. */
function exposedEndpoints(): { path: string; methods: string[] }[] {
  const endpoints: { path: string; methods: string[] }[] = [];
  for (const endpoint of Object.values(auth.api)) {
    const { path, options } = endpoint as unknown as { path?: string; options?: { method?: string | string[] } };
    if (typeof path !== 'string') continue;
    const method = options?.method ?? 'GET';
    endpoints.push({ path, methods: Array.isArray(method) ? method : [method] });
  }
  return endpoints;
}

const request = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
  app.request(
    `/api/auth${path}`,
    {
      method,
      headers: {
        origin,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
    },
    fromAddress(nextAddress()),
  );

/** A parent who confirmed the address (Google signs in to such an account only: Better Auth links no other). */
const confirmAddress = (parent: TestUser) => db.update(user).set({ emailVerified: true }).where(eq(user.id, parent.id));

const sessionsOf = async (userId: string) =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(session).where(eq(session.userId, userId)))[0]?.count;

describe('no session token in any answer to a web page', () => {
  /** Bodies that make the token-issuing endpoints succeed; every other endpoint gets an empty body. */
  const bodyFor = (path: string, parent: TestUser): unknown => {
    switch (path) {
      case '/sign-in/email':
        return { email: parent.email, password: parent.password };
      case '/sign-up/email':
        return { email: nextEmail('token-sign-up'), password: 'sleepy-owl-42', name: 'x' };
      case '/change-password':
        return { currentPassword: parent.password, newPassword: 'a-new-sleepy-owl' };
      case '/sign-in/social':
        return { provider: 'google', idToken: { token: google.idToken(parent.email) } };
      case '/update-user':
        return { name: 'New name' };
      case '/verify-password':
        return { password: parent.password };
      default:
        return {};
    }
  };
  /** The endpoints whose answer held a session token before (Better Auth 1.7): each must really answer 200 here. */
  const TOKEN_ISSUING = ['/sign-in/email', '/sign-up/email', '/change-password', '/sign-in/social', '/get-session'];

  it('holds for every Better Auth endpoint the running server lists, called by a signed-in web page', async () => {
    const endpoints = exposedEndpoints();
    expect(endpoints.length).toBeGreaterThan(30);
    const succeeded = new Set<string>();
    const newParent = async () => {
      const parent = await signUp(app, origin, nextEmail('token'), { address: nextAddress() });
      await confirmAddress(parent);
      return parent;
    };
    let parent = await newParent();
    for (const { path, methods } of endpoints) {
      for (const method of methods) {
        // One parent while their session lasts; a new one after an endpoint that ended it (sign-out, a new password).
        if ((await (await request('GET', '/get-session', { cookie: parent.cookie })).json()) === null) {
          parent = await newParent();
        }
        const filled = path.replace(':id', 'google').replace(':token', 'not-a-token');
        const answer = await request(method, filled, { cookie: parent.cookie, body: bodyFor(path, parent) });
        const text = await answer.text();
        if (answer.status === 200) succeeded.add(path);
        const tokens = (await db.select({ token: session.token }).from(session)).map((row) => row.token);
        for (const token of tokens) expect(text, `${method} ${path}`).not.toContain(token);
        expect(answer.headers.get('set-auth-token'), `${method} ${path}`).toBeNull();
      }
    }
    for (const path of TOKEN_ISSUING) expect(succeeded, path).toContain(path);
    // About 7 s alone; some 150 requests and queries, which a machine busy with the other suites can make take 20 s.
  }, 60_000);
});

describe('Google’s callback signs in only the browser that started the sign-in', () => {
  it('gives no session to a browser sent to the callback of a sign-in another browser started', async () => {
    const attacker = await signUp(app, origin, nextEmail('google-attacker'), { address: nextAddress() });
    await confirmAddress(attacker);
    const victim = await signUp(app, origin, nextEmail('google-victim'), { address: nextAddress() });
    const callbackOf = async () => {
      const started = await request('POST', '/sign-in/social', { body: { provider: 'google', callbackURL: '/' } });
      const state = new URL(((await started.json()) as { url: string }).url).searchParams.get('state') ?? '';
      google.answerAs(attacker.email);
      return { started, path: `/api/auth/callback/google?${new URLSearchParams({ code: 'google-code', state })}` };
    };
    const before = await sessionsOf(attacker.id);
    // The attacker stops at Google's answer and has the victim's browser (signed in, or not) open the callback.
    for (const cookie of [victim.cookie, undefined]) {
      const { path } = await callbackOf();
      const opened = await app.request(
        path,
        { headers: { 'sec-fetch-site': 'cross-site', ...(cookie ? { cookie } : {}) } },
        fromAddress(nextAddress()),
      );
      expect(opened.status).toBe(302);
      expect(cookieOf(opened)).not.toMatch(/session_token=[^;]/);
      expect(await sessionsOf(attacker.id)).toBe(before);
    }
    const still = await request('GET', '/get-session', { cookie: victim.cookie });
    expect(((await still.json()) as { user: { email: string } }).user.email).toBe(victim.email);
    // The browser that started it is signed in.
    const { started, path } = await callbackOf();
    const finished = await app.request(path, { headers: { cookie: cookieOf(started) } }, fromAddress(nextAddress()));
    expect(cookieOf(finished)).toMatch(/session_token=[^;]/);
    expect(await sessionsOf(attacker.id)).toBe((before ?? 0) + 1);
  });
});

/**
 * Every endpoint sorted by whether it can start a session for an account; a new endpoint (a Better Auth upgrade, a
 * plugin) fails the first test until it is sorted here, and every way in is then tried on an account with
 * two-factor sign-in on.
 */
const WAYS_IN: Record<string, string> = {
  '/sign-in/email': 'two-factor plugin: answers twoFactorRedirect',
  '/sign-in/social': 'two-factor-guard.ts (id token)',
  '/callback/:id': 'two-factor-guard.ts (Google’s redirect)',
  '/magic-link/verify': 'two-factor-guard.ts (mailed link, after its button)',
  '/verify-email': 'two-factor-guard.ts (auto sign-in after confirming)',
  '/sign-up/email': 'a new account has no second factor; a known address gets no session (existing-sign-up.ts)',
  '/two-factor/verify-totp': 'the second factor itself',
  '/two-factor/verify-otp': 'the second factor itself',
  '/two-factor/verify-backup-code': 'the second factor itself',
  '/one-time-token/verify': 'closed over HTTP (routes.ts); the hand-off redeems codes made from a finished session',
};
const NO_NEW_SESSION = [
  '/account-info',
  '/change-password',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/error',
  '/get-access-token',
  '/get-session',
  '/link-social',
  '/list-accounts',
  '/list-sessions',
  '/ok',
  '/one-time-token/generate',
  '/refresh-token',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/revoke-other-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/send-verification-email',
  '/sign-in/magic-link',
  '/sign-out',
  '/two-factor/disable',
  '/two-factor/enable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
  '/two-factor/send-otp',
  '/unlink-account',
  '/update-session',
  '/update-user',
  '/verify-password',
];

describe('two-factor sign-in on every way in', () => {
  it('has every endpoint the server lists sorted into a way in or not', () => {
    const listed = exposedEndpoints()
      .map(({ path }) => path)
      .sort();
    expect(listed).toEqual([...Object.keys(WAYS_IN), ...NO_NEW_SESSION].sort());
    for (const path of SESSION_MAKING_PATHS) expect(Object.keys(WAYS_IN)).toContain(path);
  });

  it('gives an account with two-factor sign-in no session on any way in before its code', async () => {
    const parent = await signUp(app, origin, nextEmail('two-factor'), { address: nextAddress() });
    await enableTwoFactor(app, origin, parent);
    const before = await sessionsOf(parent.id);
    const noSession = async (label: string, answer: Response) => {
      expect(cookieOf(answer), label).not.toMatch(/session_token=[^;]/);
      expect(await sessionsOf(parent.id), label).toBe(before);
    };

    const password = await signIn(app, origin, parent.email, parent.password, nextAddress());
    expect(await password.clone().json()).toMatchObject({ twoFactorRedirect: true });
    await noSession('/sign-in/email', password);

    const resend = await request('POST', '/send-verification-email', {
      body: { email: parent.email, callbackURL: '/' },
    });
    expect(resend.status).toBe(200);
    await auth.mailSent();
    const confirmation = mailbox.lastTo(parent.email)?.link ?? '';
    expect(confirmation).toContain('/api/auth/verify-email');
    const confirmed = await confirmMailedLink(app, confirmation, { origin, address: nextAddress() });
    expect(confirmed.answer.headers.get('location')).toBe('/login?twoFactor=required');
    await noSession('/verify-email', confirmed.answer);
    // Confirmed now: Google links to a confirmed account only.
    await confirmAddress(parent);

    const idToken = await request('POST', '/sign-in/social', {
      body: { provider: 'google', idToken: { token: google.idToken(parent.email) } },
    });
    expect(idToken.status).toBe(200);
    const idTokenBody = await idToken.clone().json();
    expect(idTokenBody).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(cookieOf(idToken)).toMatch(/two_factor=/);
    await noSession('/sign-in/social', idToken);

    const started = await request('POST', '/sign-in/social', { body: { provider: 'google', callbackURL: '/' } });
    const state = new URL(((await started.json()) as { url: string }).url).searchParams.get('state') ?? '';
    google.answerAs(parent.email);
    const callback = await app.request(
      `/api/auth/callback/google?${new URLSearchParams({ code: 'google-code', state })}`,
      { headers: { cookie: cookieOf(started) } },
      fromAddress(nextAddress()),
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/login?twoFactor=required');
    await noSession('/callback/:id', callback);

    const asked = await request('POST', '/sign-in/magic-link', { body: { email: parent.email, callbackURL: '/' } });
    expect(asked.status).toBe(200);
    await auth.mailSent();
    const link = await confirmMailedLink(app, mailbox.lastTo(parent.email)?.link ?? '', {
      origin,
      address: nextAddress(),
    });
    expect(link.answer.headers.get('location')).toBe('/login?twoFactor=required');
    await noSession('/magic-link/verify', link.answer);

    const again = await request('POST', '/sign-up/email', {
      body: { email: parent.email, password: 'another-sleepy-owl', name: 'x' },
    });
    await noSession('/sign-up/email', again);
    expect((await request('POST', '/one-time-token/verify', { body: { token: 'x' } })).status).toBe(404);
  });
});
