import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';

/** Protected API routes: the signed-in parent from the session cookie (web) or bearer token (native), else 401. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthorized', 401);
    c.set('user', {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      emailVerified: session.user.emailVerified,
    });
    c.set('sessionId', session.session.id);
    await next();
  };
}
