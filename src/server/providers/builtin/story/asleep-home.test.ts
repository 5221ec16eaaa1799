// A day that ended asleep in the car on the way home (`fell asleep in the car on the way home`, `回来车上就睡着了`), as
// the parent's last words: the child is carried indoors and put into pyjamas, with no supper nor bath after the sleep.
// Days written the way parents of each language write, checked on several seeds; a day that goes on after the car ride
// to tea and a bath keeps them.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay, ZURI_ALONE } from './day-story.ts';

const DAYS: Record<Language, { day: string; carried: RegExp; evening: RegExp }> = {
  en: {
    day: 'went to the zoo with nana and grandad, saw the penguins and had a picnic by the lions. fell asleep in the car on the way home',
    carried: /carried indoors/u,
    evening: /\b(?:supper|tea|dinner|bath)\b/iu,
  },
  nl: {
    day: 'naar de dierentuin met opa, pinguins gezien. op de terugweg in de auto in slaap gevallen',
    carried: /naar binnen gedragen/u,
    evening: /\b(?:avondeten|eten|bad)\b/iu,
  },
  de: {
    day: 'mit oma im tierpark, ziegen gestreichelt. auf dem heimweg im auto eingeschlafen',
    carried: /ins Haus getragen/u,
    evening: /(?:Abendessen|\bBad\b|Wanne)/u,
  },
  fr: {
    day: 'zoo avec papa, elle a adoré les pingouins. elle s’est endormie dans la voiture au retour',
    carried: /à l’intérieur/u,
    evening: /\b(?:dîner|souper|bain)\b/iu,
  },
  es: {
    day: 'en el zoo con los abuelos, vio las jirafas. se durmio en el coche de vuelta a casa',
    carried: /en brazos hasta dentro/u,
    evening: /(?:cena|baño)/iu,
  },
  pt: {
    day: 'fomos ao jardim zoológico com a tia bia, viu as girafas. adormeceu no carro a caminho de casa',
    carried: /ao colo para dentro/u,
    evening: /\b(?:jantar|banho)\b/iu,
  },
  zh: { day: '跟姥姥去公园喂鸽子，中午吃了饺子。回来车上就睡着了', carried: /抱进屋/u, evening: /晚饭|洗澡|澡/u },
};
const LANGUAGES = Object.keys(DAYS) as Language[];

describe('a day that ended asleep on the way home', () => {
  it.each(LANGUAGES)('carries the child indoors, with no supper nor bath after the sleep (%s)', (language) => {
    const { day, carried, evening } = DAYS[language];
    for (const seed of ['a', 'b', 'c']) {
      const texts = storyOfDay(language, day, { seed, facts: ZURI_ALONE }).scenes.map((scene) => scene.text);
      const where = `${seed}: ${texts.join(' | ')}`;
      expect(texts[5], where).toMatch(carried);
      for (const later of texts.slice(5)) expect(later, where).not.toMatch(evening);
    }
  });

  it('keeps the tea and the bath a day went on to after the ride home', () => {
    const texts = storyOfDay(
      'en',
      'went to the zoo with nana, saw the penguins. fell asleep in the car on the way home, woke up for tea and a bath',
      { seed: 'a', facts: ZURI_ALONE },
    ).scenes.map((scene) => scene.text);
    expect(texts[5], texts.join(' | ')).not.toMatch(/carried indoors/u);
  });
});
