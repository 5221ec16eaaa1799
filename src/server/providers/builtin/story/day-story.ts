import type { ChildPronoun } from '../../../../shared/account.ts';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { DayFacts, StoryMemory, WrittenStory } from '../../types.ts';
import { itemOf } from './variety-measures.ts';
import { writeBuiltinStory } from './write.ts';

/** A family of one child, Zuri, a toddler called `she`: the child's own day, with the chosen character at her side. */
export const ZURI_ALONE: DayFacts = {
  children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
  people: [],
  pets: [],
};

/**
 * The built-in story of a day a parent wrote, as the language tests tell one: catalog character `character` (an
 * index), the picked catalog activities by id, the typed ones, the child `Zuri` as `she` (or as `pronoun`), and the
 * family's facts of the day when the test gives them.
 */
export function storyOfDay(
  language: Language,
  description: string | undefined,
  {
    seed,
    activities = [],
    typed = [],
    character = 0,
    recent,
    facts,
    pronoun = 'she',
  }: {
    seed: string;
    activities?: readonly string[];
    typed?: readonly string[];
    character?: number;
    recent?: StoryMemory[];
    facts?: DayFacts;
    pronoun?: ChildPronoun;
  },
): WrittenStory {
  const hero = DEFAULT_CHARACTERS[character];
  if (!hero) throw new Error(`no character ${character}`);
  return writeBuiltinStory({
    language,
    character: itemOf(hero, language),
    activities: activities.map((id) => {
      const picked = DEFAULT_ACTIVITIES.find((one) => one.id === id);
      if (!picked) throw new Error(`no activity ${id}`);
      return itemOf(picked, language);
    }),
    customDescription: description,
    customActivities: [...typed],
    childPlaceholder: 'Zuri',
    childPronoun: pronoun,
    seed,
    recent,
    facts,
  });
}

/** The text of that story's scenes. */
export const textOfDay = (...args: Parameters<typeof storyOfDay>) =>
  storyOfDay(...args)
    .scenes.map((scene) => scene.text)
    .join(' ');

/**
 * The context one line of a pack is said in, for tests of single lines: the hero `h`, the child `c`, who helps, whom
 * the trouble is about, and whether the line opens its scene.
 */
export const lineContext = <X>(
  h: unknown,
  c: unknown,
  helper: unknown,
  about: unknown,
  first: boolean,
  part: 'morning' | 'afternoon' | 'evening' = 'afternoon',
): X => ({ h, c, p: undefined, helper, t: undefined, first, part, about }) as X;
