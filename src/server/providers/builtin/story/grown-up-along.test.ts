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
