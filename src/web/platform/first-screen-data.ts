import type { CatalogItem, SavedActivity } from '../../shared/catalog.ts';
import type { Family } from '../../shared/family.ts';
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  type FirstScreenRendering,
  type FirstScreenSession,
} from '../../shared/first-screen.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import type { StorySummary } from '../../shared/stories.ts';

let data: FirstScreenData | undefined;
let isRead = false;
let areStoriesTaken = false;
/** The create screen's lists already given to their queries (each once: a later load asks the server). */
const takenLists = new Set<CreateScreenList>();

type CreateScreenList = 'characters' | 'activities' | 'savedActivities';

function isFirstScreenData(value: unknown): value is FirstScreenData {
  const candidate = value as {
    session?: { user?: { id?: unknown } } | null;
    stories?: unknown;
    config?: { languages?: unknown } | null;
  } | null;
  return (
    (candidate?.session === null || typeof candidate?.session?.user?.id === 'string') &&
    (candidate.stories === undefined || Array.isArray(candidate.stories)) &&
    (candidate.config === undefined || Array.isArray(candidate.config?.languages))
  );
}

/**
 * What the server put in the page (server: http/first-screen.ts), read once. A page served by the service worker
 * or to a visitor has none, and the app asks the API as usual.
 */
function firstScreenData(): FirstScreenData | undefined {
  if (isRead) return data;
  isRead = true;
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    data = isFirstScreenData(parsed) ? parsed : undefined;
  } catch {
    data = undefined;
  }
  // The parent's data stays in the app's memory only, not in the document for anything else to read.
  element.remove();
  return data;
}

/** The signed-in parent the page was served to, `null` when the server said nobody is, undefined when it did not say. */
export function firstScreenSession(): FirstScreenSession | null | undefined {
  return firstScreenData()?.session;
}

/** What the server rendered the page's first screen with, when it rendered it (decision 023). */
export function firstScreenRendering(): FirstScreenRendering | undefined {
  return firstScreenData()?.rendered;
}

/** What `GET /api/config` would answer, if the page came with it. */
export function firstScreenConfig(): PublicConfig | undefined {
  return firstScreenData()?.config;
}

/** The portfolio the page came with, if it came with one for this parent and it has not been used yet. */
export function peekFirstScreenStories(userId: string): StorySummary[] | undefined {
  const first = firstScreenData();
  if (areStoriesTaken || !first?.session || first.session.user.id !== userId) return undefined;
  return first.stories;
}

/** As peekFirstScreenStories, once: every later load of the portfolio asks the server. */
export function takeFirstScreenStories(userId: string): StorySummary[] | undefined {
  const stories = peekFirstScreenStories(userId);
  if (stories) areStoriesTaken = true;
  return stories;
}

/**
 * The family the page came with for this parent (`GET /api/me/family`'s answer, saved through its schema), if it
 * came with one. Only its shape is checked: the schema's library stays out of the first screen's scripts.
 */
export function firstScreenFamily(userId: string): Family | undefined {
  const first = firstScreenData();
  if (!first?.session || first.session.user.id !== userId) return undefined;
  const family = first.family as Partial<Record<keyof Family, unknown>> | undefined;
  const isFamily = Array.isArray(family?.children) && Array.isArray(family?.grownUps) && Array.isArray(family?.pets);
  return isFamily ? first.family : undefined;
}

/**
 * One of the create screen's lists the page came with for this parent (what `GET /api/characters`,
 * `/api/activities` or `/api/saved-activities` answers), once: the server rendered `/` from it (decision 023).
 */
export function takeFirstScreenList(list: 'characters' | 'activities', userId: string): CatalogItem[] | undefined;
export function takeFirstScreenList(list: 'savedActivities', userId: string): SavedActivity[] | undefined;
export function takeFirstScreenList(
  list: CreateScreenList,
  userId: string,
): CatalogItem[] | SavedActivity[] | undefined {
  const first = firstScreenData();
  if (takenLists.has(list) || !first?.session || first.session.user.id !== userId) return undefined;
  const found = first[list];
  if (!Array.isArray(found)) return undefined;
  takenLists.add(list);
  return found;
}

/** Tests: forgets what was read, so the next read looks at the document again. */
export function resetFirstScreenDataForTests(): void {
  data = undefined;
  isRead = false;
  areStoriesTaken = false;
  takenLists.clear();
}
