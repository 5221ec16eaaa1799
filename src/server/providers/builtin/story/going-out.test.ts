// An outing no catalog activity is (an ice rink, a nativity play, the hairdresser's, a puppet show, ice lanterns) is
// told as its own scene, by the parent's clause, away from home: never play at home with the outing dropped into it,
// and never lost. It keeps its place in the day: before what the parent wrote after it, in the afternoon when the
// parent said so.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';
import { goesOut } from './going-out.ts';

const DAYS: Record<Language, { text: string; says: RegExp; scene: number }> = {
  en: {
    text: 'we went to the ice rink with daddy, she held his hands and did tiny steps on the ice',
    says: /ice rink/u,
    scene: 1,
  },
  nl: {
    text: 'vanochtend naar de schaatsbaan geweest met papa, ze heeft de hele tijd aan het pinguïntje gehangen',
    says: /schaatsbaan/u,
    scene: 1,
  },
  de: {
    text: 'waren heute beim friseur, sie hat ganz still gehalten. nachmittags mit papa zum weihnachtsmarkt',
    says: /Friseur/u,
    scene: 1,
  },
  fr: { text: 'on est allés au théâtre de marionnettes, il a adoré', says: /théâtre de marionnettes/u, scene: 1 },
  es: { text: 'fuimos al teatro de títeres, se rió muchísimo', says: /teatro de títeres/u, scene: 1 },
  pt: { text: 'fomos ao cinema ver um filme de natal, ela adorou', says: /cinema/u, scene: 1 },
  zh: { text: '下午去看了冰灯，她特别兴奋', says: /冰灯/u, scene: 4 },
};
const LANGUAGES = Object.keys(DAYS) as Language[];

describe('an outing no activity is', () => {
  it.each(LANGUAGES)('is told as its own scene, away from home (%s)', (language) => {
    const day = DAYS[language];
    for (const seed of ['o1', 'o2', 'o3', 'o4']) {
      const scenes = storyOfDay(language, day.text, { seed }).scenes;
      const scene = scenes[day.scene];
      expect(scene?.text, seed).toMatch(day.says);
      expect(scene?.plan?.place, seed).not.toBe('livingRoom');
      // Told once in the day's scenes (supper may remember it, and the goodnight wish it well).
      expect(
        scenes.slice(0, 5).filter((one) => day.says.test(one.text)),
        seed,
      ).toHaveLength(1);
    }
  });

  it.each(LANGUAGES.filter((language) => DAYS[language].scene === 1))(
    'has its uh-oh out there (time to leave, a shy moment, a missing cuddly), not a cup spilt on a table (%s)',
    (language) => {
      for (const seed of ['o1', 'o2', 'o3', 'o4', 'o5', 'o6']) {
        const three = storyOfDay(language, DAYS[language].text, { seed }).scenes[2];
        expect(['timeToGo', 'shyHello', 'lostToy'], seed).toContain(three?.plan?.problem);
        // Still out there, not at home for a quiet moment among the parade's faces.
        expect(three?.plan?.place, seed).not.toBe('livingRoom');
      }
    },
  );

  it('knows going out from going to bed', () => {
    expect(goesOut('we went to the ice rink', 'en')).toBe(true);
    expect(goesOut('she went to bed early', 'en')).toBe(false);
    expect(goesOut('waren mit oma beim krippenspiel', 'de')).toBe(true);
    expect(goesOut('sind früh ins bett', 'de')).toBe(false);
    expect(goesOut('on est allés au cinéma', 'fr')).toBe(true);
    expect(goesOut('il est allé au lit', 'fr')).toBe(false);
  });
});
