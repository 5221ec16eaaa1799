// A happy day's uh-oh grows out of the day itself. Among the fruit of a shop or a market, something small the child
// held rolls away (no fruit the parent never wrote of), not a ball under a cupboard or a hat over the grass; and on the child's own day the cuddly toy at the
// child's side never goes missing as a made-up worry, nor does it say `take your time` to a shy child: a person does.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: Record<Language, { market: string; shop: string; haircut: string; fruit: RegExp; toy: RegExp }> = {
  en: {
    market: 'farmers market with daddy this morning, she picked the strawberries all by herself',
    shop: 'popped to the supermarket with mummy, she pushed the little trolley',
    haircut: 'first proper haircut today at the hairdressers, sat in the big chair',
    fruit: /[Ss]omething small and round/u,
    toy: /Bunny/u,
  },
  nl: {
    market: 'met papa naar de markt geweest, ze mocht zelf de aardbeien uitzoeken',
    shop: 'boodschappen gedaan met mama bij de supermarkt, ze mocht het karretje duwen',
    haircut: 'vandaag voor het eerst naar de kapper, ze zat in de grote stoel',
    fruit: /iets kleins/u,
    toy: /Konijntje/u,
  },
  de: {
    market: 'mit papa auf dem wochenmarkt gewesen, sie durfte die erdbeeren selbst aussuchen',
    shop: 'mit mama im supermarkt einkaufen, sie durfte den kleinen einkaufswagen schieben',
    haircut: 'heute zum ersten mal beim friseur, sie saß auf dem großen stuhl',
    fruit: /etwas Kleines, Rundes/u,
    toy: /Häschen/u,
  },
  fr: {
    market: 'marché ce matin avec papa, elle a choisi les fraises toute seule',
    shop: 'courses au supermarché avec maman, elle a poussé le petit caddie',
    haircut: 'premier vrai passage chez le coiffeur aujourd’hui, elle était sur le grand fauteuil',
    fruit: /ce qu’(?:il|elle) tenait/u,
    toy: /Petit Lapin/u,
  },
  es: {
    market: 'hoy al mercado con papa, ha elegido ella solita las fresas',
    shop: 'hemos ido al super con mama y ha empujado el carrito pequeño',
    haircut: 'hoy primera vez en la peluquería, se ha sentado en la silla grande',
    // (Spanish says what rolled only as `algo redondo`, something round, of whatever gender.)
    fruit: /algo/u,
    toy: /Conejito/u,
  },
  pt: {
    market: 'fomos ao mercado com o pai de manhã, ela escolheu os morangos sozinha',
    shop: 'fomos ao supermercado com a mãe e ela empurrou o carrinho pequenino',
    haircut: 'hoje foi a primeira vez ao cabeleireiro, sentou-se na cadeira grande',
    // (Portuguese says what rolled only as `uma coisa redondinha`, something round: the parent's strawberries are the
    // day's.)
    fruit: /redondinha/u,
    toy: /Coelhinho/u,
  },
  zh: {
    market: '上午跟爸爸去菜市场 她自己挑了草莓',
    shop: '跟妈妈去超市买东西 她推着小推车',
    haircut: '今天第一次去理发店剪头发 坐在大椅子上',
    fruit: /手里的东西/u,
    toy: /小兔子/u,
  },
};
const LANGUAGES = Object.keys(DAYS) as Language[];
const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const story = (language: Language, day: string, seed: string) =>
  storyOfDay(language, day, { seed, pronoun: 'she', facts: ZURI_ALONE });

describe('a happy day’s uh-oh', () => {
  it.each(LANGUAGES)('is something small rolling away at the shop or the market (%s)', (language) => {
    const { market, shop, fruit } = DAYS[language];
    for (const day of [market, shop])
      for (const seed of SEEDS) {
        const three = story(language, day, seed).scenes[2];
        expect(three?.plan?.problem, `${day} ${seed}`).toBe('rollAway');
        expect(three?.text, `${day} ${seed}`).toMatch(fruit);
      }
  });

  it.each(LANGUAGES)('loses no cuddly, and a person helps a shy child (%s)', (language) => {
    const { haircut, toy } = DAYS[language];
    for (const seed of SEEDS) {
      const { scenes } = story(language, haircut, seed);
      expect(scenes[2]?.plan?.problem, seed).not.toBe('lostToy');
      if (scenes[2]?.plan?.problem === 'shyHello') expect(scenes[3]?.text, seed).not.toMatch(toy);
    }
  });
});

// A train trip the child loved had a shy hello or a lost cuddly made up for it; the ride coming to its end grows out of
// it, and where scene 5 is the train home, the time to go is from the place they went to.
describe('a happy trip’s uh-oh', () => {
  it.each([
    [
      'en',
      'took the train to the aquarium with daddy!! he sat by the window shouting cow. saw a massive ray and the sharks',
    ],
    ['fr', "sortie en TER jusqu'à La Rochelle avec tonton pour voir l'aquarium. il a adoré le tunnel avec les requins"],
    ['zh', '今天坐高铁去济南看姥姥姥爷 第一次坐高铁可兴奋了 一路趴窗户上看外面的牛和小房子'],
  ] as [Language, string][])('is the time to go, no worry made up (%s)', (language, day) => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(language, day, {
        seed,
        pronoun: 'he',
        activities: language === 'zh' ? ['activity-train-ride', 'activity-grandparents'] : ['activity-train-ride'],
      });
      expect(scenes[2]?.plan?.problem, `${seed}: ${scenes[2]?.text}`).toBe('timeToGo');
    }
  });
});
