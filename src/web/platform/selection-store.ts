import { useMemo, useSyncExternalStore } from 'react';
import { CREATE_SELECTION_COOKIE, type CreateLayout, selectionCookieValue } from '../../shared/create-layout.ts';
import { LIMITS } from '../../shared/domain.ts';
import type { Moments } from '../../shared/family.ts';
import { keepLayoutCookie, useServedCreateLayout } from './create-layout.ts';

/**
 * What the parent has chosen so far (spec §3 selection state); kept in local storage so a reload loses nothing. The
 * creation steps edit it; Start over on the story page and forgetting a parent's data clear it.
 */
export type Selection = {
  characterId: string | null;
  activityIds: string[];
  customDescription: string;
  /** The typed rows of reflection mode (3 at first, at most 5, at least 1). */
  customActivities: string[];
  /** Whose story it is (the family's children); empty: the family's first child. */
  childIds: string[];
  /** Tonight's moments, tapped on the create screen. */
  moments: Moments;
};

const SELECTION_STORAGE_KEY = 'storySelection';
/** The story job `/story` follows, so a reload reattaches to it. */
export const CURRENT_JOB_KEY = 'currentStoryJob';

const EMPTY: Selection = {
  characterId: null,
  activityIds: [],
  customDescription: '',
  customActivities: Array.from({ length: LIMITS.initialActivityRows }, () => ''),
  childIds: [],
  moments: { with: [], friends: [] },
};

let cached: Selection | undefined;
const listeners = new Set<() => void>();

/** The selection now, outside React. */
export function currentSelection(): Selection {
  if (cached) return cached;
  try {
    const stored = JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? 'null') as Partial<Selection> | null;
    cached = { ...EMPTY, ...stored };
    if (!Array.isArray(cached.customActivities) || cached.customActivities.length === 0) {
      cached.customActivities = EMPTY.customActivities;
    }
    // A selection kept before the moments existed, or an odd one, starts them afresh.
    if (!Array.isArray(cached.childIds)) cached.childIds = EMPTY.childIds;
    if (!Array.isArray(cached.moments?.with) || !Array.isArray(cached.moments?.friends)) cached.moments = EMPTY.moments;
  } catch {
    cached = EMPTY;
  }
  // A device from before the cookie gets it at once, so its next `/` is drawn as it will show.
  keepLayout(cached);
  return cached;
}

/** What the create screen's layout needs of the selection, where the server reads it: never the words themselves. */
function keepLayout(selection: Selection): void {
  keepLayoutCookie(
    CREATE_SELECTION_COOKIE,
    selectionCookieValue({
      rows: selection.customActivities.length,
      characterId: selection.characterId,
      hasTypedRows: selection.customActivities.some((row) => row.trim() !== ''),
      hasPicks: selection.activityIds.length > 0,
      hasDescription: selection.customDescription.trim() !== '',
    }),
  );
}

function write(next: Selection | null): void {
  cached = next ?? undefined;
  keepLayout(next ?? EMPTY);
  try {
    if (next) localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(SELECTION_STORAGE_KEY);
  } catch {
    // Without storage the selection lasts for this page.
  }
  for (const listener of listeners) listener();
}

export function updateSelection(change: (current: Selection) => Selection): void {
  write(change(currentSelection()));
}

/** Every selection is cleared, in memory and on the device. */
export function clearSelection(): void {
  write(null);
}

/**
 * The idempotency key of a story start, one per brief: a double tap, or a new tap after a start whose answer never
 * came (the parent went Back from the story page's error view), makes one story (spec: duplicate window). Kept here,
 * not in the creation page, which the error view replaces.
 */
let pendingStart: { brief: string; key: string } | null = null;

export function startKeyFor(brief: string): string {
  if (pendingStart?.brief !== brief) pendingStart = { brief, key: crypto.randomUUID() };
  return pendingStart.key;
}

/** The story started: the next one, even with the same brief, is a new story. */
export function forgetStartKey(): void {
  pendingStart = null;
}

/** Start over (spec §2): every selection is cleared and no story job is followed any more; the caller opens `/`. */
export function startOver(): void {
  clearSelection();
  forgetStartKey();
  try {
    sessionStorage.removeItem(CURRENT_JOB_KEY);
  } catch {
    // Storage is unavailable: nothing was kept.
  }
}

/** The empty selection with the layout the server drew `/` with (decision 023): its rows and its character. */
function servedSelection(layout: CreateLayout | undefined): Selection {
  if (!layout) return EMPTY;
  return {
    ...EMPTY,
    characterId: layout.characterId,
    customActivities: Array.from({ length: layout.rows }, () => ''),
  };
}

export function useSelection(): Selection {
  const served = useServedCreateLayout();
  const serverSnapshot = useMemo(() => servedSelection(served), [served]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentSelection,
    () => serverSnapshot,
  );
}
