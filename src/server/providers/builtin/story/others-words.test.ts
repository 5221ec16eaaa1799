// Another child's quoted words are theirs, never the hero's: `lotte riep 'die is van mij'` had been told as `Vosje
// vertelde: “Die is van mij.”`, Mathis's `c'est à moi` as the hero's, in the middle of the making up. The child's own
// words, said right after, stay the hero's. The other child's are told as theirs, by name, in the quarrel.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('another child’s words', () => {
  it.each([
    [
      'nl',
      "zuri en nichtje lotte hadden ruzie om de blauwe step, lotte riep 'die is van mij' en zuri ging huilen. tante " +
        'marieke zei dat ze om de beurt mochten. toen zei lotte sorry en gaf ze hem een knuffel',
      /[“„]Die is van mij/u,
      /Lotte/u,
    ],
    [
      'fr',
      'il s\'est disputé avec son cousin mathis pour le camion, mathis a crié "c\'est à moi" et il a pleuré. après ils ' +
        'ont fait un câlin',
      /«\s*C’est à moi|“C’est à moi/iu,
      /Mathis/u,
    ],
    [
      'es',
      'se pelearon zuri y su hermano Dani por el camion, al rato dani le dijo "toma te lo dejo" y zuri le dio un abrazo',
      /«\s*Toma, te lo dejo|«\s*Toma te lo dejo/iu,
      /Dani/u,
    ],
  ] as [Language, string, RegExp, RegExp][])(
    'are never given to the hero, and are told as theirs (%s)',
    (language, day, words, name) => {
      for (const seed of SEEDS) {
        const text = storyOfDay(language, day, { seed, pronoun: 'he' })
          .scenes.map((scene) => scene.text)
          .join('\n');
        const line = text.split(/(?<=[.!?»”])\s+(?=\p{Lu})/u).find((one) => words.test(one));
        expect(line, `${seed}: ${text}`).toBeDefined();
        expect(line, seed).toMatch(name);
        expect(line, seed).not.toMatch(/Konijntje|Lapin|Conejito/u);
      }
    },
  );

  it('leaves the child’s own words right after them to the hero', () => {
    for (const seed of SEEDS) {
      const text = storyOfDay(
        'en',
        'played at ava\'s house. her friend ava said "you can be the princess" and zuri said "yay!"',
        {
          seed,
        },
      )
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, `${seed}: ${text}`).toMatch(/said, “Yay!”|“Yay!” said (?:Bunny|she)/u);
      // (Said back to Ava's words, right after them.)
      expect(text.indexOf('Yay'), seed).toBeGreaterThan(text.indexOf('You can be the princess'));
      expect(text.indexOf('You can be the princess'), seed).toBeGreaterThan(0);
      expect(text, `${seed}: ${text}`).not.toMatch(/(?:Bunny|She) said, “You can be the princess/u);
    }
  });
});
