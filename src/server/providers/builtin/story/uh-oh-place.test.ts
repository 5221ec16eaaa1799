// On a busy day whose uh-oh the story makes up at the day's second doing, the parent's own words of that doing open
// scene 3, in place of a made-up going there: `market for veg` had been told after the comfort, in the afternoon at
// Nana's, while scene 3 walked to the market with stripy stalls; `danach mit dem laufrad im park rumgedüst` after the
// balloon lost in the park.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the doing a made-up uh-oh happens at', () => {
  it.each([
    [
      'en',
      "mad busy saturday. swimming lesson first thing, then haircut for daddy. market for veg, he picked the carrots. lunch at nanna's. then to the park on his balance bike",
      /^Bunny went to the market for veg\./u,
      /stripy|stalls/u,
    ],
    [
      'de',
      'samstag volles programm: früh pfannkuchen mit papa, dann auf den markt eier kaufen, danach mit dem laufrad im ' +
        'park rumgedüst. mittags bei oma und opa, oma hat rouladen gemacht. nachmittags mit cousin ben in der bücherei ' +
        'bilderbücher angeguckt, aufm heimweg in jede pfütze gesprungen und abends noch baden',
      /^Das Häschen düste mit dem Laufrad im Park herum\./u,
      /ging mit Papa in den Park/u,
    ],
  ] as [Language, string, RegExp, RegExp][])(
    'opens scene 3 with the parent’s words of it (%s)',
    (language, day, own, going) => {
      for (const seed of SEEDS) {
        const { scenes } = storyOfDay(language, day, { seed, pronoun: 'he' });
        const text = scenes.map((scene) => scene.text).join('\n');
        expect(scenes[2]?.text, `${seed}: ${text}`).toMatch(own);
        expect(scenes[2]?.text, `${seed}: ${text}`).not.toMatch(going);
        expect(scenes[4]?.text, `${seed}: ${text}`).not.toMatch(own);
      }
    },
  );

  it('leaves the day’s first words, its headline, in scene 2', () => {
    for (const seed of SEEDS) {
      const { scenes } = storyOfDay(
        'fr',
        "c'était l'anniv de sa grande soeur Léonie qui a eu 6 ans !! on a fait un gateau au chocolat avec des bougies",
        { seed },
      );
      expect(scenes[2]?.text, seed).not.toMatch(/anniversaire de sa grande sœur/u);
    }
  });
});
