import type { PublicConfig } from './public-config.ts';
import type { StorySummary } from './stories.ts';

/** The signed-in parent as `GET /api/auth/get-session` gives it to the web app (the fields the app reads). */
export type FirstScreenSession = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  session: { id: string; expiresAt: string };
};

/**
 * What the server puts in the page it serves, where it knows what the first screen would otherwise ask for right
 * after the page loads: for a signed-in parent's `/portfolio` the session and what `GET /api/stories` answers; for
 * the sign-in pages whether anyone is signed in (`null`: nobody) and what `GET /api/config` answers.
 */
export type FirstScreenData = {
  session: FirstScreenSession | null;
  stories?: StorySummary[];
  config?: PublicConfig;
};

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';
