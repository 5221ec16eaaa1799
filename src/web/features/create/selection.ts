import { useSyncExternalStore } from 'react';
import { LIMITS } from '../../../shared/domain.ts';
import type { ActivityMode } from './activity-mode.ts';

/** What the parent has chosen so far (spec §3 selection state); kept in local storage so a reload loses nothing. */
export type Selection = {
  characterId: string | null;
  activityIds: string[];
  customDescription: string;
  /** The typed rows of reflection mode (3 at first, at most 5, at least 1). */
  customActivities: string[];
};

const KEY = 'storySelection';
const EMPTY: Selection = {
  characterId: null,
  activityIds: [],
  customDescription: '',
  customActivities: Array.from({ length: LIMITS.initialActivityRows }, () => ''),
};

let cached: Selection | undefined;
const listeners = new Set<() => void>();

function read(): Selection {
  if (cached) return cached;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Selection> | null;
    cached = { ...EMPTY, ...stored };
    if (!Array.isArray(cached.customActivities) || cached.customActivities.length === 0) {
      cached.customActivities = EMPTY.customActivities;
    }
  } catch {
    cached = EMPTY;
  }
  return cached;
}

function write(next: Selection): void {
  cached = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Without storage the selection lasts for this page.
  }
  for (const listener of listeners) listener();
}

export function updateSelection(change: (current: Selection) => Selection): void {
  write(change(read()));
}

/** Start over (spec §2): every selection is cleared. */
export function clearSelection(): void {
  write({ ...EMPTY, customActivities: [...EMPTY.customActivities] });
}

export function useSelection(): Selection {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => EMPTY,
  );
}

/**
 * Spec §5: a story needs a character and some content, counted in the fields the mode sends: typed rows in reflection
 * mode, picked activities or the description in carousel mode (the others stay kept but are not sent).
 */
export function hasStoryContent(selection: Selection, mode: ActivityMode): boolean {
  if (selection.characterId === null) return false;
  return briefContent(selection, mode) !== null;
}

/** The content part of the brief the mode sends, or null when there is none. */
export function briefContent(
  selection: Selection,
  mode: ActivityMode,
): { activityIds: string[]; customDescription?: string; customActivities: string[] } | null {
  if (mode === 'reflection') {
    const typed = selection.customActivities.map((row) => row.trim()).filter(Boolean);
    return typed.length > 0 ? { activityIds: [], customActivities: typed } : null;
  }
  const description = selection.customDescription.trim();
  if (selection.activityIds.length === 0 && description === '') return null;
  return {
    activityIds: selection.activityIds,
    ...(description ? { customDescription: description } : {}),
    customActivities: [],
  };
}

/** Spec §4: an activity can be selected only while fewer than 5 are. */
export function toggleActivity(selection: Selection, id: string): Selection | 'full' {
  if (selection.activityIds.includes(id)) {
    return { ...selection, activityIds: selection.activityIds.filter((existing) => existing !== id) };
  }
  if (selection.activityIds.length >= LIMITS.activitiesPerStory) return 'full';
  return { ...selection, activityIds: [...selection.activityIds, id] };
}
