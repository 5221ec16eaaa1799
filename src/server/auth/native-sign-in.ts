import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { NATIVE_GOOGLE_SIGN_IN_PATH, NATIVE_HANDOFF_PATH, nativeLink } from '../../shared/native-app.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';

const appCallback = (params: Record<string, string>) =>
  `${nativeLink('/auth/callback')}?${new URLSearchParams(params)}`;

/**
 * The native app's sign-ins that need a browser (spec §9 deep links). Google and a mailed link finish in the system
 * browser, which holds the new session in a cookie. The hand-off moves that session into the app without putting
 * the session itself in a URL: it asks Better Auth for a one-time code (hashed in the database, single use, valid
 * for 3 minutes), takes the session's cookie away from the browser, and opens `app.bedtimestories://auth/callback`
 * with the code. The app trades the code for its bearer token at `POST /api/auth/one-time-token/verify`.
 */
export function nativeSignInRoutes(auth: Auth, options: { googleSignIn: boolean }) {
  return new Hono<AppEnv>()
    .get(NATIVE_GOOGLE_SIGN_IN_PATH, async (c) => {
      if (!options.googleSignIn) return c.redirect(appCallback({ error: 'google_off' }));
      const { headers, response } = await auth.api.signInSocial({
        body: {
          provider: 'google',
          callbackURL: NATIVE_HANDOFF_PATH,
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
      if (failure !== undefined) return c.redirect(appCallback({ error: failure === 'google' ? 'google' : 'link' }));
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return c.redirect(appCallback({ error: 'link' }));
      const { token } = await auth.api.generateOneTimeToken({ headers: c.req.raw.headers });
      // The session now belongs to whoever redeems the code: the app. The browser keeps nothing of it.
      const context = await auth.$context;
      for (const cookie of [context.authCookies.sessionToken, context.authCookies.sessionData]) {
        deleteCookie(c, cookie.name, { ...cookie.attributes, path: cookie.attributes.path ?? '/' });
      }
      return c.redirect(appCallback({ code: token }));
    });
}
