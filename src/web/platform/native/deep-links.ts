import { App } from '@capacitor/app';

/**
 * Where a link leads, and how it signs in: `token` is a session token to keep as it is, `code` a one-time code the
 * server trades for one (the hand-off of a sign-in that finished in the system browser).
 */
export type DeepLinkRoute = { path: string; token?: string; code?: string };

const SIGN_IN_CALLBACK = '/auth/callback';
const PASSWORD_RESET_PATHS = new Set([
  '/reset-password',
  '/update-password',
  '/auth/reset-password',
  '/auth/update-password',
]);
/** Better Auth's own reset link (`/api/auth/reset-password/{token}`) when it opens the app as an app link. */
const SERVER_RESET_LINK = /^\/api\/auth\/reset-password\/([^/]+)$/;

/**
 * Where a link that opened the app leads (spec §9): the sign-in callback becomes a session and goes home, the
 * password-reset link goes to `/update-password` with its token, any other link opens the same path in the app.
 * Works for the custom scheme (`app.bedtimestories://auth/callback?token=…`, where the URL's host is the first path
 * segment) and for https app links. Null for something that is not a URL.
 */
export function routeForDeepLink(url: string): DeepLinkRoute | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const isWebLink = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  const rawPath = isWebLink ? parsed.pathname : `/${parsed.host}${parsed.pathname}`;
  // Collapsed slashes keep `//host` from ever reading as another origin.
  const path = `/${rawPath.split('/').filter(Boolean).join('/')}`;
  // Tokens of an implicit flow arrive in the fragment, those of a code flow in the query.
  const params = new URLSearchParams(parsed.hash.replace(/^#/, ''));
  for (const [key, value] of parsed.searchParams) params.set(key, value);

  const resetToken = SERVER_RESET_LINK.exec(path)?.[1];
  if (resetToken) return { path: `/update-password?${new URLSearchParams({ token: resetToken })}` };
  const isRecovery = path === SIGN_IN_CALLBACK && params.get('type') === 'recovery';
  if (PASSWORD_RESET_PATHS.has(path) || isRecovery) {
    const token = params.get('token') ?? params.get('access_token');
    return { path: token ? `/update-password?${new URLSearchParams({ token })}` : '/update-password' };
  }
  if (path === SIGN_IN_CALLBACK) {
    const error = params.get('error');
    if (error !== null)
      return {
        path:
          error === 'google' || error === 'google_off'
            ? '/login?google=failed'
            : error === 'link'
              ? '/login?link=expired'
              : // An account with two-factor sign-in signs in inside the app, with its password and code.
                error === 'two_factor'
                ? '/login?twoFactor=password'
                : '/login',
      };
    const token = params.get('token') ?? params.get('access_token') ?? params.get('session_token');
    if (token) return { path: '/', token };
    const code = params.get('code');
    return code ? { path: '/', code } : { path: '/' };
  }
  return { path: `${path}${parsed.search}` };
}

/**
 * Follows every link that opens the app, including the one it was started with (the plugin keeps that event until
 * a listener is added).
 */
export function listenForDeepLinks(follow: (route: DeepLinkRoute) => void | Promise<void>): () => void {
  const handle = App.addListener('appUrlOpen', (event) => {
    const route = routeForDeepLink(event.url);
    if (route) void follow(route);
  });
  return () => void handle.then((registered) => registered.remove());
}
