import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../../catalog/catalog-types.ts';
import type { DayFacts, StoryBrief } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { PACKS } from './packs.ts';
import { writeBuiltinStory } from './write.ts';

const item = (seed: CatalogSeed, language: Language) => ({
  name: seed.text[language].name,
  description: seed.text[language].description,
  look: seed.look,
  catalogId: seed.id,
});
const ACTIVITY_IDS = ['activity-park', 'activity-swimming', 'activity-baking'];
const activity = (id: string) => DEFAULT_ACTIVITIES.find((one) => one.id === id) as CatalogSeed;

const ZURI = { name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' } as const;
const KITO = { name: 'Kito', pronoun: 'he', age: 'toddler', seed: 'c2' } as const;
const facts = (extra: Partial<DayFacts> = {}): DayFacts => ({ children: [ZURI], people: [], pets: [], ...extra });

const brief = (language: Language, seed: number, extra: Partial<StoryBrief> = {}): StoryBrief =>
  ({
    language,
    character: item(DEFAULT_CHARACTERS[seed % 6] as CatalogSeed, language),
    activities: [item(activity(ACTIVITY_IDS[seed % 3] as string), language)],
    customDescription: undefined,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: 'she',
    seed: `present-${seed}`,
    ...extra,
  }) as StoryBrief;

/** The chosen character as a sentence names it at its start (`Little Bear`, `Der kleine Bär`). */
const storyHeroName = (language: Language, seed: number) => {
  const character = brief(language, seed).character;
  const ref = PACKS[language].hero({ ...character, catalogId: character.catalogId }) as { name?: string; nom?: string };
  const name = ref.name ?? ref.nom ?? '';
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
};
const naming = (texts: string[], name: string) => texts.filter((text) => text.includes(name)).length;
const scenesOf = (story: ReturnType<typeof writeBuiltinStory>) => story.scenes.map((scene) => scene.text);
/** A scene's sentences, roughly: split after a full stop, exclamation or question mark (Chinese ones too). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?。！？”])\s*/u).filter((part) => part.trim().length > 0);

const BRIEFS: Record<string, Partial<StoryBrief>> = {
  'the Settings child only': {},
  'one child of the family': { facts: facts() },
  'one child and a feeling': { facts: facts({ feeling: 'proud' }) },
  'one child and a grown-up': {
    facts: facts({ people: [{ relation: 'grown-up', name: 'Nana', kind: 'grandmother', seed: 'g1' }] }),
  },
  'a pet that died': {
    facts: facts({
      pets: [{ name: 'Pip', kind: 'hamster', seed: 'p1' }],
      hard: { kind: 'pet-died', petName: 'Pip' },
    } as Partial<DayFacts>),
  },
};
const SEEDS = [...Array(24).keys()];

describe('the child takes part in their own story', () => {
  for (const language of LANGUAGES) {
    it(`names the child in at least three scenes, in every brief (${language})`, () => {
      for (const [label, extra] of Object.entries(BRIEFS)) {
        for (const seed of SEEDS) {
          const texts = scenesOf(writeBuiltinStory(brief(language, seed, extra)));
          expect(naming(texts, 'Zuri'), `${label}, seed ${seed}: ${texts.join('\n')}`).toBeGreaterThanOrEqual(3);
          // At bedtime as well as in the day.
          expect(texts[6], `${label}, seed ${seed}`).toContain('Zuri');
          expect(naming(texts.slice(1, 5), 'Zuri'), `${label}, seed ${seed}`).toBeGreaterThanOrEqual(1);
        }
      }
    });

    it(`names both children of a story for two, the second in at least two scenes (${language})`, () => {
      for (const seed of SEEDS) {
        const texts = scenesOf(writeBuiltinStory(brief(language, seed, { facts: facts({ children: [ZURI, KITO] }) })));
        expect(naming(texts, 'Zuri'), `seed ${seed}`).toBeGreaterThanOrEqual(3);
        expect(naming(texts, 'Kito'), `seed ${seed}`).toBeGreaterThanOrEqual(2);
      }
    });

    it(`never says the child's name in two sentences in a row where it added them (${language})`, () => {
      for (const extra of Object.values(BRIEFS)) {
        for (const seed of SEEDS) {
          const texts = scenesOf(writeBuiltinStory(brief(language, seed, extra)));
          // Beside the hero: the child in a story of the Settings child, the chosen character in the family's
          // story of one child (whose hero the child is).
          const who = extra.facts ? storyHeroName(language, seed) : 'Zuri';
          const beside = [0, 1, 2, 3].map((variant) =>
            FAMILY_WORDS[language].beside([{ name: who, pronoun: 'she' }], variant),
          );
          for (const text of texts) {
            const sentences = sentencesOf(text);
            sentences.forEach((sentence, at) => {
              if (!beside.includes(sentence)) return;
              expect(sentences[at - 1] ?? '', text).not.toContain(who);
              expect(sentences[at + 1] ?? '', text).not.toContain(who);
            });
          }
        }
      }
    });

    it(`names no child when the brief has none (${language})`, () => {
      for (const seed of SEEDS) {
        const texts = scenesOf(writeBuiltinStory(brief(language, seed, { childPlaceholder: undefined })));
        expect(naming(texts, 'Zuri'), `seed ${seed}`).toBe(0);
        const cakes = [FAMILY_WORDS[language].cake([], false)];
        for (const text of texts) for (const cake of cakes) expect(text).not.toContain(cake.slice(0, 15));
      }
    });
  }
});

describe('a birthday lasts the whole day', () => {
  for (const language of LANGUAGES) {
    const words = FAMILY_WORDS[language];
    const cake = words.cake([{ name: 'Zuri', pronoun: 'she' }], true);
    it(`brings the cake to supper in scene 6 (${language})`, () => {
      for (const seed of SEEDS) {
        const story = writeBuiltinStory(brief(language, seed, { facts: facts({ celebration: 'birthday' }) }));
        const six = story.scenes[5]?.text ?? '';
        expect(six, `seed ${seed}`).toContain(cake.slice(0, 12));
        // And the day still begins with it.
        expect(
          story.scenes
            .slice(0, 2)
            .map((scene) => scene.text)
            .join(' '),
          `seed ${seed}`,
        ).toContain(words.celebration([{ name: 'Zuri', pronoun: 'she' }], 'birthday'));
      }
    });

    it(`tells no cake on a day without a celebration, nor on a sad day (${language})`, () => {
      for (const seed of SEEDS) {
        for (const extra of [
          { facts: facts() },
          { facts: facts({ feeling: 'happy' }) },
          {
            facts: facts({
              celebration: 'birthday',
              pets: [{ name: 'Pip', kind: 'hamster', seed: 'p1' }],
              hard: { kind: 'pet-died', petName: 'Pip' },
            } as Partial<DayFacts>),
          },
        ]) {
          const texts = scenesOf(writeBuiltinStory(brief(language, seed, extra)));
          expect(texts.join(' '), `seed ${seed}`).not.toContain(cake.slice(0, 12));
        }
      }
    });

    it(`lights the festival's evening where it has a touch, and not on a sad day (${language})`, () => {
      const touch = words.festivalEvening['lantern-festival'] as string;
      expect(touch).toBeTruthy();
      for (const seed of SEEDS) {
        const glad = writeBuiltinStory(brief(language, seed, { facts: facts({ celebration: 'lantern-festival' }) }));
        expect(glad.scenes[5]?.text, `seed ${seed}`).toContain(touch.slice(0, 8));
        const sad = writeBuiltinStory(
          brief(language, seed, {
            facts: facts({
              celebration: 'lantern-festival',
              pets: [{ name: 'Pip', kind: 'hamster', seed: 'p1' }],
              hard: { kind: 'pet-died', petName: 'Pip' },
            } as Partial<DayFacts>),
          }),
        );
        expect(scenesOf(sad).join(' ')).not.toContain(touch.slice(0, 8));
      }
    });
  }
});
