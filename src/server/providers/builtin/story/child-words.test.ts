// The child's own words, as the parent quoted them in the readers' days: always told, even when every scene is full,
// and words said at bedtime told in the evening's scene.
import { describe, expect, it } from 'vitest';
import { briefOf, readerDay } from '../../../../../bench/story-truth/days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

function storyOf(language: Language, id: string, seed: string): string[] {
  return writeBuiltinStory(briefOf(readerDay(language, id), language, seed)).scenes.map((scene) => scene.text);
}

describe('the child’s own words', () => {
  it.each([
    ['pt', 'pt-x5', /Mamãe, eu te amo do tamanho do céu/u],
    ['nl', 'nl-x5', /Piet moet wel voorzichtig zijn op het dak/u],
    ['en', 'en-x8', /I’m saving it for Santa/u],
  ] as [Language, string, RegExp][])('are told in %s (%s), whatever the seed', (language, id, words) => {
    for (const seed of SEEDS) expect(storyOf(language, id, seed).join(' '), seed).toMatch(words);
  });

  it('are said by the hero, who does all else the parent wrote of the child, not by the child beside the hero', () => {
    for (const [language, id, words] of [
      ['en', 'en-x8', /I’m saving it for Santa/u],
      ['nl', 'nl-x5', /Piet moet wel voorzichtig zijn op het dak/u],
    ] as [Language, string, RegExp][])
      for (const seed of SEEDS) {
        const said = storyOf(language, id, seed)
          .join(' ')
          .split(/(?<=[.!?”])\s+(?=[A-Z“])/u)
          .find((sentence) => words.test(sentence));
        expect(said, `${language} ${seed}`).toBeDefined();
        expect(said, `${language} ${seed}`).not.toMatch(/Zuri/u);
      }
  });

  it('said at bedtime, are told in the evening’s scene', () => {
    for (const seed of SEEDS) {
      const told = storyOf('fr', 'fr-x8', seed);
      expect(told[5], `${seed}: ${told.join('\n')}`).toMatch(/gros comme la lune/u);
    }
  });
});
