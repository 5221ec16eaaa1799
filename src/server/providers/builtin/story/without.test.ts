// What the parent said the child did without is not said to be there by a made-up line: `voor het eerst zonder bandjes
// onder water` had come right after `ging naar het zwembad, met vrolijke bandjes om`, and English `first time under
// water without armbands` had counted as told by the made-up armbands and first time, so it was not told at all.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('a thing done without', () => {
  it('has no made-up line of it beside the parent’s (nl)', () => {
    const day =
      'vanochtend was het zwemles, voor het eerst zonder bandjes onder water geweest! en daarna bij de opvang met zn ' +
      'vriendje sem in de zandbak een kasteel gemaakt';
    for (const seed of SEEDS) {
      const text = storyOfDay('nl', day, { seed, pronoun: 'he', activities: ['activity-swimming'] })
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, seed).toMatch(/zonder bandjes/u);
      expect(text.replace(/zonder bandjes/gu, ''), seed).not.toMatch(/bandjes/u);
    }
  });

  it('is told in the parent’s words, not by a made-up line of the thing (en)', () => {
    const day =
      'swimming lesson this morning, first time under water without armbands! then at nursery he built a castle in ' +
      'the sandpit with his friend sam';
    for (const seed of SEEDS) {
      const text = storyOfDay('en', day, { seed, pronoun: 'he', activities: ['activity-swimming'] })
        .scenes.map((scene) => scene.text)
        .join('\n');
      expect(text, seed).toMatch(/without armbands/u);
    }
  });
});
