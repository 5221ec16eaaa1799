// On the child's own day the cuddly toy goes along, but a scene the parent's words give a grown-up is told with them:
// `mercredi avec mamie : marché le matin` is the market with Mamie, not `avec Petit Lapin`.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
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
