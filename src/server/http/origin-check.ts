import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { AppEnv } from './app-env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request to the app's own routes must come from the app: the web app's origin or the native
 * app's. Browsers send `Origin` with every such request, forms included, so a page on another origin (another port of
 * the same site too) cannot make a signed-in parent's browser post, put or delete here; before, only the need for a
 * JSON body or a DELETE kept them out, and the body-less redraw was open to a plain form.
 *
 * A request with a bearer token and no cookie passes whatever its origin: no browser adds that header on its own, so
 * whoever sends it holds the credential already. A request with neither cookie nor bearer, and no `Origin`, is no
 * browser's and carries no one's session (a script, a health probe): it passes to be refused or served as anyone's.
 */
export function originCheck(options: {
  publicUrl: string;
  nativeAppOrigins: readonly string[];
}): MiddlewareHandler<AppEnv> {
  const allowed = new Set([new URL(options.publicUrl).origin, ...options.nativeAppOrigins]);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return next();
    const hasCookie = (c.req.header('cookie') ?? '').trim() !== '';
    const hasBearer = /^Bearer\s+\S/i.test(c.req.header('authorization') ?? '');
    if (hasBearer && !hasCookie) return next();
    const site = c.req.header('sec-fetch-site');
    if (origin === undefined && !hasCookie && site !== 'cross-site' && site !== 'same-site') return next();
    throw new AppError('foreignOrigin', 403);
  };
}
