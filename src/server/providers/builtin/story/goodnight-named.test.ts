// Whom the parent named in the day (`her big brother Finn`, `哥哥乐乐`) is wished goodnight by name, though only the
// parent's own words, woven in after scene 7 is written, tell them.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import type { DayFacts } from '../../types.ts';
import { storyOfDay } from './day-story.ts';

const OWN: DayFacts = {
  children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
  people: [],
  pets: [],
};
const DAYS: Array<{ language: Language; text: string; name: string }> = [
  {
    language: 'en',
    text: 'her big brother Finn showed her how to feed the guinea pig this morning. went to the park with grandpa and fed the ducks',
    name: 'Finn',
  },
  {
    language: 'de',
    text: 'ihre große schwester Mia hat ihr heute morgen beim anziehen geholfen. nachmittags mit opa auf dem spielplatz',
    name: 'Mia',
  },
  { language: 'zh', text: '哥哥乐乐放学回来 带Zuri下楼遛狗 晚上外婆做了红烧肉', name: '乐乐' },
];

describe('the goodnight of a day', () => {
  it.each(DAYS)('names whom the parent named ($language)', ({ language, text, name }) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const scenes = storyOfDay(language, text, { seed, facts: OWN }).scenes.map((scene) => scene.text);
      const where = `${seed}: ${scenes.join(' | ')}`;
      // Told in the day, and wished goodnight.
      expect(scenes.slice(1, 6).join(' '), where).toContain(name);
      expect(scenes[6], where).toContain(name);
    }
  });
});

describe('the goodnight of someone called by a title', () => {
  // Wished goodnight as the story says them, not as the parent typed the title: `tío Nacho` with its accent, not `tio
  // Nacho`; `Mamie Odile` as the French story writes her.
  const TITLED: Array<{ language: Language; text: string; goodnight: RegExp; not: RegExp }> = [
    {
      language: 'es',
      text: 'primera vez q ve el mar!! le daba panico la espuma de las olas, al final con el tio nacho hizo un castillo',
      goodnight: /buenas noches, tío Nacho/u,
      not: /tio Nacho|el tío Nacho,/u,
    },
    {
      language: 'fr',
      text: 'mamie odile est venue à la maison, on a fait un gâteau au chocolat',
      goodnight: /bonne nuit, Mamie Odile/u,
      not: /mamie Odile/u,
    },
  ];
  it.each(TITLED)('says the title as the story does ($language)', ({ language, text, goodnight, not }) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const night = storyOfDay(language, text, { seed, facts: OWN }).scenes[6]?.text ?? '';
      expect(night, seed).toMatch(goodnight);
      expect(night, seed).not.toMatch(not);
    }
  });
});
