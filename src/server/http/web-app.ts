import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { FirstScreenRenderer, FirstScreenRendering } from '../../shared/first-screen.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages.ts';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './app-env.ts';
import {
  type FirstScreen,
  type FirstScreenLoader,
  isVisitorRoute,
  pageLanguage,
  willShowSplash,
  withFirstScreen,
} from './first-screen.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page that carries a parent's own data is kept by no cache, shared or not (nor the back-forward cache). */
const PERSONAL = 'private, no-store';

/** Paths the single-page app must never answer: the API and media give real 404s. */
export function isServerOnlyPath(pathname: string): boolean {
  return /^\/(api|media)(\/|$)/.test(pathname);
}

/**
 * The page compressed for the browser: a phone on a slow network gets a third of the bytes. Brotli at a middle
 * quality costs well under a millisecond for a page this size, so it is done per request.
 */
function sendHtml(c: Context<AppEnv>, html: string, cacheControl: string, vary = 'Accept-Encoding'): Response {
  c.header('Cache-Control', cacheControl);
  c.header('Vary', vary);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const accepted = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipSync(html, { level: 6 }));
  }
  return c.body(html);
}

/**
 * The script chunks of each route's screens beyond the first screen's own, written by the build (vite.config.ts,
 * routeChunks); none when the build has no such file.
 */
async function readRouteChunks(distDir: string): Promise<Record<string, string[]>> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(path.join(distDir, 'route-chunks.json'), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((file: unknown) => typeof file === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/** Where `vite build` puts the server's entry into the app: beside the web build (vite.config.ts). */
export function serverRenderFile(distDir: string): string {
  return path.join(`${path.resolve(distDir)}-server`, 'server-render.js');
}

/** The built server entry's renderer, loaded once; undefined when there is none (the pages are served unrendered). */
function builtRenderer(distDir: string, logger?: Logger): () => Promise<FirstScreenRenderer | undefined> {
  let loading: Promise<FirstScreenRenderer | undefined> | undefined;
  return () => {
    loading ??= (async () => {
      const file = serverRenderFile(distDir);
      if (!existsSync(file)) return undefined;
      try {
        const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: FirstScreenRenderer };
        return module.renderFirstScreen;
      } catch (error) {
        logger?.warn({ err: error }, 'the first screen cannot be rendered on the server; pages load without it');
        return undefined;
      }
    })();
    return loading;
  };
}

/** The `common` translations of the web build, read once per language. */
function translationsOf(distDir: string): (language: Language) => Promise<Record<string, unknown> | undefined> {
  const read = new Map<Language, Promise<Record<string, unknown> | undefined>>();
  return (language) => {
    let found = read.get(language);
    if (!found) {
      found = fs
        .readFile(path.join(distDir, 'locales', language, 'common.json'), 'utf8')
        .then((text) => JSON.parse(text) as Record<string, unknown>)
        .catch(() => undefined);
      read.set(language, found);
    }
    return found;
  };
}

/**
 * The first screens the server renders (decision 023): a signed-in parent's portfolio and create screen, and a
 * visitor's sign-in pages. A parent who opens a sign-in page is sent on by the app, which the server leaves to it.
 */
function isRenderable(pathname: string, first: FirstScreen): boolean {
  if (isVisitorRoute(pathname)) return first.data.session === null;
  return first.data.session !== null && (first.data.stories !== undefined || first.data.characters !== undefined);
}

export type WebAppOptions = {
  firstScreen?: FirstScreenLoader | undefined;
  /** Renders the first screen; by default the one `vite build` wrote beside the web build. */
  renderer?: FirstScreenRenderer | undefined;
  logger?: Logger | undefined;
};

/**
 * Serves the built React app from `distDir`: hashed assets are immutable, everything else revalidates, and any
 * client route (a path without a file extension) gets index.html, with what the first screen needs from the server
 * already in it when `firstScreen` knows it (see first-screen.ts), and the first screen itself rendered into it.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string, options: WebAppOptions = {}): void {
  const { firstScreen, logger } = options;
  const indexFile = path.join(distDir, 'index.html');
  const renderer = options.renderer ? async () => options.renderer : builtRenderer(distDir, logger);
  const translations = translationsOf(distDir);

  /** The rendered `#root` and what it was rendered with, or undefined when it is not rendered or the render fails. */
  const render = async (pathname: string, request: Request, first: FirstScreen) => {
    if (!isRenderable(pathname, first)) return undefined;
    const renderFirstScreen = await renderer();
    if (!renderFirstScreen) return undefined;
    const rendering: FirstScreenRendering = {
      language: first.language,
      ...(first.timeZone ? { timeZone: first.timeZone } : {}),
      isSplashShown: willShowSplash(request),
      ...(first.createLayout ? { createLayout: first.createLayout } : {}),
    };
    try {
      const [own, english] = await Promise.all([translations(first.language), translations(DEFAULT_LANGUAGE)]);
      if (!own || !english) return undefined;
      const { search } = new URL(request.url);
      const markup = await renderFirstScreen({
        location: `${pathname}${search}`,
        data: first.data,
        rendering,
        translations: { [first.language]: own, en: english },
      });
      return { markup, rendering };
    } catch (error) {
      logger?.warn({ err: error, pathname }, 'the first screen could not be rendered; the page loads without it');
      return undefined;
    }
  };
  // The build writes .br and .gz copies (vite.config.ts); a browser that accepts them gets the smaller one.
  const serveFile = serveStatic<AppEnv>({ root: distDir, precompressed: true });

  app.use('*', async (c, next) => {
    if (isServerOnlyPath(c.req.path) || !existsSync(distDir)) return next();
    // Source maps are for whoever builds the app, not for its visitors.
    if (c.req.path.endsWith('.map')) return next();
    // `/` is the create screen's address, not index.html's file: the page below fills it in (decision 023).
    if (c.req.path === '/') return next();
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
    const [html, first] = await Promise.all([fs.readFile(indexFile, 'utf8'), firstScreen?.(c.req.raw, c.req.path)]);
    if (!first) {
      if (!isVisitorRoute(c.req.path)) return sendHtml(c, html, REVALIDATE);
      // The sign-in page's own scripts and its translations are fetched beside the first scripts, not after them.
      const chunks = (await readRouteChunks(distDir))[c.req.path] ?? [];
      const page = withFirstScreen(html, undefined, chunks, pageLanguage(c.req.raw));
      return sendHtml(c, page, REVALIDATE, 'Accept-Encoding, Accept-Language, Cookie');
    }
    for (const cookie of first.setCookies) c.header('Set-Cookie', cookie, { append: true });
    const [routeChunks, rendered] = await Promise.all([readRouteChunks(distDir), render(c.req.path, c.req.raw, first)]);
    const chunks = routeChunks[c.req.path] ?? [];
    const data = rendered ? { ...first.data, rendered: rendered.rendering } : first.data;
    const page = withFirstScreen(html, data, chunks, first.language, rendered?.markup);
    // A sign-in page that only says nobody is signed in is the same for every visitor; a parent's is theirs alone.
    if (first.data.session === null && first.setCookies.length === 0) {
      return sendHtml(c, page, REVALIDATE, 'Accept-Encoding, Accept-Language, Cookie');
    }
    return sendHtml(c, page, PERSONAL, 'Accept-Encoding, Cookie');
  });
}
