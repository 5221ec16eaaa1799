// The ride there opens the scene of the place it went to: `1h de voiture` had been told after `Zuri court jusqu'au bord
// de la mer`, `viagem de avião pra casa da vó` after a hug from the grandmother at her door.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';
import { sentencesOf } from './retell/words.ts';

const RIDES: Partial<Record<Language, { day: string; typed?: readonly string[]; ride: RegExp }>> = {
  fr: {
    day: "journée à la mer avec bonne-maman et bon-papa ! 1h de voiture, elle a chanté tout le trajet puis elle s'est endormie. à la plage elle a fait des châteaux de sable avec bon-papa, elle a ramassé des coquillages",
    ride: /heure de voiture/u,
  },
  pt: {
    day: 'viagem de avião pra casa da vó em recife, foi o voo todo olhando as nuvens pela janelinha',
    ride: /viagem de avião/u,
  },
  nl: { day: '', typed: ['met oma met de trein naar zee', 'schelpjes zoeken', 'frietjes op de dijk'], ride: /trein/u },
};

describe('the ride there', () => {
  it.each(Object.keys(RIDES) as Language[])('opens the scene it is told in (%s)', (language) => {
    const { day, typed, ride } = RIDES[language] ?? { day: '', ride: /$^/u };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const texts = storyOfDay(language, day, { seed, typed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      const where = `${seed}: ${texts.join(' | ')}`;
      const scene = texts.findIndex((text, at) => at > 0 && at < 5 && ride.test(text));
      expect(scene, where).toBeGreaterThan(0);
      expect(sentencesOf(texts[scene] ?? '')[0] ?? '', where).toMatch(ride);
    }
  });
});
