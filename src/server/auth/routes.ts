import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';
import { clientAddress } from './client-address.ts';

/** Better Auth under /api/auth (sign-up, sign-in, sessions, reset, magic link, two-factor, Google). */
export function authRoutes(
  auth: Auth,
  options: {
    trustProxy: boolean;
    /** The native app's web view origins: only they get the session's bearer token (`set-auth-token`). */
    nativeAppOrigins: readonly string[];
    beforeSignIn?: (c: Context) => Promise<void>;
  },
) {
  return new Hono<AppEnv & { Bindings: HttpBindings }>().on(['GET', 'POST'], '/*', async (c) => {
    // One-time codes are made and redeemed only through the native app's hand-off, which adds a proof key.
    if (c.req.path.startsWith('/api/auth/one-time-token/')) throw new AppError('notFound', 404);
    // Better Auth's own error page links to its vendor: a failed step lands on the app's login page instead.
    if (c.req.method === 'GET' && c.req.path === '/api/auth/error') {
      const code = /^[A-Za-z_]{1,64}$/.exec(c.req.query('error') ?? '')?.[0];
      return c.redirect(code ? `/login?${new URLSearchParams({ error: code })}` : '/login');
    }
    if (c.req.method === 'POST' && /\/(sign-in|sign-up)\//.test(c.req.path)) await options.beforeSignIn?.(c);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-client-ip');
    const address = clientAddress(c, options.trustProxy);
    if (address) headers.set('x-client-ip', address);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    // Better Auth's bearer plugin puts the session's token on every answer that sets a session cookie. A web page's
    // scripts could read it and carry the HttpOnly session away, so only the native app, which needs it, gets it.
    const origin = c.req.header('origin');
    if (!response.headers.has('set-auth-token') || (origin && options.nativeAppOrigins.includes(origin))) {
      return response;
    }
    const trimmed = new Response(response.body, response);
    trimmed.headers.delete('set-auth-token');
    return trimmed;
  });
}
