// A festival the parent wrote of is told by its own name in the story, and a sentence that only asks about one or looks
// forward to it does not make today a festival.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import { itemOf } from '../story/variety-measures.ts';
import { writeBuiltinStory } from '../story/write.ts';
import { festivalIn } from './festivals.ts';

/** What parents of each language write on a festival, the name it is told by, and a sentence that is not today. */
const DAYS: Record<Language, { today: string; name: string; notToday: string; ordinary: string }> = {
  en: {
    today: 'trick or treating as a pumpkin, got loads of sweets',
    name: 'Halloween',
    notToday: 'she asked if santa is coming at christmas',
    ordinary: 'went to the christmas market with grandma',
  },
  nl: {
    today: 'vanochtend schoentje gecheckt, de sint was geweest!!',
    name: 'Sinterklaas',
    notToday: 'nog 3 nachtjes slapen tot pasen',
    ordinary: 'thuis de kerstboom opgetuigd',
  },
  de: {
    today: 'laternenumzug mit der kita, er hat ganz laut gesungen',
    name: 'Sankt Martin',
    notToday: 'sie hat gefragt ob oma an weihnachten kommt',
    ordinary: 'mit papa im wald spazieren',
  },
  fr: {
    today: 'galette des rois chez mamie, il a eu la fève',
    name: 'le jour de la galette des rois',
    notToday: 'elle a demandé si le père noël viendra pour noël',
    ordinary: 'piscine avec papa ce matin',
  },
  es: {
    today: 'han venido los reyes!! le trajeron una bici',
    name: 'el Día de Reyes',
    notToday: 'preguntó si mañana es navidad',
    ordinary: 'por la mañana fuimos al parque',
  },
  pt: {
    today: 'festa junina na escolinha, dançou quadrilha',
    name: 'dia de festa junina',
    notToday: 'perguntou se amanhã é natal',
    ordinary: 'fomos ao parque com a avó',
  },
  zh: {
    today: '端午节跟外婆学包粽子',
    name: '端午节',
    notToday: '她问明天是不是过年',
    ordinary: '下午去公园喂鸭子',
  },
};

const LANGUAGES = Object.keys(DAYS) as Language[];

describe('family festivals', () => {
  it.each(LANGUAGES)(
    'knows the day was one by the parent’s words, and not from a question or a plan (%s)',
    (language) => {
      const day = DAYS[language];
      expect(festivalIn([day.today], language)).toBe(day.name);
      expect(festivalIn([day.notToday], language)).toBeUndefined();
      expect(festivalIn([day.ordinary], language)).toBeUndefined();
    },
  );

  it.each(LANGUAGES)('tells the festival by its name, once, in the first scene (%s)', (language) => {
    const bear = DEFAULT_CHARACTERS.find((item) => item.id === 'character-bear');
    if (!bear) throw new Error('no bear');
    for (const seed of ['a', 'b', 'c']) {
      const story = writeBuiltinStory({
        language,
        character: itemOf(bear, language),
        activities: [],
        customDescription: DAYS[language].today,
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'she',
        seed,
      });
      const text = story.scenes.map((scene) => scene.text).join('\n');
      expect(story.scenes[0]?.text).toContain(DAYS[language].name);
      expect(text.split(DAYS[language].name)).toHaveLength(2);
    }
  });
});
