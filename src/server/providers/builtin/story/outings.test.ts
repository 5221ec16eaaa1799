// A dentist, a market and an aquarium are outings of their own in every language: a dentist visit is no doctor's
// (no stethoscope, no kind doctor at goodnight), a market no supermarket trolley, an aquarium no zoo with giraffes.
// A picked doctor's visit on a day whose words say dentist is told as the dentist.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { StoryBrief, WrittenStory } from '../../types.ts';
import type { ActivityId } from './activities.ts';
import { PACKS } from './packs.ts';
import { itemOf } from './variety-measures.ts';
import { writeBuiltinStory } from './write.ts';

type Outing = 'dentist-visit' | 'market-visit' | 'aquarium-visit';

/** The catalog activity each outing was told as before it had its own. */
const NOT: Record<Outing, ActivityId> = {
  'dentist-visit': 'activity-doctor-visit',
  'market-visit': 'activity-shopping',
  'aquarium-visit': 'activity-zoo',
};

/** Days as parents of each language write them. */
const DAYS: Record<Language, Record<Outing, string>> = {
  en: {
    'dentist-visit': 'took her to the dentist this morning for a check up, she sat in the big chair like a pro',
    'market-visit': 'saturday market with daddy, tasted cheese and helped pay for strawberries',
    'aquarium-visit': 'went to sea life with granny, loved the jellyfish',
  },
  nl: {
    'dentist-visit': 'vanochtend naar de tandarts, ze zat heel stoer in de grote stoel',
    'market-visit': 'met papa naar de markt, kaas geproefd en aardbeien gekocht',
    'aquarium-visit': 'met oma naar het aquarium geweest, ze vond de kwallen prachtig',
  },
  de: {
    'dentist-visit': 'heute morgen beim zahnarzt, sie hat ganz toll den mund aufgemacht',
    'market-visit': 'mit papa auf dem wochenmarkt, käse probiert und erdbeeren gekauft',
    'aquarium-visit': 'mit oma im sea life, die quallen fand sie toll',
  },
  fr: {
    'dentist-visit': 'ce matin rdv chez le dentiste, elle a été super sage dans le grand fauteuil',
    'market-visit': 'marché du samedi avec papa, elle a goûté du fromage',
    'aquarium-visit': 'aquarium avec mamie, elle a adoré les méduses',
  },
  es: {
    'dentist-visit': 'esta mañana fuimos al dentista, se portó genial en el sillón',
    'market-visit': 'fuimos al mercadillo con papá, probó queso',
    'aquarium-visit': 'fuimos al acuario con la abuela, le encantaron las medusas',
  },
  pt: {
    'dentist-visit': 'hoje de manhã fomos ao dentista, portou-se muito bem na cadeira',
    'market-visit': 'fomos à feira com o pai, provou queijo',
    'aquarium-visit': 'fomos ao oceanário com a avó, adorou as medusas',
  },
  zh: {
    'dentist-visit': '今天上午带她去看牙 坐在大椅子上很乖',
    'market-visit': '跟爸爸去菜市场买菜 尝了奶酪',
    'aquarium-visit': '和奶奶去了海洋馆 她最喜欢水母',
  },
};

/** A doctor's visit the parent picked, on a day whose words say it was the dentist. */
const DENTIST_WORDS: Record<Language, string> = {
  en: 'dentist check up today',
  nl: 'tandarts controle vandaag',
  de: 'heute zahnarzttermin',
  fr: 'contrôle chez la dentiste aujourd’hui',
  es: 'revisión en el dentista hoy',
  pt: 'consulta no dentista hoje',
  zh: '今天去牙科检查',
};

const LANGUAGES = Object.keys(DAYS) as Language[];
const OUTINGS = Object.keys(NOT) as Outing[];

function brief(language: Language, description: string, activities: string[] = []): StoryBrief {
  const bunny = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bunny');
  if (!bunny) throw new Error('no bunny');
  return {
    language,
    character: itemOf(bunny, language),
    activities: activities.map((id) => {
      const activity = DEFAULT_ACTIVITIES.find((item) => item.id === id);
      if (!activity) throw new Error(id);
      return itemOf(activity, language);
    }),
    customDescription: description,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: 'she',
    seed: 'outings',
  };
}

const scenesOf = (story: WrittenStory) => story.scenes.map((scene) => scene.text);
const activitiesOf = (story: WrittenStory) => story.scenes.map((scene) => scene.plan?.activityId);

function expectTold(story: WrittenStory, language: Language, outing: Outing) {
  const pack = PACKS[language];
  const text = scenesOf(story).join('\n');
  const told = activitiesOf(story);
  expect(told, text).toContain(outing);
  expect(told, text).not.toContain(NOT[outing]);
  // Scene 2 is the outing: the parent's day starts with it.
  expect(told[1], text).toBe(outing);
  // The goodnight names the outing, not what it used to be told as. (A short visit, the dentist's, has one scene,
  // whose lines may not tell the chair: the goodnight names only what the story told.)
  const goodnight = scenesOf(story).at(-1) ?? '';
  if (
    outing !== 'dentist-visit' ||
    /chair|stoel|Stuhl|fauteuil|sillón|cadeira|椅子/u.test(scenesOf(story).slice(1, 6).join(' '))
  )
    expect(goodnight, text).toContain(pack.activities[outing].goodnight);
  expect(text).not.toContain(pack.activities[NOT[outing]].goodnight);
  if (outing === 'dentist-visit') expect(goodnight).not.toContain(pack.people.doctor.goodnight);
}

describe('a dentist, a market and an aquarium', () => {
  for (const language of LANGUAGES) {
    for (const outing of OUTINGS) {
      it(`tells ${outing} in ${language} as its own outing, with its own goodnight`, () => {
        const story = writeBuiltinStory(brief(language, DAYS[language][outing]));
        expectTold(story, language, outing);
      });
    }

    it(`tells a picked doctor's visit on a dentist day as the dentist in ${language}`, () => {
      const story = writeBuiltinStory(brief(language, DENTIST_WORDS[language], ['activity-doctor-visit']));
      expectTold(story, language, 'dentist-visit');
    });
  }

  it('tells an aquarium after a train ride in its own scene, not as fish seen from the train', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = writeBuiltinStory({
        ...brief('en', '', ['activity-train-ride']),
        customDescription: undefined,
        customActivities: ['train to london to see aunty Jess', 'sea life centre'],
        seed,
      });
      const scenes = story.scenes.filter((scene) => scene.plan?.activityId === 'activity-train-ride');
      expect(scenes.length).toBeGreaterThan(0);
      for (const scene of scenes) expect(scene.text).not.toMatch(/fish|under the sea/u);
      expect(activitiesOf(story)).toContain('aquarium-visit');
    }
  });

  it('never says a needle, a drill or a stethoscope at the dentist', () => {
    for (const language of LANGUAGES) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const story = writeBuiltinStory({ ...brief(language, DAYS[language]['dentist-visit']), seed });
        expect(scenesOf(story).join(' ')).not.toMatch(
          /needle|drill|stethoscope|naald|boor|stethoscoop|spritze|bohr|stethoskop|aiguille|piqûre|stéthoscope|aguja|taladro|estetoscopio|agulha|broca|estetoscópio|打针|针头|钻牙|听诊/iu,
        );
      }
    }
  });
});
