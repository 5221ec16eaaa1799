import { describe, expect, it } from 'vitest';
import {
  CELEBRATIONS_BY_LANGUAGE,
  FEELINGS,
  FIRST_TIMES,
  HARD_THINGS,
  type HardThing,
  WEATHERS,
} from '../../../../shared/family.ts';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../../catalog/catalog-types.ts';
import { checkStructure } from '../../../story-rules/structure.ts';
import { createWordListSafetyChecker } from '../../safety/word-list.ts';
import type { DayFacts, StoryBrief } from '../../types.ts';
import { writeBuiltinStory } from './write.ts';

/**
 * A story the built-in storyteller writes from an ordinary day is never refused by the safety check every delivered
 * story goes through: its own words about a bump, a goodbye, a pet that died or a bad dream are gentle ones.
 */
const item = (seed: CatalogSeed, language: Language) => ({
  name: seed.text[language].name,
  description: seed.text[language].description,
  look: seed.look,
  catalogId: seed.id,
});

/** What a parent types for a lost or broken thing, in their language. */
const THING: Record<Language, string> = {
  en: 'her blue car',
  nl: 'haar blauwe auto',
  de: 'ihr blaues Auto',
  fr: 'sa petite voiture bleue',
  es: 'su coche azul',
  pt: 'o carrinho azul dela',
  zh: '她的蓝色小汽车',
};

/** The names the storyteller receives: the first child's placeholder and the family's (see the name guard). */
const facts = (language: Language, hard: HardThing, index: number): DayFacts => ({
  children:
    index % 2 === 0
      ? [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }]
      : [
          { name: 'Zuri', pronoun: 'she', age: 'preschooler', seed: 'c1' },
          { name: 'Tavi', pronoun: 'he', age: 'toddler', seed: 'c2' },
        ],
  people: [
    { relation: 'grown-up', name: 'Yaro', kind: index % 3 === 0 ? 'grandmother' : 'father', seed: 'g1' },
    { relation: 'sibling', name: 'Kesi', pronoun: 'he', age: 'baby', isOlder: false, seed: 's1' },
    ...(index % 2 === 0 ? [{ relation: 'friend' as const, name: 'Rilo', seed: 'f1' }] : []),
  ],
  pets: [
    { name: 'Nemi', kind: index % 2 === 0 ? 'dog' : 'hamster', seed: 'p1' },
    { name: 'Dovi', kind: 'guinea-pig', seed: 'p2' },
  ],
  firstTime: { kind: FIRST_TIMES[index % FIRST_TIMES.length] ?? 'swimming', word: 'ice skating' },
  feeling: FEELINGS[index % FEELINGS.length],
  hard: {
    kind: hard,
    word: hard === 'lost' || hard === 'broken' ? THING[language] : undefined,
    petName: hard === 'pet-died' ? 'Nemi' : undefined,
  },
  weather: WEATHERS[index % WEATHERS.length],
  celebration: index % 4 === 3 ? undefined : CELEBRATIONS_BY_LANGUAGE[language][index % 4],
});

const ACTIVITY_SETS = [
  ['activity-park', 'activity-swimming'],
  ['activity-daycare', 'activity-baking', 'activity-bath'],
  ['activity-grandparents', 'activity-bike-ride'],
  [],
];

const write = (language: Language, dayFacts: DayFacts, seed: string, index: number) =>
  writeBuiltinStory({
    language,
    character: item(DEFAULT_CHARACTERS[index % DEFAULT_CHARACTERS.length] as CatalogSeed, language),
    activities: (ACTIVITY_SETS[index % ACTIVITY_SETS.length] ?? []).map((id) =>
      item(DEFAULT_ACTIVITIES.find((one) => one.id === id) as CatalogSeed, language),
    ),
    customDescription: undefined,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: 'she',
    facts: dayFacts,
    seed,
  } satisfies StoryBrief);

describe('a story told from the day facts passes the safety check', () => {
  const safety = createWordListSafetyChecker();
  for (const language of LANGUAGES) {
    it(`${language}: every hard moment, feeling and weather, in several stories each`, async () => {
      const refused: string[] = [];
      let told = 0;
      for (const hard of HARD_THINGS) {
        // Every feeling and every weather meets every hard moment across the indexes (7 of each, 7 indexes).
        for (let index = 0; index < 7; index += 1) {
          for (const seed of ['a', 'b']) {
            const story = write(language, facts(language, hard, index), `${hard}-${index}-${seed}`, index);
            expect(checkStructure(story, language).ok).toBe(true);
            const texts = [story.title, ...story.scenes.map((scene) => scene.text)];
            const verdict = await safety.check(texts, language);
            told += 1;
            if (!verdict.isSafe) {
              const words = 'words' in verdict ? (verdict.words ?? []).join(', ') : '';
              refused.push(`${hard} #${index} ${seed}: ${words} in ${texts.join(' | ')}`);
            }
          }
        }
      }
      expect(told).toBe(HARD_THINGS.length * 14);
      expect(refused).toEqual([]);
    });
  }
});
