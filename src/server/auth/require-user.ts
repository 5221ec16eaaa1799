import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';

/** Protected API routes: the signed-in parent from the session cookie (web) or bearer token (native), else 401. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const signedIn = await auth.signedIn(c.req.raw.headers);
    if (!signedIn) throw new AppError('unauthorized', 401);
    c.set('user', signedIn.user);
    c.set('sessionId', signedIn.sessionId);
    await next();
  };
}
