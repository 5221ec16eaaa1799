import type { Language } from '../../../../shared/languages.ts';
import {
  EVENTS,
  type EventId,
  MISHAPS,
  type MishapId,
  PEOPLE,
  type PersonId,
  PLACES,
  type PlaceId,
  type Recognised,
  THINGS,
  type ThingId,
} from './concepts.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import { zh } from './zh.ts';

/**
 * The words of one language for each concept. A pattern is lower case and matches a whole word (`duck`), the start
 * of a word when it ends in `*` (`duck*` finds `ducklings`), the end of a word when it starts with `*` (`*hase` finds
 * `Osterhase`: German and Dutch compounds end in the word they are), or anywhere inside a word when it does both
 * (`*enten*` finds `Entenfüttern`); patterns with spaces match those words in a row. Chinese has no spaces: its
 * patterns match anywhere.
 */
export type Lexicon = {
  people: Partial<Record<PersonId, readonly string[]>>;
  places: Partial<Record<PlaceId, readonly string[]>>;
  things: Partial<Record<ThingId, readonly string[]>>;
  mishaps: Partial<Record<MishapId, readonly string[]>>;
  events: Partial<Record<EventId, readonly string[]>>;
  /** Words that carry no content of their own (articles, `we`, `today`, `went`): text made only of these is not unknown. */
  filler: readonly string[];
};

export const LEXICONS: Record<Language, Lexicon> = { en, nl, de, fr, es, pt, zh };

/** Lower-case words of a text (letters, digits and inner apostrophes or hyphens). */
export function wordsOf(text: string, language: Language): string[] {
  return text.toLocaleLowerCase(language).match(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu) ?? [];
}

/** The positions in `words` where `pattern` matches (see `Lexicon`). */
function matchAt(words: string[], pattern: string): number[] {
  const parts = pattern.split(' ');
  const found: number[] = [];
  for (let start = 0; start + parts.length <= words.length; start += 1) {
    const ok = parts.every((part, offset) => {
      const word = words[start + offset] ?? '';
      if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return word.includes(part.slice(1, -1));
      if (part.endsWith('*')) return word.startsWith(part.slice(0, -1));
      if (part.startsWith('*') && part.length > 1) return word.endsWith(part.slice(1));
      return word === part;
    });
    if (ok) for (let offset = 0; offset < parts.length; offset += 1) found.push(start + offset);
  }
  return found;
}

/** Reads a text with a concept table: the ids whose patterns occur, in the order of the table. */
export function findConcepts<Id extends string>(
  text: string,
  language: Language,
  table: Partial<Record<Id, readonly string[]>>,
  order: readonly Id[],
): Id[] {
  return findWithCoverage(text, language, table, order).ids;
}

function findWithCoverage<Id extends string>(
  text: string,
  language: Language,
  table: Partial<Record<Id, readonly string[]>>,
  order: readonly Id[],
): { ids: Id[]; covered: Set<number> } {
  const covered = new Set<number>();
  const ids: Id[] = [];
  if (language === 'zh') {
    const lower = text.toLocaleLowerCase('zh');
    for (const id of order) {
      for (const pattern of table[id] ?? []) {
        let from = lower.indexOf(pattern);
        if (from < 0) continue;
        if (!ids.includes(id)) ids.push(id);
        while (from >= 0) {
          for (let index = from; index < from + pattern.length; index += 1) covered.add(index);
          from = lower.indexOf(pattern, from + 1);
        }
      }
    }
    return { ids, covered };
  }
  const words = wordsOf(text, language);
  const matches: Array<{ id: Id; positions: Set<number> }> = [];
  for (const id of order) {
    for (const pattern of table[id] ?? []) {
      const positions = matchAt(words, pattern);
      if (positions.length === 0) continue;
      const entry = matches.find((match) => match.id === id);
      if (entry) for (const position of positions) entry.positions.add(position);
      else matches.push({ id, positions: new Set(positions) });
      for (const position of positions) covered.add(position);
    }
  }
  // A longer phrase claims its words: `parque infantil` is the playground, not also the park.
  const within = (inner: Set<number>, outer: Set<number>) =>
    inner.size < outer.size && [...inner].every((position) => outer.has(position));
  for (const match of matches) {
    if (!matches.some((other) => other.id !== match.id && within(match.positions, other.positions))) ids.push(match.id);
  }
  return { ids, covered };
}

const MISHAP_IDS = Object.keys(MISHAPS) as MishapId[];

/**
 * What the parent's words say: the people, places, things, mishaps and events the lexicon knows, and whether
 * anything else was said (which the story then tells without quoting it).
 */
export function readText(texts: readonly string[], language: Language): Recognised {
  const lexicon = LEXICONS[language];
  const result: Recognised = { people: [], places: [], things: [], mishaps: [], events: [], hasUnknown: false };
  const add = <Id extends string>(into: Id[], ids: Id[]) => {
    for (const id of ids) if (!into.includes(id)) into.push(id);
  };
  for (const text of texts) {
    if (text.trim() === '') continue;
    const covered = new Set<number>();
    const take = <Id extends string>(
      into: Id[],
      table: Partial<Record<Id, readonly string[]>>,
      order: readonly Id[],
    ) => {
      const found = findWithCoverage(text, language, table, order);
      add(into, found.ids);
      for (const index of found.covered) covered.add(index);
    };
    take(result.people, lexicon.people, PEOPLE);
    take(result.places, lexicon.places, PLACES);
    take(result.things, lexicon.things, THINGS);
    take(result.mishaps, lexicon.mishaps, MISHAP_IDS);
    take(result.events, lexicon.events, EVENTS);
    if (!result.hasUnknown) result.hasUnknown = hasUncovered(text, language, covered, lexicon.filler);
  }
  return result;
}

/** Whether a text says more than its recognised words and filler: a content word the lexicon did not know. */
function hasUncovered(text: string, language: Language, covered: Set<number>, filler: readonly string[]): boolean {
  if (language === 'zh') {
    const chars = [...text.toLocaleLowerCase('zh')];
    let rest = '';
    let offset = 0;
    for (const char of chars) {
      rest += covered.has(offset) ? ' ' : char;
      offset += char.length;
    }
    for (const word of [...filler].sort((a, b) => b.length - a.length)) rest = rest.split(word).join(' ');
    return /[\p{L}\p{N}]/u.test(rest);
  }
  const words = wordsOf(text, language);
  return words.some((word, index) => !covered.has(index) && !filler.includes(word) && word.length > 2);
}
