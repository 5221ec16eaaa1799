import type { CatalogItem, SavedActivity } from './catalog.ts';
import type { CreateLayout } from './create-layout.ts';
import type { Family } from './family.ts';
import type { Language } from './languages.ts';
import type { PublicConfig } from './public-config.ts';
import type { StorySummary } from './stories.ts';

/** The signed-in parent as `GET /api/auth/get-session` gives it to the web app (the fields the app reads). */
export type FirstScreenSession = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  session: { id: string; expiresAt: string };
};

/**
 * What the server puts in the page it serves, where it knows what the first screen would otherwise ask for right
 * after the page loads: for a signed-in parent's `/portfolio` the session and what `GET /api/stories` and
 * `GET /api/me/family` answer (with two children or more the portfolio shows whose story each is); for the create
 * screen at `/` the family and what `GET /api/characters` answers, with `GET /api/saved-activities` (typed rows) or
 * `GET /api/activities` (the carousel) as the screen will show; for the sign-in pages whether anyone is signed in
 * (`null`: nobody) and what `GET /api/config` answers.
 */
export type FirstScreenData = {
  session: FirstScreenSession | null;
  stories?: StorySummary[];
  family?: Family;
  config?: PublicConfig;
  characters?: CatalogItem[];
  activities?: CatalogItem[];
  savedActivities?: SavedActivity[];
  /** Present when the server also rendered the first screen into the page (decision 023): what it rendered it with. */
  rendered?: FirstScreenRendering;
};

/** What a server-rendered first screen was drawn with; the app takes it over only when it would start the same. */
export type FirstScreenRendering = {
  language: Language;
  /** The zone the portfolio's dates were written in (the parent's saved one). */
  timeZone?: string;
  isSplashShown: boolean;
  /** The create screen's layout as the device's cookies gave it (`/` only); the app hydrates from the same. */
  createLayout?: CreateLayout;
};

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/**
 * What the server hands the app's server entry (src/web/server-render.tsx) to render one request's first screen;
 * the entry answers the markup of `#root`.
 */
export type FirstScreenRenderInput = {
  /** The address as the browser has it, path and query (a screen may read its query, as the sign-in page does). */
  location: string;
  data: FirstScreenData;
  rendering: FirstScreenRendering;
  /** The `common` translations of the page's language and of English (the fallback), as the app would fetch them. */
  translations: Partial<Record<Language, Record<string, unknown>>>;
};

export type FirstScreenRenderer = (input: FirstScreenRenderInput) => Promise<string>;
