import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { FirstScreenRenderer } from '../shared/first-screen.ts';
import { familyRoutes } from './account/family-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { accessGateGuard, accessGateRoutes } from './auth/access-gate.ts';
import { attemptLimiter } from './auth/attempt-limit.ts';
import type { Auth } from './auth/auth.ts';
import { mailedLinkRoutes } from './auth/mailed-link.ts';
import { nativeSignInRoutes } from './auth/native-sign-in.ts';
import { authRoutes } from './auth/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError, toAppError } from './errors.ts';
import type { AppEnv } from './http/app-env.ts';
import { firstScreenLoader } from './http/first-screen.ts';
import { originCheck } from './http/origin-check.ts';
import { requestLogging } from './http/request-logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountWebApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import type { MediaHealth } from './media/media-health.ts';
import type { MediaStore } from './media/media-store.ts';
import { mediaRoutes } from './media/routes.ts';
import type { ProviderHealth } from './providers/health.ts';
import { type StoryRouteDeps, storyRoutes } from './stories/routes.ts';
import { systemRoutes } from './system-routes.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  logger: Logger;
  /** The configured providers' health (issue 16.8); none reported when absent. */
  providerHealth?: ProviderHealth | undefined;
  /** The media store's health for `/api/health`; reported as ok when absent. */
  mediaHealth?: MediaHealth | undefined;
  media: MediaStore;
  auth: Auth;
  authSecret: string;
  stories: StoryRouteDeps;
  /** Renders the first screen into the page; by default the one `vite build` writes (decision 023). */
  renderFirstScreen?: FirstScreenRenderer | undefined;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', requestId({ headerName: 'X-Request-Id', limitLength: 64 }));
  app.use('*', requestLogging(deps.logger));
  app.use('*', securityHeaders({ isHttps: deps.config.isHttps }));
  app.use('/api/*', limitBodies(deps.config.maxBodyBytes));
  app.use('/api/*', async (c, next) => {
    await next();
    // On the answer's own headers: `c.header()` after the handler would rebuild the answer around a stream of its body.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // The native wrapper's web view has its own origin; only it may call the API across origins, and fetch stored
  // pictures (to keep stories offline on the device).
  const nativeAppCors = nativeAppCorsHeaders(deps.config.nativeAppOrigins);
  app.use('/api/*', nativeAppCors);
  app.use('/media/*', nativeAppCors);
  // The app's own routes refuse a state-changing request from another origin; Better Auth checks its own (and its
  // Google callback may be posted by Google).
  const sameOrigin = originCheck({ publicUrl: deps.config.publicUrl, nativeAppOrigins: deps.config.nativeAppOrigins });
  app.use('/api/*', async (c, next) => (c.req.path.startsWith('/api/auth/') ? next() : sameOrigin(c, next)));

  // A parent who signs out or deletes their account leaves nothing in this browser's HTTP cache (pictures included)
  // for the next person on a shared device; the client clears its own library and caches too.
  const clearBrowserCache = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.ok) c.header('Clear-Site-Data', '"cache"');
  });
  app.post('/api/auth/sign-out', clearBrowserCache);
  app.delete('/api/account', clearBrowserCache);

  const gate = {
    accessCode: deps.config.accessCode,
    secret: deps.authSecret,
    nativeAppOrigins: deps.config.nativeAppOrigins,
  };
  // A mailed link's page and its button come before Better Auth, which would sign in on the link's GET alone.
  app.route(
    '/api/auth',
    mailedLinkRoutes(deps.auth, { publicUrl: deps.config.publicUrl, trustProxy: deps.config.trustProxy }),
  );
  app.route(
    '/api/auth',
    authRoutes(deps.auth, {
      trustProxy: deps.config.trustProxy,
      nativeAppOrigins: deps.config.nativeAppOrigins,
      beforeSignIn: accessGateGuard(gate),
    }),
  );
  app.route(
    '/',
    nativeSignInRoutes(deps.auth, {
      googleSignIn: deps.config.google !== undefined,
      isHttps: deps.config.isHttps,
    }),
  );
  app.route(
    '/api/access-gate',
    accessGateRoutes({
      ...gate,
      isHttps: deps.config.isHttps,
      limitAttempts: attemptLimiter({
        db: deps.db,
        name: 'access-gate',
        trustProxy: deps.config.trustProxy,
        perMinute: deps.config.authRateLimit,
      }),
    }),
  );
  app.route('/api', systemRoutes(deps));
  app.route(
    '/api',
    accountRoutes({
      ...deps,
      limitDeleteAttempts: attemptLimiter({
        db: deps.db,
        name: 'account-delete',
        trustProxy: deps.config.trustProxy,
        perMinute: deps.config.authRateLimit,
      }),
    }),
  );
  app.route('/api', familyRoutes(deps));
  app.route('/api', storyRoutes(deps.stories));
  app.route('/api', catalogRoutes(deps.stories));
  app.route('/media', mediaRoutes(deps.media));
  mountWebApp(app, deps.config.webDistDir, {
    firstScreen: firstScreenLoader(deps),
    renderer: deps.renderFirstScreen,
    logger: deps.logger,
  });

  app.notFound((c) => {
    const error = new AppError('notFound', 404);
    return c.json({ error: { code: error.code, message: error.message } }, 404);
  });

  app.onError((thrown, c) => {
    const error = toAppError(thrown);
    const log = c.get('log') ?? deps.logger;
    if (error.status >= 500) log.error({ err: thrown, code: error.code }, 'request failed');
    else log.debug({ code: error.code }, 'request refused');
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
    return c.json(
      {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.words ? { words: error.words } : {}),
        },
      },
      error.status,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Hono's body limit for every request that may carry a body. It reads `c.req.raw.body`, which makes the Node adapter
 * build a whole WHATWG Request (its headers, an AbortController) from its light one; a GET or HEAD has no body the
 * app reads, so only its declared length is checked (a chunked one is read as before).
 */
function limitBodies(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payloadTooLarge', 413);
    },
  });
  return (c, next) => {
    const isBodiless = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!isBodiless || c.req.header('transfer-encoding') !== undefined) return limit(c, next);
    if (Number(c.req.header('content-length') ?? 0) > maxSize) throw new AppError('payloadTooLarge', 413);
    return next();
  };
}

/**
 * CORS for the native app's web view. Hono's middleware answers the preflight; for every other request the headers
 * are set on the answer itself once the handler has made it. (Hono's touches the answer before the handler and adds
 * `Vary` with `c.header()` after it, and each makes the Node adapter rebuild the answer around a stream of its body:
 * about a third more of the server's CPU per API request.)
 */
function nativeAppCorsHeaders(origins: readonly string[]): MiddlewareHandler {
  const allowed = (origin: string | undefined) => (origin !== undefined && origins.includes(origin) ? origin : null);
  const exposed = ['set-auth-token'];
  const preflight = cors({
    origin: (origin) => allowed(origin),
    credentials: true,
    allowHeaders: ['Content-Type', 'Authorization'],
    exposeHeaders: exposed,
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'OPTIONS' && origin !== undefined) return preflight(c, next);
    await next();
    const headers = c.res.headers;
    const allowedOrigin = allowed(origin);
    if (allowedOrigin) {
      headers.set('Access-Control-Allow-Origin', allowedOrigin);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.set('Access-Control-Expose-Headers', exposed.join(','));
    }
    headers.append('Vary', 'Origin');
  };
}
