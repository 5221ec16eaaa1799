// On the child's own day the cuddly toy goes along, but a scene the parent's words give a grown-up is told with them:
// `mercredi avec mamie : marché le matin` is the market with Mamie, not `avec Petit Lapin`.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: Record<Language, { day: string; grandma: RegExp; toy: RegExp }> = {
  en: { day: 'market with nana this morning, she chose the strawberries', grandma: /Nana/u, toy: /Bunny/u },
  nl: { day: 'met oma naar de markt vanochtend, ze mocht de aardbeien kiezen', grandma: /oma/iu, toy: /Konijntje/u },
  de: { day: 'heute früh mit oma auf dem markt, sie durfte die erdbeeren aussuchen', grandma: /Oma/u, toy: /Häschen/u },
  fr: {
    day: 'mercredi avec mamie : marché le matin, elle a choisi les fraises',
    grandma: /Mamie/u,
    toy: /Petit Lapin/u,
  },
  es: { day: 'esta mañana al mercado con la abuela, ha elegido las fresas', grandma: /abuela/iu, toy: /Conejito/u },
  pt: { day: 'de manhã fomos ao mercado com a avó, escolheu os morangos', grandma: /avó/iu, toy: /Coelhinho/u },
  zh: { day: '上午跟奶奶去菜市场 她自己挑了草莓', grandma: /奶奶/u, toy: /小兔子/u },
};

describe('a grown-up the parent names at a place', () => {
  it.each(Object.keys(DAYS) as Language[])('goes there with the child, not the cuddly toy (%s)', (language) => {
    const { day, grandma, toy } = DAYS[language];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const two = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE }).scenes[1]?.text ?? '';
      expect(two, seed).toMatch(grandma);
      const [first] = two.split(/(?<=[.!?。！？])\s*/u);
      expect(first, seed).not.toMatch(toy);
    }
  });
});

// And the grown-up who was there helps with the day's small uh-oh (`Mamie tend le bras et attrape la ficelle`), not a
// stranger (`une grande personne très gentille`).
const OUTINGS: Array<[Language, string, RegExp]> = [
  [
    'en',
    'wednesday with nana: market this morning, chose the strawberries, then the library and a snack at the park',
    /Nana/u,
  ],
  [
    'fr',
    'mercredi avec mamie : marché le matin il a choisi les fraises, puis médiathèque et goûter pain au choc au parc',
    /Mamie/u,
  ],
  [
    'de',
    'mittwoch mit oma: morgens markt, sie hat die erdbeeren ausgesucht, dann bücherei und im park brezel gegessen',
    /Oma/u,
  ],
  [
    'es',
    'miércoles con la abuela: por la mañana mercado, eligió las fresas, luego la biblioteca y merienda en el parque',
    /abuela/iu,
  ],
];

describe('the grown-up who was there', () => {
  it.each(OUTINGS)('helps with the uh-oh, no stranger (%s)', (language, day, grandma) => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const { scenes } = storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });
      if (scenes[3]?.plan?.people.includes('grandma')) expect(scenes[3]?.text, seed).toMatch(grandma);
    }
  });
});

// The cuddly is hugged on waking and wished goodnight: a line that only says it was there too (`Bunny was right there
// too, every step of the way`) is told only on a day no scene names it. (Readers' days.)
const READERS: Array<[Language, string, string[], 'she' | 'he', string]> = [
  [
    'en',
    'swimming w daddy this morn then auntie kerry popped round with cousin alfie, they made a den out of the sofa cushions. chippy tea',
    ['activity-swimming', 'activity-playing-with-friends'],
    'she',
    'Bunny',
  ],
  [
    'nl',
    'papa is deze week weg voor zn werk, hij mist m wel. opa en oma komen logeren, met opa in het bos eikels en kastanjes gezocht. voor het slapen nog ff met papa gebeld',
    ['activity-grandparents', 'activity-walk-in-the-woods'],
    'he',
    'Konijntje',
  ],
  [
    'de',
    'endlich schnee!! mit papa schlitten gefahren und nen schneemann mit karottennase gebaut. ihre hände waren eiskalt, danach heißen kakao',
    ['activity-snow'],
    'she',
    'Das Häschen',
  ],
  [
    'fr',
    'galette des rois chez papi et mamie, c’est elle qui a eu la fève !! elle a gardé la couronne toute l’aprem et a joué aux dominos avec papi',
    ['activity-grandparents'],
    'she',
    'Petit Lapin',
  ],
  [
    'es',
    'hoy al mercado con papa, ha elegido ella solita las fresas y un pan de pipas. luego al parque y ha dado de comer a los patos, se ha reido muchisimo',
    ['activity-shopping', 'activity-park'],
    'she',
    'Conejito',
  ],
  [
    'zh',
    '中秋节 去姥姥家吃月饼 跟表哥一起提灯笼 在院子里看月亮 她说月亮像个大饼 笑死',
    ['activity-grandparents'],
    'she',
    '小兔子',
  ],
];

describe('the cuddly toy at the child’s side', () => {
  it.each(READERS)(
    'needs no line of its own where a scene names it (%s)',
    (language, day, activities, pronoun, toy) => {
      const beside = [0, 1, 2, 3].map((variant) =>
        FAMILY_WORDS[language].beside([{ name: toy, pronoun: null }], variant).toLowerCase(),
      );
      const bare = toy.replace(/^Das /u, '');
      for (const seed of ['a', 'b', 'c']) {
        const { scenes } = storyOfDay(language, day, { seed, pronoun, activities, facts: ZURI_ALONE });
        const sentences = scenes.slice(0, 6).flatMap((scene) => scene.text.split(/(?<=[.!?。！？])\s*/u));
        const besides = sentences.filter((one) => beside.includes(one.toLowerCase()));
        const others = sentences.filter((one) => one.includes(bare) && !besides.includes(one));
        if (others.length > 0) expect(besides, `${seed}: ${sentences.join(' ')}`).toEqual([]);
      }
    },
  );
});

describe('someone the child only brought something for', () => {
  // `castanhas p a avó`: the grandmother was not at the school's chestnut day, so she comforts no one there.
  it('is not there, also after the shorthand of a phone (pt)', () => {
    const day =
      'magusto na escola, assou castanhas com o prof andré, caiu e esfolou o joelho. trouxe um saquinho de castanhas p a avó';
    for (const seed of ['a', 'b', 'c']) {
      const text = storyOfDay('pt', day, { seed, facts: ZURI_ALONE })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text.match(/avó/gu), text).toHaveLength(1);
    }
  });
});
