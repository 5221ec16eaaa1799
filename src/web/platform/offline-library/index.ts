import type { Story, StorySummary } from '../../../shared/stories.ts';
import { ApiError } from '../http.ts';
import { isNativePlatform } from '../native.ts';
import type { OfflineStore } from '../offline-store.ts';
import { clearSelection } from '../selection-store.ts';

/**
 * The offline library (spec §1): what a signed-in parent has opened, and in the background their whole portfolio,
 * kept on this device so it opens with no network. Loaded on demand: nothing of it is in the first screen's bundle.
 */
let chosen: Promise<OfflineStore> | undefined;

export function offlineStore(): Promise<OfflineStore> {
  chosen ??= isNativePlatform()
    ? import('../native/offline-store.ts').then((native) => native.createNativeOfflineStore())
    : import('./web-store.ts').then((web) => web.createWebOfflineStore());
  return chosen;
}

/** Lets a test use its own store. */
export function useOfflineStoreForTests(store: OfflineStore | undefined): void {
  chosen = store ? Promise.resolve(store) : undefined;
}

/** True when the request failed because the server could not be reached (as opposed to a refusal). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'networkError';
}

/**
 * The last signed-in parent, so the library opens offline. Only what the top bar shows (id, email, name) is kept,
 * never a token; it goes with everything else on sign-out.
 */
const REMEMBERED = 'offlineSession';

export function rememberUser<T extends { user: { id: string } }>(session: T): void {
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify(session));
  } catch {
    // Without storage the library simply does not open offline.
  }
}

export function rememberedUser<T extends { user: { id: string } }>(): T | null {
  try {
    const kept = JSON.parse(localStorage.getItem(REMEMBERED) ?? 'null') as T | null;
    return typeof kept?.user?.id === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/** The family's last answer (names of the children, grown-ups and pets), kept by `useFamily`. */
export const KEPT_FAMILY_KEY = 'offlineFamily';

/** Keys of spec §3 that hold a parent's own choices about their child; they go when the parent signs out. */
const PERSONAL_KEYS = [REMEMBERED, KEPT_FAMILY_KEY];

let background: { userId: string; cancelled: boolean } | undefined;

/**
 * Forgets everything this device holds of any parent: the library, its pictures, the remembered sign-in and the
 * half-made selection (sign-out, a 401, account deletion), so the next person on a shared device sees none of it.
 */
export function forgetOfflineData(): Promise<void> {
  // Sign-out, a 401 and deletion can ask at the same moment: they share one clearing.
  forgetting ??= forgetNow().finally(() => {
    forgetting = undefined;
  });
  return forgetting;
}

let forgetting: Promise<void> | undefined;

async function forgetNow(): Promise<void> {
  if (background) background.cancelled = true;
  background = undefined;
  clearSelection();
  for (const key of PERSONAL_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing was stored.
    }
  }
  await (await offlineStore()).clear();
}

/** Keeps the portfolio list, and returns the kept one when the server cannot be reached. */
export async function portfolioWithFallback(
  userId: string | undefined,
  load: () => Promise<StorySummary[]>,
): Promise<StorySummary[]> {
  try {
    const stories = await load();
    if (userId) void offlineStore().then((store) => store.putSummaries(userId, stories));
    return stories;
  } catch (error) {
    if (!userId || !isUnreachable(error)) throw error;
    const kept = await (await offlineStore()).getSummaries(userId);
    if (!kept) throw error;
    return kept;
  }
}

/** Keeps a story the parent opened, and returns the kept one when the server cannot be reached. */
export async function storyWithFallback(
  userId: string | undefined,
  storyId: string,
  load: () => Promise<Story>,
): Promise<Story> {
  try {
    const story = await load();
    if (userId) void keepStory(userId, story);
    return story;
  } catch (error) {
    if (!userId || !isUnreachable(error)) throw error;
    const kept = await (await offlineStore()).getStory(userId, storyId);
    if (!kept) throw error;
    return kept;
  }
}

/**
 * How many times each story's pictures have started to change on this page. A keep remembers the count it started
 * with and stops once it moves on: a redraw removes the picture it replaces, so fetching the old one would only fail.
 */
const pictureChanges = new Map<string, number>();

/** Called before a story's pictures change (a redraw): a keep of it still running stops fetching its pictures. */
export function storyPicturesChanging(storyId: string): void {
  pictureChanges.set(storyId, (pictureChanges.get(storyId) ?? 0) + 1);
}

function stillCurrent(storyId: string): () => boolean {
  const seen = pictureChanges.get(storyId) ?? 0;
  return () => (pictureChanges.get(storyId) ?? 0) === seen;
}

export async function keepStory(userId: string, story: Story): Promise<void> {
  const isCurrent = stillCurrent(story.id);
  await (await offlineStore()).putStory(userId, story, isCurrent).catch(() => undefined);
}

export async function forgetStory(userId: string, storyId: string): Promise<void> {
  // A background pass holds the portfolio as it was, the deleted story in it: it stops, and the next list starts anew.
  if (background?.userId === userId) background.cancelled = true;
  await (await offlineStore()).removeStory(userId, storyId).catch(() => undefined);
}

/** How long the portfolio waits before keeping stories in the background, so the first screen loads first. */
export const BACKGROUND_DELAY_MS = 3000;

/**
 * Keeps every story of the portfolio that is not kept yet, one at a time, after the page has settled. Stops when
 * the network goes, when the parent signs out, or when another pass starts. Skipped when the parent asked the
 * browser to save data.
 */
export function keepPortfolioInBackground(
  userId: string,
  stories: StorySummary[],
  load: (storyId: string) => Promise<Story>,
  delayMs = BACKGROUND_DELAY_MS,
): Promise<number> {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) {
    return Promise.resolve(0);
  }
  if (background) background.cancelled = true;
  const pass = { userId, cancelled: false };
  background = pass;
  return (async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const store = await offlineStore();
    let kept = 0;
    for (const summary of stories) {
      if (pass.cancelled) break;
      if (await store.hasStory(userId, summary.id)) continue;
      // (Nor asked for once the pass stopped while it looked: a story deleted meanwhile would only answer 404.)
      if (pass.cancelled) break;
      try {
        const isCurrent = stillCurrent(summary.id);
        const story = await load(summary.id);
        // A sign-out while the story was loading must not be followed by keeping it.
        if (pass.cancelled) break;
        await store.putStory(userId, story, isCurrent);
        kept += 1;
      } catch {
        break;
      }
    }
    if (background === pass) background = undefined;
    return kept;
  })();
}
