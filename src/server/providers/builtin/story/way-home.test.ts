// Falling asleep in the car on the way home is told where it happened: first in the evening's scene, before supper
// and the bath (never after the pyjamas, nor at the aquarium before lunch), and the car is no ride of its own. Falling
// asleep at the day's end is the evening's last sentence, never before the bath.
import { describe, expect, it } from 'vitest';
import { briefOf, readerDay } from '../../../../../bench/story-truth/days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the way home', () => {
  it.each([
    ['en', 'en-z1', /fell asleep in the car/u],
    ['es', 'es-w5', /se durmió en el carro/u],
    ['pt', 'pt-z1', /adormeceu no carro/u],
  ] as [Language, string, RegExp][])('opens the evening’s scene (%s, %s)', (language, id, asleep) => {
    const day = readerDay(language, id);
    for (const seed of SEEDS) {
      const scenes = writeBuiltinStory(briefOf(day, language, seed)).scenes;
      const six = scenes[5]?.text ?? '';
      const first = six.split(/(?<=[.!?])\s+/u)[0];
      expect(first, `${seed}: ${scenes.map((scene) => scene.text).join('\n')}`).toMatch(asleep);
      expect(scenes.map((scene) => scene.plan?.place)).not.toContain('car');
    }
  });
});

describe('falling asleep at the day’s end', () => {
  it.each([
    ['pt', 'pt-v4', /adormeceu/u],
    ['es', 'es-w1', /se fue a dormir/u],
    ['nl', 'nl-z6', /al in bed/u],
  ] as [Language, string, RegExp][])('ends the evening’s scene (%s, %s)', (language, id, asleep) => {
    const day = readerDay(language, id);
    for (const seed of SEEDS) {
      const six = writeBuiltinStory(briefOf(day, language, seed)).scenes[5]?.text ?? '';
      const sentences = six.split(/(?<=[.!?])\s+/u);
      expect(sentences.at(-1), `${seed}: ${six}`).toMatch(asleep);
    }
  });
});
