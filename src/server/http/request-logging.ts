import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';

/** Gives each request a child logger carrying its request id, and logs one line when it ends. */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    const line = {
      method: c.req.method,
      // The path is the client's text: a line quotes at most 200 characters of it.
      path: c.req.path.length > 200 ? `${c.req.path.slice(0, 200)}…` : c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (c.req.path.startsWith('/api/')) log.info(line, 'request');
    else log.debug(line, 'request');
  };
}
