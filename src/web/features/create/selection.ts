import { LIMITS } from '../../../shared/domain.ts';
import type { Selection } from '../../platform/selection-store.ts';
import type { ActivityMode } from './activity-mode.ts';

/**
 * Spec §5: a story needs a character and some content, counted in the fields the mode sends: typed rows in reflection
 * mode, picked activities or the description in carousel mode (the others stay kept but are not sent).
 */
export function hasStoryContent(selection: Selection, mode: ActivityMode): boolean {
  if (selection.characterId === null) return false;
  return briefContent(selection, mode) !== null;
}

/** What a story still needs before Generate can start it, and where on the page to find it. */
export type MissingPart = {
  reason: 'character' | 'typedActivity' | 'activity';
  target: 'character-step' | 'activity-step';
};

/** Spec §5's rule as a reason a parent can act on, or null when the story can be made. */
export function missingPart(selection: Selection, mode: ActivityMode): MissingPart | null {
  if (selection.characterId === null) return { reason: 'character', target: 'character-step' };
  if (briefContent(selection, mode) === null) {
    return { reason: mode === 'reflection' ? 'typedActivity' : 'activity', target: 'activity-step' };
  }
  return null;
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
