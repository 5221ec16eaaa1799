// The morning at home (an Advent calendar's door, waking at dawn, breakfast) is told on waking, in scene 1, with what
// the same sentence goes on to say of it; a morning clause that names an outing goes to the outing's scene.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const DAYS: Partial<Record<Language, { text: string; first: RegExp; goesOn: RegExp }>> = {
  en: {
    text: 'this morning she opened her advent calendar, there was a tiny chocolate star inside. at nursery they made paper snowflakes',
    first: /advent calendar/iu,
    goesOn: /chocolate star/iu,
  },
  nl: {
    text: 'vanochtend mocht ze het eerste deurtje van de adventskalender openen, er zat een chocolaatje in. daarna naar de opvang',
    first: /adventskalender/iu,
    goesOn: /chocolaatje/iu,
  },
  de: {
    text: 'heute früh hat sie das türchen vom adventskalender aufgemacht. in der kita haben sie sterne gebastelt',
    first: /adventskalender/iu,
    goesOn: /adventskalender/iu,
  },
  fr: {
    text: "ce matin elle a ouvert la case du calendrier de l'avent, il y avait un petit père noël en chocolat. ensuite crèche",
    first: /calendrier de l’avent/iu,
    goesOn: /en chocolat/iu,
  },
  es: {
    text: 'esta mañana abrió la primera ventanita del calendario de adviento. luego a la guarde',
    first: /calendario de adviento/iu,
    goesOn: /calendario de adviento/iu,
  },
  pt: {
    text: 'hoje de manhã abriu a primeira janelinha do calendário do advento. depois fomos à creche',
    first: /calendário do advento/iu,
    goesOn: /calendário do advento/iu,
  },
  zh: { text: '早上起床打开了降临节日历。然后去幼儿园', first: /降临节日历/u, goesOn: /降临节日历/u },
};

describe('the morning at home', () => {
  it.each(Object.keys(DAYS) as Language[])('is told on waking, with what it goes on to say (%s)', (language) => {
    const day = DAYS[language];
    if (!day) throw new Error(language);
    for (const seed of ['m1', 'm2', 'm3']) {
      const scenes = storyOfDay(language, day.text, { seed }).scenes.map((scene) => scene.text);
      expect(scenes[0], seed).toMatch(day.first);
      expect(scenes[0], seed).toMatch(day.goesOn);
      expect(scenes.slice(1).join(' '), seed).not.toMatch(day.first);
    }
  });

  it('leaves a morning clause that names an outing to the outing', () => {
    const scenes = storyOfDay('en', 'after breakfast we went to the park and fed the ducks', { seed: 'm1' }).scenes;
    expect(scenes[0]?.text).not.toMatch(/after breakfast/iu);
    expect(scenes[1]?.text).toMatch(/after breakfast/iu);
  });
});
