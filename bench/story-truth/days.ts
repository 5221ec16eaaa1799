// The story-truth days (`days/<lang>.json`), read and checked, and the brief each one gives the storyteller.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../src/server/catalog/catalog-data.ts';
import { itemOf } from '../../src/server/providers/builtin/story/variety-measures.ts';
import type { StoryBrief } from '../../src/server/providers/types.ts';
import type { Language } from '../../src/shared/languages.ts';
import type { TruthDay } from './types.ts';

const listed = z.object({ what: z.string().min(1), any: z.array(z.string().min(1)).min(1) });
const DaySchema = z.object({
  id: z.string(),
  description: z.string(),
  typed: z.array(z.string()),
  activities: z.array(z.string()),
  character: z.string(),
  pronoun: z.enum(['she', 'he', 'they']),
  tells: z.array(listed),
  trouble: listed.nullable(),
  never: z.array(z.string()),
  sad: z.boolean(),
  checked: z.boolean(),
}) satisfies z.ZodType<TruthDay>;

/**
 * Days a native-level reader of each language wrote to read the stories as a parent (`readers/<lang>.json`): what the
 * parent wrote, typed and picked, without lists of what must be told. Not measured by the bench; the samples tell them.
 */
const ReaderDaySchema = DaySchema.pick({
  id: true,
  description: true,
  typed: true,
  activities: true,
  character: true,
  pronoun: true,
});

export function loadReaderDays(language: Language): TruthDay[] {
  const file = path.join(import.meta.dirname, 'readers', `${language}.json`);
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return z
    .array(ReaderDaySchema)
    .parse(raw)
    .map((day) => ({ ...day, tells: [], trouble: null, never: [], sad: false, checked: false }));
}

/** One reader day by its id (`en-w2`), for the tests that tell it. */
export function readerDay(language: Language, id: string): TruthDay {
  const day = loadReaderDays(language).find((one) => one.id === id);
  if (!day) throw new Error(`no reader day ${id}`);
  return day;
}

export function loadDays(language: Language): TruthDay[] {
  const file = path.join(import.meta.dirname, 'days', `${language}.json`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  return z.array(DaySchema).parse(raw);
}

export function briefOf(day: TruthDay, language: Language, seed: string): StoryBrief {
  const character = DEFAULT_CHARACTERS.find((item) => item.id === day.character) ?? DEFAULT_CHARACTERS[0];
  if (!character) throw new Error('no characters');
  const activities = day.activities.flatMap((id) => DEFAULT_ACTIVITIES.filter((item) => item.id === id));
  return {
    language,
    character: itemOf(character, language),
    activities: activities.map((activity) => itemOf(activity, language)),
    customDescription: day.description === '' ? undefined : day.description,
    customActivities: day.typed,
    childPlaceholder: 'Zuri',
    childPronoun: day.pronoun,
    seed: `${day.id}-${seed}`,
  };
}

/**
 * The brief of a parent whose Settings hold their one child, as the server gives it: the child as the day's facts, the
 * story's hero, with the chosen character at the child's side.
 */
export function withOwnChild(brief: StoryBrief): StoryBrief {
  return {
    ...brief,
    facts: {
      children: [
        { name: brief.childPlaceholder ?? 'Zuri', pronoun: brief.childPronoun ?? null, age: 'toddler', seed: 'c1' },
      ],
      people: [],
      pets: [],
    },
  };
}
