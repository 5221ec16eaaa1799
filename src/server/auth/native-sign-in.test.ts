import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmMailedLink } from '../../../tests/setup/mailed-links.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { cookieOf, enableTwoFactor, fromAddress, signUp } from '../../../tests/setup/test-users.ts';
import {
  NATIVE_HANDOFF_PATH,
  NATIVE_LINK_SIGN_IN_PATH,
  NATIVE_REDEEM_PATH,
  nativeLink,
} from '../../shared/native-app.ts';
import { verification } from '../db/schema.ts';

const { app, auth, config, db, mailbox } = await createTestApp();
const origin = config.publicUrl;
const appOrigin = 'https://localhost';
const callback = nativeLink('/auth/callback');

const post = (path: string, body: unknown, headers: Record<string, string> = {}, address = '10.4.4.4') =>
  app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    fromAddress(address),
  );
/** The app link a response sends the browser to, split into its parts. */
function appLink(response: Response) {
  expect([302, 303]).toContain(response.status);
  const location = response.headers.get('location') ?? '';
  expect(location.startsWith(`${callback}?`), location).toBe(true);
  return new URLSearchParams(location.slice(callback.length + 1));
}
const redeem = (code: string, verifier: string) => post(NATIVE_REDEEM_PATH, { code, verifier }, { origin: appOrigin });
/** What the app makes before it starts a sign-in: a secret verifier, and the challenge it sends out. */
function proofKey() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The cookie header of a browser that holds `jar`'s cookies and then received `response`'s. */
function withCookies(jar: string, response: Response): string {
  const cookies = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const name = pair.split('=')[0] ?? '';
    if (/max-age=0/i.test(line) || pair.endsWith('=')) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join('; ');
}

let addresses = 0;
/** A client address of its own for each opened link, so Better Auth's per-address limits stay out of the way. */
const nextAddress = () => {
  addresses += 1;
  return `10.5.0.${addresses}`;
};

/** What the phone's browser sends on a navigation the app (or the parent) started: no other site asked for it. */
const opened = { 'sec-fetch-site': 'none' };

/** The app asks for a sign-in link (from its web view) with a challenge, and the mail's link. */
async function requestLink(email: string, challenge: string, address = '10.4.4.4') {
  const asked = await post(
    '/api/auth/sign-in/magic-link',
    {
      email,
      callbackURL: `${NATIVE_HANDOFF_PATH}?challenge=${challenge}`,
      errorCallbackURL: `${NATIVE_HANDOFF_PATH}?error=link`,
    },
    { origin: appOrigin },
    address,
  );
  expect(asked.status).toBe(200);
  await auth.mailSent();
  const link = new URL(/https?:\/\/\S+/.exec(mailbox.lastTo(email)?.text ?? '')?.[0] ?? 'http://missing');
  return `${link.pathname}${link.search}`;
}

/**
 * The parent opens the mailed link in the browser holding `jar` and confirms on its page: the browser signs in and
 * lands on the hand-off.
 */
async function openLink(link: string, jar: string) {
  const { answer: verified } = await confirmMailedLink(app, link, {
    origin,
    cookie: jar,
    address: nextAddress(),
    headers: opened,
  });
  expect(verified.status).toBe(303);
  const location = verified.headers.get('location') ?? '';
  const browserCookie = withCookies(jar, verified);
  const handoff = await app.request(location, { headers: { cookie: browserCookie, ...opened } });
  return { location, browserCookie, handoff };
}

/** The app opens the phone's browser at the link's start: the browser now holds this challenge's state. */
async function startInBrowser(challenge: string, jar = '') {
  const started = await app.request(`${NATIVE_LINK_SIGN_IN_PATH}?challenge=${challenge}`, { headers: opened });
  expect(started.status).toBe(200);
  return withCookies(jar, started);
}

/** The parent taps "Open Bedtime Stories" on the hand-off page. */
const tap = (challenge: string, cookie: string) =>
  app.request(NATIVE_HANDOFF_PATH, {
    method: 'POST',
    headers: { cookie, origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ challenge }).toString(),
  });

/** A parent asks the app for a sign-in link, opens the mail in the phone's browser, and is handed to the app. */
async function signInByMail(email: string, challenge: string) {
  const link = await requestLink(email, challenge);
  const jar = await startInBrowser(challenge);
  const { location, browserCookie, handoff: page } = await openLink(link, jar);
  expect(new URL(location, origin).pathname).toBe(NATIVE_HANDOFF_PATH);
  expect(browserCookie).toMatch(/session_token=[^;]/);
  // The hand-off itself makes no code: it shows the one-tap page.
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Open Bedtime Stories');
  expect(html).not.toContain(callback);
  const handoff = await tap(challenge, browserCookie);
  return { handoff, browserCookie };
}

describe('signing in to the native app through the system browser', () => {
  it('sends a mailed link of an account with two-factor sign-in back to the app’s login, without a session', async () => {
    const parent = await signUp(app, origin, 'native-2fa@example.org', { password: 'two-factor-pw' });
    const _totpURI = await enableTwoFactor(app, origin, parent);

    const asked = await post(
      '/api/auth/sign-in/magic-link',
      { email: parent.email, callbackURL: `${NATIVE_HANDOFF_PATH}?challenge=${proofKey().challenge}` },
      { origin: appOrigin },
      '10.4.4.5',
    );
    expect(asked.status).toBe(200);
    await auth.mailSent();
    const link = new URL(/https?:\/\/\S+/.exec(mailbox.lastTo(parent.email)?.text ?? '')?.[0] ?? 'http://missing');
    const { answer: verified } = await confirmMailedLink(app, link.href, { origin, address: nextAddress() });
    expect(verified.status).toBe(303);
    expect(cookieOf(verified)).not.toMatch(/session_token=[^;]/);
    const handoff = await app.request(verified.headers.get('location') ?? '', {
      headers: { cookie: cookieOf(verified) },
    });
    expect(Object.fromEntries(appLink(handoff))).toEqual({ error: 'two_factor' });
  });

  it('hands a mailed link’s session to the app as a one-time code, never as the session itself', async () => {
    const parent = await signUp(app, origin, 'native-mail@example.org');
    const key = proofKey();
    const { handoff, browserCookie } = await signInByMail(parent.email, key.challenge);
    const code = appLink(handoff).get('code') ?? '';
    expect(code).toMatch(/^[\w-]{32}$/);
    const sessionToken = /session_token=([^.;]+)/.exec(browserCookie)?.[1] ?? 'missing';
    expect(handoff.headers.get('location')).not.toContain(sessionToken);
    // The browser is left without the session.
    const cleared = handoff.headers.getSetCookie().filter((cookie) => cookie.includes('session_token='));
    expect(cleared.length).toBeGreaterThan(0);
    for (const cookie of cleared) expect(cookie).toMatch(/Max-Age=0/i);

    const redeemed = await redeem(code, key.verifier);
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toMatchObject({ user: { email: parent.email } });
    const bearer = redeemed.headers.get('set-auth-token') ?? '';
    expect(bearer).not.toBe('');
    const session = await app.request('/api/auth/get-session', {
      headers: { authorization: `Bearer ${bearer}`, origin: appOrigin },
    });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(parent.email);

    // A code works once.
    expect((await redeem(code, key.verifier)).status).toBe(400);
  });

  it('gives nothing to whoever caught the code without the app’s verifier, and spends the code', async () => {
    const parent = await signUp(app, origin, 'native-caught@example.org');
    const key = proofKey();
    const code = appLink((await signInByMail(parent.email, key.challenge)).handoff).get('code') ?? '';
    const stolen = await redeem(code, proofKey().verifier);
    expect(stolen.status).toBe(400);
    expect(stolen.headers.get('set-auth-token')).toBeNull();
    expect((await stolen.json()) as unknown).toMatchObject({ error: { code: 'invalidInput' } });
    expect((await redeem(code, key.verifier)).status).toBe(400);
    // Better Auth's own redeem route, which knows nothing of verifiers, is closed.
    expect((await post('/api/auth/one-time-token/verify', { token: code }, { origin: appOrigin })).status).toBe(404);
  });

  it('refuses a code nobody was given, and a body that is not a code and a verifier', async () => {
    expect((await redeem('A'.repeat(32), proofKey().verifier)).status).toBe(400);
    expect((await post(NATIVE_REDEEM_PATH, { code: 'x' }, { origin: appOrigin })).status).toBe(400);
    expect((await post(NATIVE_REDEEM_PATH, { code: 'x', verifier: 'short' }, { origin: appOrigin })).status).toBe(400);
  });

  it('makes no code for a browser without a session or a challenge, and passes failures on to the app', async () => {
    expect(appLink(await app.request(`${NATIVE_HANDOFF_PATH}?challenge=${proofKey().challenge}`)).get('error')).toBe(
      'link',
    );
    // A signed-in browser that follows the hand-off by hand (no challenge) keeps its session and gets no code.
    const parent = await signUp(app, origin, 'native-by-hand@example.org');
    const byHand = await app.request(NATIVE_HANDOFF_PATH, { headers: { cookie: parent.cookie } });
    expect(appLink(byHand).get('error')).toBe('link');
    expect(byHand.headers.getSetCookie()).toEqual([]);
    expect(appLink(await app.request(`${NATIVE_HANDOFF_PATH}?error=google`)).get('error')).toBe('google');
    expect(appLink(await app.request(`${NATIVE_HANDOFF_PATH}?error=INVALID_TOKEN`)).get('error')).toBe('link');
    expect(appLink(await app.request(`${NATIVE_HANDOFF_PATH}?error=x&code=forged`)).has('code')).toBe(false);
  });

  it('gives no code to a hand-off link another site built for a signed-in browser', async () => {
    const parent = await signUp(app, origin, 'native-foreign-page@example.org');
    const attacker = proofKey();
    // The foreign page's link: a top-level navigation still carries the Lax session cookie.
    const followed = await app.request(`${NATIVE_HANDOFF_PATH}?challenge=${attacker.challenge}`, {
      headers: { cookie: parent.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(Object.fromEntries(appLink(followed))).toEqual({ error: 'link' });
    expect(followed.headers.getSetCookie()).toEqual([]);
    // Nor through the start routes: a start another site navigated to binds nothing to the browser.
    const started = await app.request(`${NATIVE_LINK_SIGN_IN_PATH}?challenge=${attacker.challenge}`, {
      headers: { cookie: parent.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(Object.fromEntries(appLink(started))).toEqual({ error: 'link' });
    expect(started.headers.getSetCookie()).toEqual([]);
    // Nor with a form of its own that posts the tap.
    const posted = await app.request(NATIVE_HANDOFF_PATH, {
      method: 'POST',
      headers: {
        cookie: parent.cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ challenge: attacker.challenge }).toString(),
    });
    expect(posted.status).toBe(403);
    // Nor by tapping with a state this browser never got.
    const tapped = await tap(attacker.challenge, parent.cookie);
    expect(Object.fromEntries(appLink(tapped))).toEqual({ error: 'link' });
    // The parent's browser is still signed in.
    const session = await app.request('/api/auth/get-session', { headers: { cookie: parent.cookie } });
    expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(parent.email);
  });

  it('in a browser that does not say which site navigated, makes no code before the parent’s tap (what remains)', async () => {
    // A browser too old to send Sec-Fetch-Site passes the start's cross-site check: a foreign page can bind its own
    // challenge to it and then open the hand-off (decision 016, "What remains"). The hand-off still makes no code.
    const parent = await signUp(app, origin, 'native-no-fetch-metadata@example.org');
    const attacker = proofKey();
    const started = await app.request(`${NATIVE_LINK_SIGN_IN_PATH}?challenge=${attacker.challenge}`, {
      headers: { cookie: parent.cookie },
    });
    expect(started.status).toBe(200);
    const browserCookie = withCookies(parent.cookie, started);
    expect(browserCookie).toContain('bedtime_native_state=');
    const followed = await app.request(`${NATIVE_HANDOFF_PATH}?challenge=${attacker.challenge}`, {
      headers: { cookie: browserCookie },
    });
    expect(followed.status).toBe(200);
    expect(followed.headers.get('location')).toBeNull();
    const page = await followed.text();
    expect(page).toContain('Open Bedtime Stories');
    expect(page).not.toContain(callback);
    // No code is stored for that challenge until the parent taps: the page is all that stands in the way.
    const noted = await db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(eq(verification.value, attacker.challenge));
    expect(noted.map((row) => row.identifier.split(':')[0])).toEqual(['native-state']);
    // A foreign form cannot tap for the parent.
    const posted = await app.request(NATIVE_HANDOFF_PATH, {
      method: 'POST',
      headers: {
        cookie: browserCookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ challenge: attacker.challenge }).toString(),
    });
    expect(posted.status).toBe(403);
  });

  it('gives no code when the parent clicks a sign-in link someone else asked for with their challenge', async () => {
    const parent = await signUp(app, origin, 'native-planted@example.org');
    const attacker = proofKey();
    const planted = await requestLink(parent.email, attacker.challenge, '10.4.4.6');
    // The parent's own app had started a sign-in in this browser too: a state of another challenge is no help.
    const jar = await startInBrowser(proofKey().challenge);
    const { handoff, browserCookie } = await openLink(planted, jar);
    expect(Object.fromEntries(appLink(handoff))).toEqual({ error: 'link' });
    const tapped = await tap(attacker.challenge, browserCookie);
    expect(Object.fromEntries(appLink(tapped))).toEqual({ error: 'link' });
    // And in a browser that never started anything.
    const fresh = await openLink(await requestLink(parent.email, attacker.challenge, '10.4.4.7'), '');
    expect(Object.fromEntries(appLink(fresh.handoff))).toEqual({ error: 'link' });
    expect(Object.fromEntries(appLink(await tap(attacker.challenge, fresh.browserCookie)))).toEqual({ error: 'link' });
  });

  it('uses a browser’s state once: a second tap makes no second code', async () => {
    const parent = await signUp(app, origin, 'native-once@example.org');
    const key = proofKey();
    const { handoff, browserCookie } = await signInByMail(parent.email, key.challenge);
    expect(appLink(handoff).get('code')).toMatch(/^[\w-]{32}$/);
    expect(Object.fromEntries(appLink(await tap(key.challenge, browserCookie)))).toEqual({ error: 'link' });
  });

  it('never makes a code for a client that asks Better Auth directly', async () => {
    const parent = await signUp(app, origin, 'native-direct@example.org');
    const asked = await app.request('/api/auth/one-time-token/generate', {
      headers: { cookie: parent.cookie, origin },
    });
    expect(asked.status).toBe(404);
    expect(await asked.text()).not.toMatch(/"token"/);
  });

  it('says so to the app when Google sign-in is not configured', async () => {
    expect(appLink(await app.request('/api/native/sign-in/google')).get('error')).toBe('google_off');
  });
});

describe('Google sign-in for the native app', async () => {
  const withGoogle = await createTestApp({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' });

  it('sends the system browser to Google with its state cookie, to come back through the hand-off', async () => {
    const { challenge } = proofKey();
    expect(appLink(await withGoogle.app.request('/api/native/sign-in/google')).get('error')).toBe('google');
    // A start that another site's page navigated to goes nowhere near Google.
    const foreign = await withGoogle.app.request(`/api/native/sign-in/google?challenge=${challenge}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(appLink(foreign).get('error')).toBe('google');
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const response = await withGoogle.app.request(`/api/native/sign-in/google?challenge=${challenge}`, {
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(response.status).toBe(302);
    // The browser now holds the state that binds the challenge to it.
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /bedtime_native_state=[\w-]{43}; Max-Age=900; Path=\/api\/native; HttpOnly; SameSite=Lax/,
    );
    const google = new URL(response.headers.get('location') ?? '');
    expect(google.host).toBe('accounts.google.com');
    expect(google.searchParams.get('client_id')).toBe('client-id');
    expect(google.searchParams.get('redirect_uri')).toBe(`${withGoogle.config.publicUrl}/api/auth/callback/google`);
    expect(google.searchParams.get('state')).not.toBeNull();
    expect(response.headers.getSetCookie().join('\n')).toMatch(/state/);
    // Google's callback will come back to the hand-off with the app's challenge.
    const state = await withGoogle.db.select().from(verification);
    expect(JSON.stringify(state)).toContain(`challenge=${challenge}`);
  });
});
