// The day's trouble is told cause first, all of its course in scene 3 before the comfort: a quarrel that comes to
// pulled hair, a push into the snow or a toy car thrown, in the readers' own days, whatever the seed.
import { describe, expect, it } from 'vitest';
import { briefOf, readerDay } from '../../../../../bench/story-truth/days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

function storyOf(language: Language, id: string, seed: string): string[] {
  return writeBuiltinStory(briefOf(readerDay(language, id), language, seed)).scenes.map((scene) => scene.text);
}

describe('the course of the day’s trouble', () => {
  it.each([
    ['en', 'en-w2', /pulled her hair/u],
    ['fr', 'fr-w4', /pousse Malo dans la neige/u],
    ['pt', 'pt-v3', /carrinho ao irmão/u],
  ] as [Language, string, RegExp][])('is told in scene 3, before the comfort (%s, %s)', (language, id, course) => {
    for (const seed of SEEDS) {
      const scenes = storyOf(language, id, seed);
      expect(scenes[2], `${seed}: ${scenes.join('\n')}`).toMatch(course);
    }
  });

  it('makes a quarrel that came to a bite the day’s trouble, not a bump to kiss better (de, de-v4)', () => {
    for (const seed of SEEDS) {
      const scenes = storyOf('de', 'de-v4', seed);
      expect(scenes[2], `${seed}: ${scenes.join('\n')}`).toMatch(/biss Mia/u);
      expect(scenes[3], seed).not.toMatch(/wehe Stelle|Aua/u);
    }
  });
});

describe('the temper right after a fall', () => {
  // `fell right over in his socks 😂 was raging`: readers heard `so cross` after grandad's cuddle, in the comfort.
  it('is told with the fall in scene 3, before the comfort (en)', () => {
    for (const seed of SEEDS) {
      const scenes = storyOfDay(
        'en',
        'farm park this morning, his welly got stuck in the mud by the pig pen and he fell right over in his socks 😂 was raging. grandad pulled it out and wiped him down and he had a slushie',
        { seed, pronoun: 'he', typed: ['farm park'], activities: ['activity-zoo'] },
      ).scenes.map((scene) => scene.text);
      expect(scenes[2], `${seed}:\n${scenes.join('\n')}`).toMatch(/so cross/u);
      expect(scenes[3], seed).not.toMatch(/so cross/u);
    }
  });
});
