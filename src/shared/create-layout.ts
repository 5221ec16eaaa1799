import { LIMITS } from './domain.ts';

/**
 * The device-only facts that change the create screen's layout (decision 023): the activity mode (typed rows or the
 * carousel, a preference on the device), how many typed rows the half-made selection has, which character it has
 * chosen, and whether it has the activities Generate needs. The web app keeps them in two cookies beside local storage whenever they change, so the server draws
 * `/` as the app will start. Only these facts: never the typed words, which stay on the device.
 */
export type CreateLayout = {
  mode: 'reflection' | 'carousel';
  /** The typed rows of reflection mode (1 to 5). */
  rows: number;
  characterId: string | null;
  /** Whether a typed row has words, activities are picked, a description is written: what Generate still needs. */
  hasTypedRows: boolean;
  hasPicks: boolean;
  hasDescription: boolean;
};

/** `r` (typed rows) or `c` (carousel); written by the web app's preferences (platform/preferences.ts). */
export const CREATE_MODE_COOKIE = 'createMode';
/**
 * `<rows><flags>.<characterId>` (flags: `t` typed words, `a` picked activities, `d` a description); written by the
 * web app's selection store (platform/selection-store.ts).
 */
export const CREATE_SELECTION_COOKIE = 'createSelection';

/** A fresh device: reflection mode on (spec §9), three empty rows, no character. */
export const DEFAULT_CREATE_LAYOUT: CreateLayout = {
  mode: 'reflection',
  rows: LIMITS.initialActivityRows,
  characterId: null,
  hasTypedRows: false,
  hasPicks: false,
  hasDescription: false,
};

/** Catalog and custom item ids (`character-fox`, `character-custom-<uuid>`); anything else is not kept. */
const ITEM_ID = /^[A-Za-z0-9_-]{1,120}$/;

export function modeCookieValue(isReflection: boolean): string {
  return isReflection ? 'r' : 'c';
}

export function selectionCookieValue(layout: Omit<CreateLayout, 'mode'>): string {
  const count = Math.min(Math.max(Math.trunc(layout.rows), 1), LIMITS.activitiesPerStory);
  const flags = `${layout.hasTypedRows ? 't' : ''}${layout.hasPicks ? 'a' : ''}${layout.hasDescription ? 'd' : ''}`;
  const { characterId } = layout;
  return characterId !== null && ITEM_ID.test(characterId) ? `${count}${flags}.${characterId}` : `${count}${flags}`;
}

const SELECTION_VALUE = /^([1-9])(t?)(a?)(d?)(?:\.(.+))?$/s;

/** The layout the cookies describe; a missing or odd cookie counts as a fresh device's. */
export function createLayoutOf(mode: string | undefined, selection: string | undefined): CreateLayout {
  const shownMode: CreateLayout['mode'] = mode === 'c' ? 'carousel' : 'reflection';
  const found = SELECTION_VALUE.exec(selection ?? '');
  const count = Number(found?.[1]);
  if (!found || count > LIMITS.activitiesPerStory) return { ...DEFAULT_CREATE_LAYOUT, mode: shownMode };
  const characterId = found[5] ?? '';
  return {
    mode: shownMode,
    rows: count,
    characterId: ITEM_ID.test(characterId) ? characterId : null,
    hasTypedRows: found[2] === 't',
    hasPicks: found[3] === 'a',
    hasDescription: found[4] === 'd',
  };
}
