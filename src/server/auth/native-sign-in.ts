import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  NATIVE_GOOGLE_SIGN_IN_PATH,
  NATIVE_HANDOFF_PATH,
  NATIVE_REDEEM_PATH,
  nativeLink,
} from '../../shared/native-app.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import type { Auth } from './auth.ts';

/** A proof key of RFC 7636: the SHA-256 of the app's secret verifier, base64url without padding. */
const Challenge = z.string().regex(/^[\w-]{43}$/);
const RedeemSchema = z.strictObject({ code: z.string().min(1).max(200), verifier: z.string().min(43).max(128) });

/** How long a hand-off code lives; Better Auth's one-time tokens are made with the same lifetime (auth.ts). */
export const HANDOFF_CODE_MINUTES = 3;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const challengeKey = (code: string) => `native-sign-in:${sha256(code)}`;
const appCallback = (params: Record<string, string>) =>
  `${nativeLink('/auth/callback')}?${new URLSearchParams(params)}`;

/**
 * The native app's sign-ins that need a browser (spec §9 deep links). Google and a mailed link finish in the system
 * browser, which then holds the new session in a cookie. The hand-off moves that session into the app without the
 * session ever being in a URL, the way RFC 8252 asks of native apps:
 *
 * 1. The app makes a secret verifier, keeps it, and starts the sign-in with its SHA-256 (`challenge`).
 * 2. The hand-off gets a one-time code from Better Auth for the browser's session (single use, stored hashed, valid
 *    for 3 minutes), notes the challenge beside it, takes the session's cookie away from the browser, and opens
 *    `app.bedtimestories://auth/callback?code=…`.
 * 3. The app redeems the code together with its verifier. Another app that registered the same link scheme and caught
 *    the code has no verifier, so the code is worth nothing to it; Better Auth's own redeem route is closed (routes.ts).
 */
export function nativeSignInRoutes(auth: Auth, options: { googleSignIn: boolean }) {
  return new Hono<AppEnv>()
    .get(NATIVE_GOOGLE_SIGN_IN_PATH, async (c) => {
      if (!options.googleSignIn) return c.redirect(appCallback({ error: 'google_off' }));
      const challenge = Challenge.safeParse(c.req.query('challenge'));
      if (!challenge.success) return c.redirect(appCallback({ error: 'google' }));
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
      // Google's state lives in a cookie of this browser; it must travel with the redirect.
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.redirect(response.url);
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
      if (!session) return c.redirect(appCallback({ error: 'link' }));
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
      return c.redirect(appCallback({ code }));
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
