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

  it('is what the tears after it were about: told first, the tears after it, in scene 3', () => {
    const days: [Language, string, RegExp][] = [
      [
        'de',
        'wir wollten heut in den tierpark aber der hatte wegen sturm zu 🙈 er war total enttäuscht und hat im auto geweint. stattdessen sind wir in die bücherei',
        /enttäuscht/u,
      ],
      [
        'nl',
        'we zouden naar het zwembad maar dat was dicht ivm een storing. hij was echt teleurgesteld. toen maar thuis in de tuin gespeeld',
        /teleurgesteld/u,
      ],
    ];
    for (const [language, day, felt] of days)
      for (const seed of ['a', 'b', 'c']) {
        const story = storyOfDay(language, day, { seed, pronoun: 'he' });
        const three = story.scenes[2]?.text ?? '';
        expect(story.scenes[2]?.plan?.problem, `${seed}: ${three}`).toBe('letDown');
        expect(
          story.scenes
            .slice(0, 2)
            .map((scene) => scene.text)
            .join(' '),
          seed,
        ).not.toMatch(felt);
        expect(
          story.scenes.map((scene) => scene.plan?.activityId),
          seed,
        ).not.toContain('car-ride');
      }
  });

  it('is no visit to the place it was to be, where that place was picked too (en)', () => {
    const day = 'was supposed to go to the beach but it lashed rain all day. so play doh at the kitchen table';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const story = storyOfDay('en', day, { seed, activities: ['activity-beach'] });
      expect(
        story.scenes.map((scene) => scene.plan?.activityId),
        seed,
      ).not.toContain('activity-beach');
      expect(story.scenes.at(-1)?.text ?? '', seed).not.toMatch(/sandcastle|seaside|beach/iu);
    }
  });

  it('is no trouble where nothing was planned (en)', () => {
    expect(readText(['we baked cookies and read books'], 'en').mishaps).not.toContain('letDown');
  });
});
