import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths the single-page app must never answer: the API and media give real 404s. */
export function isServerOnlyPath(pathname: string): boolean {
  return /^\/(api|media)(\/|$)/.test(pathname);
}

/**
 * Serves the built React app from `distDir`: hashed assets are immutable, everything else revalidates, and any
 * client route (a path without a file extension) gets index.html.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  // The build writes .br and .gz copies (vite.config.ts); a browser that accepts them gets the smaller one.
  const serveFile = serveStatic<AppEnv>({ root: distDir, precompressed: true });

  app.use('*', async (c, next) => {
    if (isServerOnlyPath(c.req.path) || !existsSync(distDir)) return next();
    let isFile = true;
    const response = await serveFile(c, async () => {
      isFile = false;
      await next();
    });
    if (isFile && response) {
      response.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    }
    return response;
  });

  app.get('*', async (c, next) => {
    if (isServerOnlyPath(c.req.path) || path.extname(c.req.path) !== '') return next();
    if (!existsSync(indexFile)) {
      return c.text('The web app has not been built yet: run `npm run build` (npm start does this for you).', 503);
    }
    c.header('Cache-Control', REVALIDATE);
    return c.html(await fs.readFile(indexFile, 'utf8'));
  });
}
