// A short visit, a haircut or the dentist's, takes an hour, not the day: the afternoon is not more of it, and nothing
// is made up as lost there. Readers heard a haircut told twice and a cuddly lost at the dentist's.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const VISITS: [Language, string, string][] = [
  [
    'en',
    "first ever haircut today!! she sat on nanna's lap at the barbers and cried a bit when the clippers buzzed. then home and bath",
    'hairdresser-visit',
  ],
  ['de', 'heute beim zahnarzt gewesen, er war total mutig und hat einen sticker bekommen', 'dentist-visit'],
  ['zh', '今天带她去看牙医了 她自己张大嘴巴 医生阿姨夸她勇敢', 'dentist-visit'],
  ['fr', 'premier passage chez le coiffeur ce matin, il a pas bougé', 'hairdresser-visit'],
];

describe('a short visit', () => {
  it.each(VISITS)('is no afternoon there, nor a made-up loss (%s: %s)', (language, day, visit) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay(language, day, { seed });
      const plans = story.scenes.map((scene) => scene.plan);
      expect(plans[1]?.activityId, seed).toBe(visit);
      expect(plans[4]?.activityId, `${seed}: ${story.scenes[4]?.text}`).not.toBe(visit);
      expect(plans[2]?.problem, `${seed}: ${story.scenes[2]?.text}`).not.toBe('lostToy');
    }
  });
});
