// A plan that fell through is the day's trouble, told in the parent's words in scene 3, with a little let-down feeling
// and what they did instead as its comfort: readers heard a hailstorm that called off the pool told beside a made-up
// spilled cup, and a cancelled trip told as the trip.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { readText } from '../lexicon/read.ts';
import { storyOfDay } from './day-story.ts';

const LET_DOWN: Record<Language, { day: string; told: RegExp }> = {
  en: { day: 'our hike got cancelled bc of the rain so we made a blanket fort and read books', told: /hike/iu },
  nl: { day: 'zwemles ging niet door, het bad was dicht. toen maar koekjes gebakken met oma', told: /zwemles/iu },
  de: {
    day: 'das kinderturnen ist heute ausgefallen. dann haben wir mit papa eine höhle gebaut',
    told: /ausgefallen|kinderturnen/iu,
  },
  fr: {
    day: 'la sortie au zoo a été annulée à cause de la pluie, du coup on a fait une cabane dans le salon',
    told: /annulée/iu,
  },
  es: { day: 'la excursión se canceló por la lluvia, así que hicimos galletas con la abuela', told: /excursión/iu },
  pt: { day: 'o passeio à quinta foi cancelado por causa da chuva, então fizemos bolo com a avó', told: /passeio/iu },
  zh: { day: '下大雨 去公园放风筝的计划泡汤了 在家跟爸爸搭积木', told: /泡汤|去不成/u },
};
const LANGUAGES = Object.keys(LET_DOWN) as Language[];

describe('a plan that fell through', () => {
  it.each(LANGUAGES)('is read as a let-down (%s)', (language) => {
    expect(readText([LET_DOWN[language].day], language).mishaps).toContain('letDown');
  });

  it.each(LANGUAGES)(
    'is the day’s trouble in scene 3, in the parent’s words, with a comfort after it (%s)',
    (language) => {
      for (const seed of ['a', 'b', 'c', 'd']) {
        const story = storyOfDay(language, LET_DOWN[language].day, { seed });
        const three = story.scenes[2];
        expect(three?.plan?.problem, `${seed}: ${three?.text}`).toBe('letDown');
        expect(
          story.scenes
            .slice(0, 3)
            .map((scene) => scene.text)
            .join(' '),
          seed,
        ).toMatch(LET_DOWN[language].told);
      }
    },
  );

  it('is no trouble where nothing was planned (en)', () => {
    expect(readText(['we baked cookies and read books'], 'en').mishaps).not.toContain('letDown');
  });
});
