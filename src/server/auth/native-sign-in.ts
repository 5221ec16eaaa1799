import { createHash, randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  NATIVE_GOOGLE_SIGN_IN_PATH,
  NATIVE_HANDOFF_PATH,
  NATIVE_LINK_SIGN_IN_PATH,
  NATIVE_REDEEM_PATH,
  nativeLink,
} from '../../shared/native-app.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import type { Auth } from './auth.ts';
import { nativePage } from './native-pages.ts';
import { languageOfRequest } from './request-language.ts';

/** A proof key of RFC 7636: the SHA-256 of the app's secret verifier, base64url without padding. */
const Challenge = z.string().regex(/^[\w-]{43}$/);
const RedeemSchema = z.strictObject({ code: z.string().min(1).max(200), verifier: z.string().min(43).max(128) });

/** How long a hand-off code lives; Better Auth's one-time tokens are made with the same lifetime (auth.ts). */
export const HANDOFF_CODE_MINUTES = 3;
/** How long a started sign-in waits for the browser to come back (Google's screens, reading a mail). */
const STATE_MINUTES = 15;
/** The browser's half of a started sign-in: a random state, stored hashed beside the app's challenge. */
export const NATIVE_STATE_COOKIE = 'bedtime_native_state';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const challengeKey = (code: string) => `native-sign-in:${sha256(code)}`;
const stateKey = (state: string) => `native-state:${sha256(state)}`;
const appCallback = (params: Record<string, string>) =>
  `${nativeLink('/auth/callback')}?${new URLSearchParams(params)}`;

/**
 * Whether a navigation was started by another site (a link or form on someone else's page). The app opens the system
 * browser itself (`none`), and the app's own pages are `same-origin`; a browser too old to say passes, as it did.
 */
const isFromAnotherSite = (c: Context) => {
  const site = c.req.header('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
};

/**
 * The native app's sign-ins that need a browser (spec §9 deep links). Google and a mailed link finish in the system
 * browser, which then holds the new session in a cookie. The hand-off moves that session into the app without the
 * session ever being in a URL, the way RFC 8252 asks of native apps:
 *
 * 1. The app makes a secret verifier, keeps it, and starts the sign-in with its SHA-256 (`challenge`) by opening the
 *    system browser at a start route (Google's, or the mailed link's after asking for the link). The start binds the
 *    challenge to that browser: a random state in a short-lived cookie, stored hashed beside the challenge. A start
 *    that another site's page navigated to binds nothing.
 * 2. The browser comes back to the hand-off, which shows a one-tap "Open Bedtime Stories" page. Only the tap (a
 *    same-origin form post) makes a one-time code for the browser's session, and only when the browser holds the
 *    state of this very challenge (used once). The session's cookie is taken away from the browser, and the browser
 *    opens `app.bedtimestories://auth/callback?code=…`.
 * 3. The app redeems the code together with its verifier. Another app that registered the same link scheme and caught
 *    the code has no verifier, so the code is worth nothing to it; Better Auth's own redeem route is closed (routes.ts).
 *
 * So a link someone else built (`/api/native/handoff?challenge=<theirs>`), or a sign-in link they requested with
 * their challenge and the parent clicked, ends without a code: this browser never started their challenge
 * (docs/decisions/016-sign-in-hand-off-and-abuse-bounds.md).
 */
export function nativeSignInRoutes(auth: Auth, options: { googleSignIn: boolean; isHttps: boolean }) {
  /** Step 1: this browser now holds the state of the app's challenge. */
  const bindChallenge = async (c: Context, challenge: string) => {
    const state = randomBytes(32).toString('base64url');
    const context = await auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: stateKey(state),
      value: challenge,
      expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
    });
    setCookie(c, NATIVE_STATE_COOKIE, state, {
      path: '/api/native',
      httpOnly: true,
      sameSite: 'Lax',
      secure: options.isHttps,
      maxAge: STATE_MINUTES * 60,
    });
  };
  /** Whether this browser started the sign-in of this challenge; `consume` spends the state. */
  const startedHere = async (c: Context, challenge: string, consume: boolean) => {
    const state = getCookie(c, NATIVE_STATE_COOKIE);
    if (!state || !/^[\w-]{43}$/.test(state)) return false;
    const context = await auth.$context;
    const noted = consume
      ? await context.internalAdapter.consumeVerificationValue(stateKey(state))
      : await context.internalAdapter.findVerificationValue(stateKey(state));
    return noted !== null && noted !== undefined && noted.expiresAt > new Date() && noted.value === challenge;
  };
  const page = (c: Context, html: string) => {
    // Its form may lead on to the app's link (security-headers.ts), and it cannot be framed.
    c.header('Cache-Control', 'no-store');
    return c.html(html);
  };

  return new Hono<AppEnv>()
    .get(NATIVE_GOOGLE_SIGN_IN_PATH, async (c) => {
      if (!options.googleSignIn) return c.redirect(appCallback({ error: 'google_off' }));
      const challenge = Challenge.safeParse(c.req.query('challenge'));
      if (!challenge.success || isFromAnotherSite(c)) return c.redirect(appCallback({ error: 'google' }));
      const { headers, response } = await auth.api.signInSocial({
        body: {
          provider: 'google',
          callbackURL: `${NATIVE_HANDOFF_PATH}?${new URLSearchParams({ challenge: challenge.data })}`,
          errorCallbackURL: `${NATIVE_HANDOFF_PATH}?error=google`,
        },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      if (!response.url) return c.redirect(appCallback({ error: 'google' }));
      await bindChallenge(c, challenge.data);
      // Google's state lives in a cookie of this browser; it must travel with the redirect.
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.redirect(response.url);
    })
    .get(NATIVE_LINK_SIGN_IN_PATH, async (c) => {
      const challenge = Challenge.safeParse(c.req.query('challenge'));
      if (!challenge.success || isFromAnotherSite(c)) return c.redirect(appCallback({ error: 'link' }));
      await bindChallenge(c, challenge.data);
      return page(c, nativePage('linkSent', languageOfRequest(c.req.raw)));
    })
    .get(NATIVE_HANDOFF_PATH, async (c) => {
      const failure = c.req.query('error');
      if (failure !== undefined) {
        // An account with two-factor sign-in on signs in inside the app, with password and code (two-factor-guard.ts).
        const error = failure === 'google' || failure === 'two_factor' ? failure : 'link';
        return c.redirect(appCallback({ error }));
      }
      const challenge = Challenge.safeParse(c.req.query('challenge'));
      // Without a challenge this is not the app's sign-in (a link followed by hand): the browser keeps its session.
      if (!challenge.success) return c.redirect(appCallback({ error: 'link' }));
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session || !(await startedHere(c, challenge.data, false))) return c.redirect(appCallback({ error: 'link' }));
      // No code yet, whoever navigated here: the parent's tap on this page asks for it.
      return page(
        c,
        nativePage('handoff', languageOfRequest(c.req.raw), { action: NATIVE_HANDOFF_PATH, challenge: challenge.data }),
      );
    })
    .post(NATIVE_HANDOFF_PATH, async (c) => {
      // The app-wide origin check already refused a post from another origin; a browser's own word is checked too.
      if (isFromAnotherSite(c)) throw new AppError('foreignOrigin', 403);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const challenge = Challenge.safeParse(form.challenge);
      if (!challenge.success || !(await startedHere(c, challenge.data, true))) {
        return c.redirect(appCallback({ error: 'link' }), 303);
      }
      deleteCookie(c, NATIVE_STATE_COOKIE, { path: '/api/native', secure: options.isHttps });
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return c.redirect(appCallback({ error: 'link' }), 303);
      const { token: code } = await auth.api.generateOneTimeToken({ headers: c.req.raw.headers });
      const context = await auth.$context;
      await context.internalAdapter.createVerificationValue({
        identifier: challengeKey(code),
        value: challenge.data,
        expiresAt: new Date(Date.now() + HANDOFF_CODE_MINUTES * 60_000),
      });
      // The session now belongs to whoever redeems the code: the app. The browser keeps nothing of it.
      for (const cookie of [context.authCookies.sessionToken, context.authCookies.sessionData]) {
        deleteCookie(c, cookie.name, { ...cookie.attributes, path: cookie.attributes.path ?? '/' });
      }
      return c.redirect(appCallback({ code }), 303);
    })
    .post(NATIVE_REDEEM_PATH, async (c) => {
      const { code, verifier } = await jsonBody(c, RedeemSchema);
      const context = await auth.$context;
      const noted = await context.internalAdapter.consumeVerificationValue(challengeKey(code));
      const proven =
        noted !== null && noted !== undefined && noted.expiresAt > new Date() && noted.value === sha256(verifier);
      // A wrong verifier spends the code too: whoever caught it gets one guess, and the parent signs in again.
      const { headers, response } = await auth.api
        .verifyOneTimeToken({ body: { token: code }, returnHeaders: true })
        .catch(() => ({ headers: undefined, response: undefined }));
      if (!proven || !response || !headers) throw new AppError('invalidInput', 400);
      const token = headers.get('set-auth-token');
      if (!token) throw new AppError('internal', 500);
      c.header('set-auth-token', token);
      return c.json({ user: { id: response.user.id, email: response.user.email, name: response.user.name } });
    });
}
