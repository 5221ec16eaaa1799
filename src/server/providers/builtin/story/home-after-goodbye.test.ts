// A happy day out whose uh-oh is the time to leave, told on by the parent at home (`lunch at home then playdough with
// her cousin Maya`): the afternoon is at home, after the goodbye, with what the parent told of it; it had been more
// park after the wave, with the cousin's play-dough before the goodbye. And an evening whose supper and bath the
// parent told in one clause (`spaghetti for tea and a bubble bath`) had left scene 6 two sentences short, so the
// whole story was told without a word the parent wrote. A market day told on at home (`compramos fresas …, comimos en
// casa`) had the strawberries bought after the made-up uh-oh and lunch at home among the market's stalls. And a told
// day in the garden, whose place brings no uh-oh of its own, had a gust take a hat nobody wrote of: its uh-oh is the
// time to stop.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('home after the goodbye', () => {
  it.each([
    [
      'en',
      'lovely day today. went to the park with grandad in the morning and fed the ducks, lunch at home then playdough ' +
        'with her cousin Maya, spaghetti for tea and a bubble bath',
      /Play-Doh|cousin Maya/u,
    ],
    [
      'de',
      'schöner tag. vormittags mit opa im park enten gefüttert. mittagessen zu hause, danach mit cousine Mia geknetet',
      /knetete mit Cousine Mia/u,
    ],
    ['zh', '开心的一天。上午和爷爷去公园喂鸭子，回家吃了午饭，下午和表姐朵朵玩橡皮泥', /表姐朵朵玩橡皮泥/u],
  ] as [Language, string, RegExp][])(
    'tells the afternoon at home after leaving the park (%s)',
    (language, day, home) => {
      for (const seed of SEEDS) {
        const { scenes } = storyOfDay(language, day, { seed });
        const text = scenes.map((scene) => scene.text).join('\n');
        expect(scenes[2]?.plan?.problem, `${seed}: ${text}`).toBe('timeToGo');
        expect(scenes[4]?.text, `${seed}: ${text}`).toMatch(home);
        expect(scenes[4]?.plan?.place, `${seed}: ${text}`).not.toBe('park');
        expect(scenes[1]?.text, `${seed}: ${text}`).not.toMatch(home);
      }
    },
  );

  it('keeps the parent’s words where one clause told supper and the bath', () => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(
        'en',
        'lovely day today. went to the park with grandad in the morning and fed the ducks, lunch at home then ' +
          'playdough with her cousin Maya, spaghetti for tea and a bubble bath',
        { seed },
      );
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[5]?.text, `${seed}: ${text}`).toContain('spaghetti for tea and a bubble bath');
      expect(text, seed).toMatch(/fed the ducks/u);
    }
  });

  it('tells what was bought at the market with the market, and lunch at home after the uh-oh', () => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(
        'es',
        'dia tranquilo. por la mañana al mercado con la abuela, compramos fresas y ella eligio las mas rojas. comimos ' +
          'en casa y siesta larga',
        { seed },
      );
      const text = scenes.map((scene) => scene.text).join('\n');
      expect(scenes[1]?.text, `${seed}: ${text}`).toMatch(/fresas/u);
      expect(scenes[4]?.text, `${seed}: ${text}`).toMatch(/comieron en casa/u);
      expect(scenes[4]?.plan?.place, `${seed}: ${text}`).not.toBe(scenes[1]?.plan?.place);
    }
  });

  it.each([
    ['en', 'this afternoon we planted sunflowers in the garden with grandma, she did the watering can all by herself'],
    ['de', 'heute nachmittag mit oma im garten tulpenzwiebeln gesetzt, sie durfte selber gießen'],
  ] as [Language, string][])('has the time to stop as a told garden day’s uh-oh (%s)', (language, day) => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(language, day, { seed, activities: ['activity-gardening'] });
      expect(scenes[2]?.plan?.problem, `${seed}: ${scenes[2]?.text}`).toBe('timeToStop');
    }
  });
});
