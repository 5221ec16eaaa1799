import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askSignInLink, confirmForm, confirmMailedLink } from '../../../tests/setup/mailed-links.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { cookieOf, fromAddress, signUp } from '../../../tests/setup/test-users.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { user } from '../db/schema.ts';
import { maskEmail } from './mailed-link.ts';
import { MAILED_LINK_TEXTS } from './mailed-link-texts.ts';

const { app, auth, config, mailbox } = await createTestApp();
const origin = config.publicUrl;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.41.0.${addresses}`;
};

/** Asks for a sign-in link to `email` (as anyone can, for their own address) and returns the mailed link. */
async function linkFor(email: string) {
  return (await askSignInLink({ app, auth, mailbox, origin }, email, nextAddress())) ?? 'http://missing';
}

/** The referrer policy a page's own meta tag sets. */
const referrerOf = (html: string) => /<meta name="referrer" content="([^"]+)">/.exec(html)?.[1];

const open = (link: string, headers: Record<string, string> = {}) => {
  const url = new URL(link);
  return app.request(`${url.pathname}${url.search}`, { headers }, fromAddress(nextAddress()));
};
const whoIs = async (cookie: string) => {
  const session = await app.request('/api/auth/get-session', { headers: { cookie } });
  return ((await session.json()) as { user?: { email: string } } | null)?.user?.email;
};

describe('a mailed sign-in link', () => {
  it('shows a page that names the account, masked, with one button, and sets nothing', async () => {
    const parent = await signUp(app, origin, 'bedtime.parent@example.org');
    const link = await linkFor(parent.email);
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(referrerOf(await page.clone().text())).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('bed•••@example.org');
    expect(html).not.toContain(parent.email);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(confirmForm(html)?.action).toBe('/api/auth/magic-link/verify');
    // Opening the link spent nothing: its button still signs in.
    const { answer } = await confirmMailedLink(app, link, { origin, address: nextAddress() });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${origin}/`);
    expect(answer.headers.get('set-auth-token')).toBeNull();
    expect(await whoIs(cookieOf(answer))).toBe(parent.email);
  });

  it('sets and replaces no session on a navigation from another site', async () => {
    const victim = await signUp(app, origin, 'victim@example.org');
    const attacker = await signUp(app, origin, 'attacker@example.org');
    const link = await linkFor(attacker.email);
    // Another site's page navigates the victim's browser to the attacker's link.
    const followed = await open(link, { cookie: victim.cookie, 'sec-fetch-site': 'cross-site' });
    expect(followed.status).toBe(200);
    expect(followed.headers.getSetCookie()).toEqual([]);
    expect(await whoIs(victim.cookie)).toBe(victim.email);
    // Nor in a browser that holds no session.
    const fresh = await open(link, { 'sec-fetch-site': 'cross-site' });
    expect(fresh.headers.getSetCookie()).toEqual([]);
  });

  it('asks a browser signed in to another account first, and signs that account out here only on the button', async () => {
    const parent = await signUp(app, origin, 'signed-in-parent@example.org');
    const other = await signUp(app, origin, 'other-account@example.org');
    const link = await linkFor(other.email);
    const { html, answer } = await confirmMailedLink(app, link, {
      origin,
      cookie: parent.cookie,
      address: nextAddress(),
    });
    expect(html).toContain('This browser is signed in as sig•••@example.org right now.');
    expect(html).toContain('oth•••@example.org');
    expect(answer.status).toBe(303);
    expect(await whoIs(cookieOf(answer))).toBe(other.email);
    // The account this browser was signed in to is signed out, not left behind.
    expect(await whoIs(parent.cookie)).toBeUndefined();
    // The same account needs no such warning.
    const again = await open(await linkFor(other.email), { cookie: cookieOf(answer) });
    expect(await again.text()).not.toContain('This browser is signed in as');
  });

  it('signs nobody in on a navigation to a link another site reshaped (long fields, a repeated token, HEAD)', async () => {
    const attacker = await signUp(app, origin, 'reshaped-link@example.org');
    const link = new URL(await linkFor(attacker.email));
    const token = link.searchParams.get('token') ?? '';
    const long = `/${'a'.repeat(3000)}`;
    const reshaped = (fields: Record<string, string>) => {
      const url = new URL(link);
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
      return url.href;
    };
    const variants = [
      reshaped({ callbackURL: long }),
      reshaped({ errorCallbackURL: long }),
      reshaped({ newUserCallbackURL: long }),
      reshaped({ token: `${token}${'x'.repeat(5000)}` }),
      `${link.href}&token=${encodeURIComponent(token)}`,
      `${link.href}&token=not-a-token`,
      `${link.origin}${link.pathname}?token=not-a-token&token=${encodeURIComponent(token)}&callbackURL=/`,
      `${link.origin}${link.pathname}/${link.search}`,
      `${link.origin}/api/auth/Magic-Link/verify${link.search}`,
    ];
    for (const variant of variants) {
      for (const method of ['GET', 'HEAD']) {
        const url = new URL(variant);
        const answer = await app.request(
          `${url.pathname}${url.search}`,
          { method, headers: { 'sec-fetch-site': 'cross-site' } },
          fromAddress(nextAddress()),
        );
        expect(cookieOf(answer), `${method} ${variant.slice(0, 160)}`).not.toMatch(/session_token=[^;]/);
        expect(answer.status, `${method} ${variant.slice(0, 160)}`).toBeLessThan(500);
      }
    }
    // None of them spent the link: its page's button still signs in.
    const { answer } = await confirmMailedLink(app, link.href, { origin, address: nextAddress() });
    expect(await whoIs(cookieOf(answer))).toBe(attacker.email);
  });

  it('signs in only on a post from the web app itself', async () => {
    const parent = await signUp(app, origin, 'origin-checked@example.org');
    const link = await linkFor(parent.email);
    const form = confirmForm(await (await open(link)).text());
    const body = new URLSearchParams(form?.fields).toString();
    const post = (headers: Record<string, string>) =>
      app.request(
        '/api/auth/magic-link/verify',
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body },
        fromAddress(nextAddress()),
      );
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:1' },
      { origin, 'sec-fetch-site': 'cross-site' },
      { origin, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of foreign) {
      const refused = await post(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toMatch(/^(INVALID_ORIGIN|MISSING_OR_NULL_ORIGIN)$/);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    // None of them spent the link.
    const signedIn = await post({ origin, 'sec-fetch-site': 'same-origin' });
    expect(signedIn.status).toBe(303);
    expect(await whoIs(cookieOf(signedIn))).toBe(parent.email);
    // A form that is not a link's gets a clear refusal.
    const malformed = await app.request('/api/auth/magic-link/verify', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'callbackURL=%2F',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('leaves a spent or unknown link to Better Auth’s error redirect, without a page or a session', async () => {
    const parent = await signUp(app, origin, 'spent-link@example.org');
    const link = await linkFor(parent.email);
    expect((await confirmMailedLink(app, link, { origin, address: nextAddress() })).answer.status).toBe(303);
    for (const target of [link, `${origin}/api/auth/magic-link/verify?token=unknown&callbackURL=/`]) {
      const answer = await open(target);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(/error=INVALID_TOKEN/);
      expect(cookieOf(answer)).not.toMatch(/session_token=[^;]/);
    }
  });

  it('speaks every interface language', async () => {
    const parent = await signUp(app, origin, 'many-languages@example.org');
    const link = await linkFor(parent.email);
    for (const language of LANGUAGES) {
      const html = await (await open(link, { 'accept-language': language })).text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`>${MAILED_LINK_TEXTS[language].signIn.button}</button>`);
    }
  });
});

describe('a mailed confirmation link', async () => {
  const confirming = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  const confirmingOrigin = confirming.config.publicUrl;

  it('confirms the address and signs in only on the button, never on the navigation', async () => {
    const email = 'confirm-me@example.org';
    const signUpAnswer = await confirming.app.request(
      '/api/auth/sign-up/email',
      {
        method: 'POST',
        headers: { origin: confirmingOrigin, 'content-type': 'application/json', cookie: 'i18next=de' },
        body: JSON.stringify({ email, password: 'sleepy-owl-42', name: email, callbackURL: '/' }),
      },
      fromAddress('10.42.0.1'),
    );
    expect(signUpAnswer.status).toBe(200);
    await confirming.auth.mailSent();
    const link = new URL(confirming.mailbox.lastTo(email)?.link ?? 'http://missing');
    expect(link.pathname).toBe('/api/auth/verify-email');
    const page = await confirming.app.request(`${link.pathname}${link.search}`, {
      headers: { 'sec-fetch-site': 'cross-site', cookie: 'i18next=de' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    const html = await page.text();
    expect(html).toContain('co•••@example.org');
    expect(html).toContain(`>${MAILED_LINK_TEXTS.de.confirmEmail.button}</button>`);
    // Nor when another site lengthens a field past what the page takes.
    for (const field of ['callbackURL', 'errorCallbackURL']) {
      const reshaped = new URL(link);
      reshaped.searchParams.set(field, `/${'a'.repeat(3000)}`);
      const navigated = await confirming.app.request(`${reshaped.pathname}${reshaped.search}`, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(cookieOf(navigated), field).not.toMatch(/session_token=[^;]/);
      expect(navigated.headers.get('location'), field).toBe(
        `${confirmingOrigin}/login?link=expired&error=INVALID_TOKEN`,
      );
    }
    const [before] = await confirming.db.select().from(user).where(eq(user.email, email));
    expect(before?.emailVerified).toBe(false);

    const { answer } = await confirmMailedLink(confirming.app, link.href, {
      origin: confirmingOrigin,
      address: '10.42.0.2',
    });
    expect(answer.status).toBe(303);
    const session = await confirming.app.request('/api/auth/get-session', { headers: { cookie: cookieOf(answer) } });
    expect(((await session.json()) as { user: { email: string; emailVerified: boolean } }).user).toMatchObject({
      email,
      emailVerified: true,
    });
  });
});

describe('the masked address', () => {
  it('keeps the domain and a few first letters, more for a longer name', () => {
    expect(maskEmail('a@example.org')).toBe('a•••@example.org');
    expect(maskEmail('anna@example.org')).toBe('a•••@example.org');
    expect(maskEmail('bedtime.parent@example.org')).toBe('bed•••@example.org');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
