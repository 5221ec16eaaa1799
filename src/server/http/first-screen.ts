import { eq } from 'drizzle-orm';
import {
  CREATE_MODE_COOKIE,
  CREATE_SELECTION_COOKIE,
  type CreateLayout,
  createLayoutOf,
} from '../../shared/create-layout.ts';
import { EMPTY_FAMILY } from '../../shared/family.ts';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData, type FirstScreenSession } from '../../shared/first-screen.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages.ts';
import type { Auth } from '../auth/auth.ts';
import { listCatalog } from '../catalog/catalog-repository.ts';
import { recentActivities } from '../catalog/saved-activities.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { userSettings } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { listStories } from '../stories/stories-repository.ts';
import { publicConfigOf } from '../system-routes.ts';

export type FirstScreen = {
  data: FirstScreenData;
  /** The interface language the browser most likely starts in (its own first choice we speak). */
  language: Language;
  /** Headers the session lookup wants sent (a refreshed session cookie). */
  setCookies: string[];
  /** The parent's saved time zone, in which the portfolio's dates are written when the server renders them. */
  timeZone?: string;
  /** The create screen's layout, from the device's cookies (`/` only). */
  createLayout?: CreateLayout;
};

/** Answers undefined for a visitor, a route that needs nothing, or when the lookup fails. */
export type FirstScreenLoader = (request: Request, pathname: string) => Promise<FirstScreen | undefined>;

/** The routes whose first screen the server fills in; every other route loads as before. */
const PORTFOLIO = '/portfolio';
const CREATE = '/';

/**
 * Saves the portfolio's chain page -> script -> session -> stories -> first picture on a slow phone, and the sign-in
 * pages' chain page -> script -> session -> config -> form. Only a request that carries a cookie is looked up: a
 * visitor's sign-in page says at once that nobody is signed in, and a visitor's portfolio is the plain page. A failed
 * lookup leaves the page as it was and the app asks the API itself, where the error shows as usual.
 */
export function firstScreenLoader(deps: {
  auth: Auth;
  db: Database;
  logger: Logger;
  config: Config;
}): FirstScreenLoader {
  const config = publicConfigOf(deps.config);
  return async (request, pathname) => {
    const isSignInPage = isVisitorRoute(pathname);
    if (pathname !== PORTFOLIO && pathname !== CREATE && !isSignInPage) return undefined;
    const language = pageLanguage(request);
    const signedOut = (setCookies: string[]): FirstScreen | undefined =>
      isSignInPage ? { data: { session: null, config }, language, setCookies } : undefined;
    if (!request.headers.has('cookie')) return signedOut([]);
    try {
      // returnHeaders: a session near its refresh age gets a new cookie, as the get-session call it replaces would
      // (and an ended one has its cookie cleared).
      const { headers, response: found } = await deps.auth.api.getSession({
        headers: request.headers,
        returnHeaders: true,
      });
      if (!found) return signedOut(headers.getSetCookie());
      const { id, email, name, emailVerified } = found.user;
      const session: FirstScreenSession = {
        user: { id, email, name, emailVerified },
        session: { id: found.session.id, expiresAt: new Date(found.session.expiresAt).toISOString() },
      };
      if (isSignInPage) return { data: { session, config }, language, setCookies: headers.getSetCookie() };
      const settingsRead = deps.db
        .select({ timeZone: userSettings.timeZone, family: userSettings.family })
        .from(userSettings)
        .where(eq(userSettings.userId, id))
        .then((rows) => rows[0]);
      if (pathname === CREATE) {
        // The create screen as the device will show it: its mode decides whether the recent typed activities or the
        // activity carousel is on it (the other is asked for when the parent switches).
        const createLayout = createLayoutOf(
          cookieValue(request, CREATE_MODE_COOKIE),
          cookieValue(request, CREATE_SELECTION_COOKIE),
        );
        const [characters, shown, settings] = await Promise.all([
          listCatalog(deps.db, 'character', id),
          createLayout.mode === 'reflection'
            ? recentActivities(deps.db, id).then((savedActivities) => ({ savedActivities }))
            : listCatalog(deps.db, 'activity', id).then((activities) => ({ activities })),
          settingsRead,
        ]);
        const family = settings?.family ?? EMPTY_FAMILY;
        const data: FirstScreenData = { session, family, characters, ...shown };
        return { data, language, setCookies: headers.getSetCookie(), createLayout };
      }
      const [stories, settings] = await Promise.all([listStories(deps.db, id), settingsRead]);
      // The family too: with two children or more the portfolio shows whose story each card is, and a screen drawn
      // without it would move when the app asked for it after the take-over.
      const data: FirstScreenData = { session, stories, family: settings?.family ?? EMPTY_FAMILY };
      return { data, language, setCookies: headers.getSetCookie(), timeZone: settings?.timeZone ?? 'UTC' };
    } catch (error) {
      deps.logger.warn({ err: error }, 'first screen data could not be read; the page loads without it');
      return undefined;
    }
  };
}

/**
 * The app starts in the language it last used on the device, else the browser's: the browser's first language the
 * app speaks is the best guess the server has.
 */
export function likelyLanguage(acceptLanguage: string | null): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]?.toLowerCase(), quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((choice) => choice.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  return ranked.map((choice) => choice.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** JSON that is safe inside `<script type="application/json">`: no `</script>`, no comment or HTML markup. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** How many of the first pictures are asked for from the page itself (the first row on a wide screen). */
const PRELOADED_PICTURES = 3;

/** The routes a visitor opens first, whose screens the page announces to everyone (no lookup needed). */
const VISITOR_ROUTES: ReadonlySet<string> = new Set(['/login', '/signup']);

export function isVisitorRoute(pathname: string): boolean {
  return VISITOR_ROUTES.has(pathname);
}

/** The cookie in which the app keeps its interface language beside local storage (web: app/i18n-plugins.ts). */
const LANGUAGE_COOKIE = 'i18next';
/** Set by the app once it has shown its splash in this browser session (web: app/splash.tsx). */
const SPLASH_SHOWN_COOKIE = 'splashShown';

/** A cookie's value from the request, or undefined. */
function cookieValue(request: Request, name: string): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const found = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return found === undefined ? undefined : safeDecode(found);
}

/** Whether the app will show its splash over the first screen: once per browser session (spec §2). */
export function willShowSplash(request: Request): boolean {
  return cookieValue(request, SPLASH_SHOWN_COOKIE) !== '1';
}

/**
 * The language the app will start in, as far as the server can tell: the one the app last saved on this device
 * (its cookie mirrors local storage), else the browser's first choice the app speaks.
 */
export function pageLanguage(request: Request): Language {
  const language = cookieValue(request, LANGUAGE_COOKIE);
  return isLanguage(language) ? language : likelyLanguage(request.headers.get('accept-language'));
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The page with the data in a JSON block the app reads at start (no inline script: the CSP allows none), and the
 * route's own script chunks and first pictures announced in the head, so the phone fetches them beside the first
 * scripts instead of after them. Without data (a sign-in page whose lookup failed) only the scripts and
 * translations are announced.
 */
export function withFirstScreen(
  html: string,
  data: FirstScreenData | undefined,
  routeChunks: readonly string[] = [],
  language?: Language,
  rendered?: string,
): string {
  // The translations the first render waits for, fetched as the app's own fetch() does (same-origin, no cookie).
  const translations = language
    ? [`<link rel="preload" as="fetch" crossorigin href="/locales/${language}/common.json">`]
    : [];
  // crossorigin as on the page's own module script, so the preloaded module is the one the app imports. A page with
  // its screen rendered in it paints without them: the first pictures then have the phone's bandwidth to
  // themselves, and the app asks for the route's screens as soon as its first script runs (decision 023).
  const scripts = (rendered === undefined ? routeChunks : [])
    .filter((url) => url.startsWith('/assets/') && url.endsWith('.js'))
    .map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`);
  const pictures = (data?.stories ?? [])
    .slice(0, PRELOADED_PICTURES)
    .map((story) => story.firstSceneThumbnailUrl)
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/media/'))
    .map((url, index) => {
      const priority = index === 0 ? ' fetchpriority="high"' : '';
      return `<link rel="preload" as="image" href="${escapeAttribute(url)}"${priority}>`;
    });
  const block = data
    ? [`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForHtml(data)}</script>`]
    : [];
  const head = [...pictures, ...translations, ...scripts, ...block].join('');
  const at = html.indexOf('</head>');
  const page = at === -1 ? `${head}${html}` : `${html.slice(0, at)}${head}${html.slice(at)}`;
  return rendered === undefined || language === undefined ? page : withRenderedRoot(page, rendered, language);
}

/** Where index.html's boot splash stands inside `#root`, which a server-rendered first screen takes instead. */
const ROOT_CONTENT = /<!--first-screen-->[\s\S]*?<!--\/first-screen-->/;

/** The page with `#root` holding the rendered first screen, in the language it was rendered in. */
function withRenderedRoot(page: string, rendered: string, language: Language): string {
  if (!ROOT_CONTENT.test(page)) return page;
  return page.replace(ROOT_CONTENT, () => rendered).replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/** Whether the page carries a rendered first screen (the boot splash's markers are gone from it). */
export function hasRenderedRoot(page: string): boolean {
  return !ROOT_CONTENT.test(page);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
