// A grumpy morning is nobody else's: the friend the parent named after it, at daycare once the temper had passed, said
// no sorry for a quarrel that never was (`… aufn boden geschmissen 😤 in der kita dann mit seinem kumpel emil …` had
// been told as `Dann sagten er und Emil leise „Entschuldigung“`). An emoji ends what the parent was telling.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('a grumpy morning, then a friend', () => {
  it.each([
    [
      'de',
      'heut morgen voll der grummeltag, er wollt die matschhose nich anziehen und hat sich aufn boden geschmissen 😤 ' +
        'in der kita dann mit seinem kumpel emil durch alle pfützen gehüpft und so gelacht',
      /Emil[^.!?]*(?:Entschuldigung|Tut mir leid|vertrugen)|(?:Entschuldigung|Tut mir leid)[^.!?]*Emil/u,
    ],
    [
      'en',
      'grumpy morning, he wouldnt put his coat on and threw himself on the floor 😤 at nursery he jumped in all the ' +
        'puddles with his friend leo and laughed so much',
      /Leo[^.!?]*sorry|sorry[^.!?]*Leo/u,
    ],
  ] as [Language, string, RegExp][])('has the friend say no sorry (%s)', (language, day, sorry) => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(language, day, { seed, pronoun: 'he', activities: ['activity-daycare'] });
      expect(scenes[2]?.plan?.problem, seed).toBe('tantrum');
      const text = scenes.map((scene) => scene.text).join(' ');
      expect(text, `${seed}: ${text}`).not.toMatch(sorry);
      expect(text, seed).toMatch(language === 'de' ? /Emil/u : /Leo/u);
    }
  });
});
