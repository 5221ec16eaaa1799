import type { Hono } from 'hono';
import { totpFromUri } from './totp.ts';

/** The socket address a request seems to come from (what @hono/node-server gives the app). */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } } };
}

/** The cookies a response sets, as the Cookie header a browser would send back. */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

export type TestUser = { email: string; password: string; cookie: string; id: string };

type RequestingApp = Pick<Hono, 'request'>;

/**
 * Calls the app's JSON API as a parent (or anonymously, with no user) from the web app's origin: a body makes it a
 * POST unless another method is named.
 */
export function apiCaller(app: RequestingApp, origin: string) {
  return (user: TestUser | undefined, path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
    app.request(path, {
      method,
      headers: { ...(user ? { cookie: user.cookie } : {}), origin, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/** Signs a new parent up through the real auth API and returns their session cookie. */
export async function signUp(
  app: RequestingApp,
  origin: string,
  email: string,
  options: { password?: string; address?: string; headers?: Record<string, string> } = {},
): Promise<TestUser> {
  const password = options.password ?? 'sleepy-owl-42';
  const response = await app.request(
    '/api/auth/sign-up/email',
    {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify({ email, password, name: email }),
    },
    fromAddress(options.address ?? `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`),
  );
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { email, password, cookie, id: body.user.id };
}

export async function signIn(
  app: RequestingApp,
  origin: string,
  email: string,
  password: string,
  address = '10.9.9.9',
  headers: Record<string, string> = {},
) {
  return app.request(
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password }),
    },
    fromAddress(address),
  );
}

/** Turns two-factor sign-in on for a parent (enable, then confirm with a code) and returns the authenticator's URI. */
export async function enableTwoFactor(app: RequestingApp, origin: string, user: TestUser): Promise<string> {
  const call = apiCaller(app, origin);
  const enable = await call(user, '/api/auth/two-factor/enable', { password: user.password });
  if (enable.status !== 200) throw new Error(`enabling two-factor failed: ${enable.status} ${await enable.text()}`);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const confirm = await call(user, '/api/auth/two-factor/verify-totp', { code: totpFromUri(totpURI) });
  if (confirm.status !== 200) throw new Error(`confirming two-factor failed: ${confirm.status}`);
  return totpURI;
}
