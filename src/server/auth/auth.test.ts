import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { confirmMailedLink } from '../../../tests/setup/mailed-links.ts';
import { startSmtpTestServer } from '../../../tests/setup/smtp-test-server.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { cookieOf, enableTwoFactor, fromAddress, signIn, signUp } from '../../../tests/setup/test-users.ts';
import { totpFromUri } from '../../../tests/setup/totp.ts';
import { nativeLink } from '../../shared/native-app.ts';
import { composeServer } from '../compose.ts';
import { userSettings } from '../db/schema.ts';
import { createLogger } from '../logger.ts';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const { app, db, config } = await createTestApp({ SMTP_URL: smtp.url });
const origin = config.publicUrl;
const post = (path: string, body: unknown, headers: Record<string, string> = {}, address = '10.2.2.2') =>
  app.request(
    path,
    { method: 'POST', headers: { origin, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    fromAddress(address),
  );
/**
 * Follows a sign-in or confirmation link from a mail inside the app, as the browser would: the link shows a page, and
 * its button signs in. Returns the answer to the button (or to the link, when it shows no page).
 */
async function follow(link: string, cookie = '') {
  return (await confirmMailedLink(app, link, { origin, cookie })).answer;
}

describe('signing up with email verification (real SMTP)', () => {
  it('mails a link in the parent’s language; following it verifies the address and signs them in', async () => {
    expect(config.requireEmailVerification).toBe(true);
    const response = await post(
      '/api/auth/sign-up/email',
      { email: 'verify@example.org', password: 'sleepy-owl-7', name: 'verify@example.org', callbackURL: '/' },
      { cookie: 'i18next=fr' },
    );
    expect(response.status).toBe(200);
    expect(cookieOf(response)).not.toContain('session_token');
    const [settings] = await db.select().from(userSettings);
    expect(settings?.language).toBe('fr');

    const mail = await smtp.mailTo('verify@example.org');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Bedtime Stories');
    const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'));
    expect(link).toBeDefined();
    const verified = await follow(link ?? '');
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe('/');
    const session = await app.request('/api/auth/get-session', { headers: { cookie: cookieOf(verified) } });
    expect((await session.json()).user).toMatchObject({ email: 'verify@example.org', emailVerified: true });
  });

  it('mails a new link to a parent who tries to sign in before confirming', async () => {
    await post(
      '/api/auth/sign-up/email',
      { email: 'late@example.org', password: 'sleepy-owl-7', name: 'x' },
      {},
      '10.2.3.1',
    );
    await smtp.mailTo('late@example.org');
    // Only mails that arrive after the sign-in attempt count.
    const before = smtp.received.length;
    const attempt = await post(
      '/api/auth/sign-in/email',
      { email: 'late@example.org', password: 'sleepy-owl-7' },
      {},
      '10.2.3.2',
    );
    expect(attempt.status).toBe(403);
    expect((await attempt.json()).code).toBe('EMAIL_NOT_VERIFIED');
    const mail = await smtp.mailTo('late@example.org', before);
    const link = mail.links.find((candidate) => candidate.includes('/api/auth/verify-email'));
    expect(link).toBeDefined();
    const verified = await follow(link ?? '');
    expect(verified.status).toBe(303);
    const session = await app.request('/api/auth/get-session', { headers: { cookie: cookieOf(verified) } });
    expect((await session.json()).user).toMatchObject({ email: 'late@example.org', emailVerified: true });
  });

  it('does not say whether an address already has an account', async () => {
    const first = await post('/api/auth/sign-up/email', {
      email: 'taken@example.org',
      password: 'sleepy-owl-7',
      name: 'x',
    });
    const again = await post('/api/auth/sign-up/email', {
      email: 'taken@example.org',
      password: 'other-pw',
      name: 'x',
    });
    expect(again.status).toBe(first.status);
    expect(Object.keys(await again.json()).sort()).toEqual(['user']);
    const unknownReset = await post('/api/auth/request-password-reset', {
      email: 'nobody@example.org',
      redirectTo: '/update-password',
    });
    const knownReset = await post('/api/auth/request-password-reset', {
      email: 'taken@example.org',
      redirectTo: '/update-password',
    });
    expect(unknownReset.status).toBe(knownReset.status);
    expect(await unknownReset.json()).toEqual(await knownReset.json());
  });
});

/** A mail server that accepts connections and never answers: a reply that waited for it would hang. */
async function startSilentSmtpServer() {
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => connections.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections,
    close: async () => {
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
const silentSmtp = await startSilentSmtpServer();
afterAll(() => silentSmtp.close());

describe('signing up without email verification', () => {
  it('answers a second sign-up for an address like a sign-up awaiting confirmation, and tells the owner', async () => {
    const open = await createTestApp();
    expect(open.config.requireEmailVerification).toBe(false);
    const signUpAs = (email: string, password: string, address: string) =>
      open.app.request(
        '/api/auth/sign-up/email',
        {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, name: email }),
        },
        fromAddress(address),
      );
    const first = await signUpAs('owner@example.org', 'first-password', '10.12.1.1');
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { user: Record<string, unknown> };

    const again = await signUpAs('Owner@example.org', 'other-password', '10.12.1.2');
    expect(again.status).toBe(200);
    expect(cookieOf(again)).not.toContain('session_token');
    const body = (await again.json()) as { user: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(Object.keys(firstBody));
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(firstBody.user).sort());
    expect(body.user.id).not.toBe(firstBody.user.id);
    expect(JSON.stringify(body)).not.toMatch(/exist/i);

    await open.auth.mailSent();
    const mail = open.mailbox.lastTo('owner@example.org');
    expect(mail?.subject).toBe('Someone tried to sign up with your email');
    expect(mail?.link).toBe(`${origin}/login`);
    // The account and its password are untouched.
    expect((await signIn(open.app, origin, 'owner@example.org', 'other-password', '10.12.1.3')).status).toBe(401);
    expect((await signIn(open.app, origin, 'owner@example.org', 'first-password', '10.12.1.4')).status).toBe(200);
  });

  it('answers a reset request without waiting for the mail to be delivered', async () => {
    const slowMail = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${silentSmtp.port}`,
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
    await signUp(slowMail.app, origin, 'known@example.org');
    const started = Date.now();
    const known = await slowMail.app.request(
      '/api/auth/request-password-reset',
      {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'known@example.org', redirectTo: '/update-password' }),
      },
      fromAddress('10.12.2.1'),
    );
    expect(known.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    await vi.waitFor(() => expect(silentSmtp.connections.size).toBe(1));
  });
});

/** The codes of a refused redirect target: the app's own, and Better Auth's for an origin it does not trust. */
const REDIRECT_REFUSALS = ['INVALID_REDIRECT', 'INVALID_REDIRECT_URL', 'INVALID_CALLBACK_URL'];

describe('password reset', () => {
  it('mails a reset link; the new password works, the old one and every old session do not', async () => {
    const app2 = await createTestApp();
    const parent = await signUp(app2.app, origin, 'reset@example.org', { password: 'old-password' });
    const request = await app2.app.request(
      '/api/auth/request-password-reset',
      {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: parent.email, redirectTo: `${origin}/update-password` }),
      },
      fromAddress('10.3.3.3'),
    );
    expect(request.status).toBe(200);
    await app2.auth.mailSent();
    const mail = app2.mailbox.lastTo(parent.email);
    expect(mail?.subject).toBe('Reset your Bedtime Stories password');
    const landing = await app2.app.request(new URL(mail?.link ?? '').pathname + new URL(mail?.link ?? '').search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '');
    expect(target.pathname).toBe('/update-password');
    const token = target.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const reset = await app2.app.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ token, newPassword: 'new-password' }),
    });
    expect(reset.status).toBe(200);
    const oldSession = await app2.app.request('/api/auth/get-session', { headers: { cookie: parent.cookie } });
    expect(await oldSession.json()).toBeNull();
    expect((await signIn(app2.app, origin, parent.email, 'old-password', '10.4.4.4')).status).toBe(401);
    expect((await signIn(app2.app, origin, parent.email, 'new-password', '10.4.4.5')).status).toBe(200);
    // A used token cannot be used again.
    const reuse = await app2.app.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ token, newPassword: 'third-password' }),
    });
    expect(reuse.status).toBe(400);
  });

  it('leads every reset link to the web app only: the native app’s addresses and other sites are refused', async () => {
    const app3 = await createTestApp();
    const parent = await signUp(app3.app, origin, 'native-reset@example.org');
    const askFor = (redirectTo: string, address: string) =>
      app3.app.request(
        '/api/auth/request-password-reset',
        {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: parent.email, redirectTo }),
        },
        fromAddress(address),
      );
    const targets = [
      nativeLink('/update-password'),
      'https://localhost/update-password',
      'capacitor://localhost/update-password',
      'evil-app://update-password',
      'https://evil.example/update-password',
      '//evil.example/update-password',
      '/\\evil.example/update-password',
    ];
    for (const [index, target] of targets.entries()) {
      // Better Auth refuses an origin it does not trust (403); the app refuses the rest, native origins included (400).
      const refused = await askFor(target, `10.3.4.${index + 1}`);
      expect([400, 403], target).toContain(refused.status);
      expect(REDIRECT_REFUSALS, target).toContain(((await refused.json()) as { code: string }).code);
    }
    await app3.auth.mailSent();
    expect(app3.mailbox.lastTo(parent.email)).toBeUndefined();
    // The web app's page, as a path or as an address, gets its link.
    expect((await askFor(`${origin}/update-password`, '10.3.4.20')).status).toBe(200);
    await app3.auth.mailSent();
    const link = new URL(app3.mailbox.lastTo(parent.email)?.link ?? '');
    const landing = await app3.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toMatch(new RegExp(`^${origin}/update-password\\?token=[\\w-]+$`));
  });
});

describe('rate limits', () => {
  it('never refuses asking who is signed in, however often one address asks', async () => {
    const parent = await signUp(app, origin, 'busy-household@example.org');
    const answers = await Promise.all(
      Array.from({ length: 150 }, () =>
        app.request('/api/auth/get-session', { headers: { cookie: parent.cookie } }, fromAddress('10.9.9.9')),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([]);
  });

  it('refuses the 4th sign-in within a minute with 429, also with a changed X-Forwarded-For', async () => {
    const parent = await signUp(app, origin, 'limited@example.org');
    const address = '10.5.5.5';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await signIn(app, origin, parent.email, 'wrong-password', address);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const fourth = await signIn(app, origin, parent.email, 'wrong-password', address, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(fourth.status).toBe(429);
    const spoofed = await signIn(app, origin, parent.email, parent.password, address, {
      'x-client-ip': '198.51.100.1',
    });
    expect(spoofed.status).toBe(429);
    // Another parent's device is not locked out.
    expect((await signIn(app, origin, parent.email, 'wrong-password', '10.6.6.6')).status).toBe(401);
  });

  it('behind a trusted proxy, counts the address the proxy added, not a hop the client wrote', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    const parent = await signUp(proxied.app, origin, 'proxied@example.org');
    const viaProxy = (forwarded: string) =>
      signIn(proxied.app, origin, parent.email, 'wrong-password', '10.0.0.1', { 'x-forwarded-for': forwarded });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await viaProxy(`198.51.100.${attempt}, 203.0.113.7`)).status, `attempt ${attempt}`).toBe(401);
    }
    expect((await viaProxy('192.0.2.99, 203.0.113.7')).status).toBe(429);
    expect((await viaProxy('203.0.113.8')).status).toBe(401);
  });

  it('refuses the 4th password-reset request within a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (
          await post(
            '/api/auth/request-password-reset',
            { email: 'a@example.org', redirectTo: '/update-password' },
            {},
            '10.7.7.7',
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses the 4th sign-up within a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push(
        (
          await post(
            '/api/auth/sign-up/email',
            { email: `many-${attempt}@example.org`, password: 'sleepy-owl-7', name: 'x' },
            {},
            '10.7.7.8',
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(
      (
        await post(
          '/api/auth/sign-up/email',
          { email: 'many-5@example.org', password: 'sleepy-owl-7', name: 'x' },
          {},
          '10.7.7.9',
        )
      ).status,
    ).toBe(200);
  });

  it('refuses the 4th sign-in link request within a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push(
        (
          await post(
            '/api/auth/sign-in/magic-link',
            { email: `link-${attempt}@example.org`, callbackURL: '/' },
            {},
            '10.7.8.1',
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps counting across a restart: a second server on the same database refuses the 4th attempt', async () => {
    const first = await createTestApp();
    const parent = await signUp(first.app, origin, 'restart@example.org');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(first.app, origin, parent.email, 'wrong-password', '10.7.9.1')).status).toBe(401);
    }
    const second = await composeServer({
      config: first.config,
      db: first.db,
      pool: first.pool,
      databaseUrl: first.url,
      logger: createLogger(first.config),
      media: first.media,
      mailer: first.mailbox,
    });
    try {
      expect(second.auth).not.toBe(first.auth);
      expect((await signIn(second.app, origin, parent.email, parent.password, '10.7.9.1')).status).toBe(429);
      expect((await signIn(second.app, origin, parent.email, parent.password, '10.7.9.2')).status).toBe(200);
    } finally {
      await second.worker.stop();
    }
  });
});

describe('more ways in', () => {
  it('signs in with a one-time link sent by email', async () => {
    await post('/api/auth/sign-up/email', { email: 'magic@example.org', password: 'sleepy-owl-7', name: 'x' });
    const before = smtp.received.length;
    const response = await post(
      '/api/auth/sign-in/magic-link',
      { email: 'magic@example.org', callbackURL: '/' },
      {},
      '10.8.1.1',
    );
    expect(response.status).toBe(200);
    const mail = await smtp.mailTo('magic@example.org', before);
    expect(mail.subject).toBe('Your sign-in link for Bedtime Stories');
    const signedIn = await follow(mail.links[0] ?? '');
    expect(signedIn.status).toBe(303);
    const session = await app.request('/api/auth/get-session', { headers: { cookie: cookieOf(signedIn) } });
    expect((await session.json()).user.email).toBe('magic@example.org');
    expect((await follow(mail.links[0] ?? '')).headers.get('location')).toMatch(/error/);
  });

  it('asks for a code from the authenticator app once two-factor sign-in is on', async () => {
    const app3 = await createTestApp();
    const parent = await signUp(app3.app, origin, 'twofactor@example.org', { password: 'two-factor-pw' });
    const call = (path: string, body: unknown, cookie: string) =>
      app3.app.request(path, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const totpURI = await enableTwoFactor(app3.app, origin, parent);

    const first = await signIn(app3.app, origin, parent.email, 'two-factor-pw', '10.8.2.2');
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieOf(first);
    expect(pending).not.toMatch(/session_token=[^;]/);
    const wrong = await call('/api/auth/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.status).toBe(401);
    const verified = await call('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, pending);
    expect(verified.status).toBe(200);
    expect(cookieOf(verified)).toMatch(/session_token=[^;]/);
  });

  it('asks for the authenticator code after a sign-in link when two-factor sign-in is on', async () => {
    const app6 = await createTestApp();
    const parent = await signUp(app6.app, origin, 'link-2fa@example.org', { password: 'two-factor-pw' });
    const call = (path: string, body: unknown, cookie: string) =>
      app6.app.request(
        path,
        { method: 'POST', headers: { origin, cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) },
        fromAddress('10.8.4.4'),
      );
    const totpURI = await enableTwoFactor(app6.app, origin, parent);

    const asked = await call('/api/auth/sign-in/magic-link', { email: parent.email, callbackURL: '/' }, '');
    expect(asked.status).toBe(200);
    await app6.auth.mailSent();
    const link = new URL(app6.mailbox.lastTo(parent.email)?.link ?? '');
    const { answer: landing } = await confirmMailedLink(app6.app, link.href, { origin, address: '10.8.4.5' });
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toBe('/login?twoFactor=required');
    const pending = cookieOf(landing);
    const session = await app6.app.request('/api/auth/get-session', { headers: { cookie: pending } });
    expect(await session.json()).toBeNull();
    expect((await app6.app.request('/api/me/settings', { headers: { cookie: pending } })).status).toBe(401);

    const verified = await call('/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) }, pending);
    expect(verified.status).toBe(200);
    const signedIn = await app6.app.request('/api/auth/get-session', { headers: { cookie: cookieOf(verified) } });
    expect((await signedIn.json()).user.email).toBe(parent.email);
  });

  it('says when Google sign-in is not configured, and builds Google’s authorization URL when it is', async () => {
    expect((await (await app.request('/api/config')).json()).googleSignIn).toBe(false);
    const google = await createTestApp({ GOOGLE_CLIENT_ID: 'client-id.apps', GOOGLE_CLIENT_SECRET: 'secret' });
    expect((await (await google.app.request('/api/config')).json()).googleSignIn).toBe(true);
    const response = await google.app.request(
      '/api/auth/sign-in/social',
      {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'google', callbackURL: '/' }),
      },
      fromAddress('10.8.3.3'),
    );
    expect(response.status).toBe(200);
    const url = new URL((await response.json()).url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-id.apps');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/api/auth/callback/google`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });
});

describe('the access gate', () => {
  it('is open when no code is set', async () => {
    expect(await (await app.request('/api/access-gate')).json()).toEqual({ required: false, passed: true });
  });

  it('keeps web sign-up closed until the right code is given, then remembers it', async () => {
    const gated = await createTestApp({ ACCESS_CODE: 'moonbeam' });
    const gatedPost = (path: string, body: unknown, cookie = '') =>
      gated.app.request(
        path,
        { method: 'POST', headers: { origin, cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) },
        fromAddress('10.9.1.1'),
      );
    expect(await (await gated.app.request('/api/access-gate')).json()).toEqual({ required: true, passed: false });
    const blocked = await gatedPost('/api/auth/sign-up/email', {
      email: 'gate@example.org',
      password: 'sleepy-owl-7',
      name: 'x',
    });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('accessCodeRequired');
    const wrong = await gatedPost('/api/access-gate', { code: 'sunshine' });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.code).toBe('accessCodeInvalid');
    const right = await gatedPost('/api/access-gate', { code: ' moonbeam ' });
    expect(right.status).toBe(200);
    const cookie = cookieOf(right);
    expect(right.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(await (await gated.app.request('/api/access-gate', { headers: { cookie } })).json()).toEqual({
      required: true,
      passed: true,
    });
    const allowed = await gatedPost(
      '/api/auth/sign-up/email',
      { email: 'gate@example.org', password: 'sleepy-owl-7', name: 'x' },
      cookie,
    );
    expect(allowed.status).toBe(200);
    // A forged cookie does not pass.
    const forged = await gatedPost(
      '/api/auth/sign-in/email',
      { email: 'gate@example.org', password: 'sleepy-owl-7' },
      'bedtime_access=ok',
    );
    expect(forged.status).toBe(403);
  });
});

const gated = await createTestApp({ ACCESS_CODE: 'moonbeam' });
describe('the access gate and other origins', () => {
  const signUpFrom = (address: string, headers: Record<string, string>, email: string) =>
    gated.app.request(
      '/api/auth/sign-up/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: 'sleepy-owl-7', name: 'x' }),
      },
      fromAddress(address),
    );

  it('lets the native app’s Origin through without the code, as spec §2 says; no Origin still needs it', async () => {
    const fromApp = await signUpFrom('10.9.2.1', { origin: 'https://localhost' }, 'native-gate@example.org');
    expect(fromApp.status).toBe(200);
    const noOrigin = await signUpFrom('10.9.2.2', {}, 'script-gate@example.org');
    expect(noOrigin.status).toBe(403);
    expect((await noOrigin.json()).error.code).toBe('accessCodeRequired');
    const web = await signUpFrom('10.9.2.3', { origin }, 'web-gate@example.org');
    expect(web.status).toBe(403);
  });

  it('refuses the 4th code attempt from one address within a minute, also when the code is right', async () => {
    const attempt = (code: string, address: string) =>
      gated.app.request(
        '/api/access-gate',
        { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ code }) },
        fromAddress(address),
      );
    const statuses = [];
    for (const code of ['guess-1', 'guess-2', 'guess-3', 'moonbeam'])
      statuses.push((await attempt(code, '10.9.3.1')).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect((await attempt('moonbeam', '10.9.3.2')).status).toBe(200);
  });
});

describe('the native app', () => {
  it('signs in with a bearer token instead of a cookie; only its web view’s origin gets the token', async () => {
    const app4 = await createTestApp();
    await signUp(app4.app, origin, 'native@example.org', { password: 'native-pw' });
    const signInFrom = (headers: Record<string, string>, address: string) =>
      app4.app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ email: 'native@example.org', password: 'native-pw' }),
        },
        fromAddress(address),
      );
    // The web app, and a request that names no origin, sign in with the cookie alone.
    for (const [headers, address] of [
      [{ origin }, '10.10.1.2'],
      [{}, '10.10.1.3'],
    ] as const) {
      const web = await signInFrom(headers, address);
      expect(web.status).toBe(200);
      expect(web.headers.get('set-auth-token')).toBeNull();
      expect(await web.json()).not.toHaveProperty('token');
    }
    const response = await signInFrom({ origin: 'capacitor://localhost' }, '10.10.1.1');
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('token');
    const token = response.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const settings = await app4.app.request('/api/me/settings', { headers: { authorization: `Bearer ${token}` } });
    expect(settings.status).toBe(200);
    expect((await settings.json()).email).toBe('native@example.org');
    expect((await app4.app.request('/api/me/settings', { headers: { authorization: 'Bearer forged' } })).status).toBe(
      401,
    );
  });
});

describe('the native app’s web view', () => {
  it('may call the API across origins with credentials; other origins may not', async () => {
    const app5 = await createTestApp();
    const preflight = (origin: string) =>
      app5.app.request('/api/auth/sign-in/email', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const native = await preflight('https://localhost');
    expect(native.headers.get('access-control-allow-origin')).toBe('https://localhost');
    expect(native.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();

    await signUp(app5.app, origin, 'webview@example.org', { password: 'webview-pw' });
    const signIn = await app5.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { origin: 'https://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'webview@example.org', password: 'webview-pw' }),
      },
      fromAddress('10.11.1.1'),
    );
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('access-control-expose-headers')).toContain('set-auth-token');
    const foreign = await app5.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'webview@example.org', password: 'webview-pw' }),
      },
      fromAddress('10.11.1.2'),
    );
    // Without cookies there is nothing to forge; the browser just may not read the answer on another site.
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
