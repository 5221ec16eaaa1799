// Family evenings written by native-level readers (`readers/<language>.json`): a family as a parent keeps it in
// Settings, whose story it is, tonight's moments as tapped, and what the parent typed. `familyBriefOf` makes the brief
// the server makes of them: every name a placeholder of the family's name guard, the facts from the same code.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../src/server/catalog/catalog-data.ts';
import type { CatalogSeed } from '../../src/server/catalog/catalog-types.ts';
import { itemOf } from '../../src/server/providers/builtin/story/variety-measures.ts';
import type { StoryBrief } from '../../src/server/providers/types.ts';
import { dayFacts } from '../../src/server/stories/generation/day-facts.ts';
import {
  CHILD_PLACEHOLDER,
  familyNameGuard,
  type NameGuard,
  storyChildrenOf,
} from '../../src/server/stories/generation/family-names.ts';
import { FamilySchema, type MomentsInput, MomentsSchema } from '../../src/shared/family.ts';
import type { Language } from '../../src/shared/languages.ts';

/** One evening as its reader wrote it: members by name (the ids are made from them), moments by name too. */
export type FamilyDay = {
  id: string;
  children: { name: string; pronoun: 'she' | 'he' | null; age?: string }[];
  grownUps?: { name: string; kind: string }[];
  pets?: { name: string; kind: string; word?: string }[];
  /** Whose story it is, by name. */
  storyFor: string[];
  /** Who was there, by name. */
  with?: string[];
  friends?: string[];
  firstTime?: { kind: string; word?: string };
  feeling?: string;
  hard?: { kind: string; word?: string; pet?: string };
  weather?: string;
  celebration?: string;
  description?: string;
  typed?: string[];
  activities?: string[];
  character?: string;
};

const HERE = path.dirname(new URL(import.meta.url).pathname);

export function loadFamilyDays(language: Language): FamilyDay[] {
  return JSON.parse(readFileSync(path.join(HERE, 'readers', `${language}.json`), 'utf8')) as FamilyDay[];
}

/** A member's id, the same for the same name in the same day. */
const idOf = (day: FamilyDay, name: string) => {
  const hash = createHash('sha256').update(`${day.id}:${name}`).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
};

/** The brief the server writes from the evening, and the guard that puts the names back. */
export function familyBriefOf(
  day: FamilyDay,
  language: Language,
  seed: string,
): { brief: StoryBrief; guard: NameGuard } {
  const family = FamilySchema.parse({
    children: day.children.map((one) => ({
      id: idOf(day, one.name),
      name: one.name,
      pronoun: one.pronoun,
      age: one.age ?? 'toddler',
    })),
    grownUps: (day.grownUps ?? []).map((one) => ({ id: idOf(day, one.name), name: one.name, kind: one.kind })),
    pets: (day.pets ?? []).map((one) => ({ id: idOf(day, one.name), name: one.name, kind: one.kind, word: one.word })),
  });
  const childIds = day.storyFor.map((name) => idOf(day, name));
  const moments = MomentsSchema.parse({
    with: (day.with ?? []).map((name) => idOf(day, name)),
    friends: day.friends ?? [],
    firstTime: day.firstTime,
    feeling: day.feeling,
    hard: day.hard && {
      kind: day.hard.kind,
      word: day.hard.word,
      petId: day.hard.pet === undefined ? undefined : idOf(day, day.hard.pet),
    },
    weather: day.weather,
    celebration: day.celebration,
  } as MomentsInput);
  const guard = familyNameGuard(family, { childIds, friends: moments.friends });
  const children = storyChildrenOf(family, childIds);
  const character = (DEFAULT_CHARACTERS.find((one) => one.id === day.character) ??
    DEFAULT_CHARACTERS[0]) as CatalogSeed;
  const brief: StoryBrief = {
    language,
    character: itemOf(character, language),
    activities: (day.activities ?? []).map((id) => {
      const activity = DEFAULT_ACTIVITIES.find((one) => one.id === id);
      if (!activity) throw new Error(`${day.id}: no activity ${id}`);
      return itemOf(activity as CatalogSeed, language);
    }),
    customDescription: day.description ? guard.hide(day.description) : undefined,
    customActivities: (day.typed ?? []).map((text) => guard.hide(text)),
    childPlaceholder: children.length > 0 ? CHILD_PLACEHOLDER : undefined,
    childPronoun: children[0]?.pronoun ?? undefined,
    facts: dayFacts({ userId: `reader-${day.id}`, family, children, moments, guard }),
    seed: `${day.id}-${seed}`,
  };
  return { brief, guard };
}
