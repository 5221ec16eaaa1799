// A hard day wakes quietly: on an ill day, after a bad night or a sad day's news, scene 1 opens with none of the
// beaming waking lines (the smile, the bright new day, the sunny stretch); a happy day may have any of them.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const BEAMING: Record<Language, RegExp> = {
  en: /up high, up high|bright new morning|woke up with a smile|like a cat in the sun/u,
  nl: /hoog, hoger|keek naar de nieuwe ochtend|met een glimlach wakker|als een poes op een kussen/u,
  de: /hoch, höher|hellen neuen Morgen|mit einem Lächeln|wie eine Katze in der Sonne/u,
  fr: /tout en haut, tout en haut|matin tout neuf|avec un grand sourire|comme un chat au soleil/u,
  es: /arriba, arriba|nueva y brillante|con una sonrisa|como un gato al sol/u,
  pt: /para cima, para cima|nova e brilhante|novinho em folha|como um gato ao sol/u,
  zh: /大大的懒腰|新的一天！|笑眯眯|长长长长的懒腰/u,
};
const ILL: Record<Language, string> = {
  en: 'she was poorly all day with a fever and stayed on the sofa',
  nl: 'ze was de hele dag ziek met koorts en lag op de bank',
  de: 'sie war den ganzen tag krank mit fieber und lag auf dem sofa',
  fr: 'elle était malade toute la journée avec de la fièvre, sur le canapé',
  es: 'estuvo malita todo el día con fiebre en el sofá',
  pt: 'esteve doente o dia todo com febre no sofá',
  zh: '今天发烧了 一直躺在沙发上',
};
const HAPPY: Record<Language, string> = {
  en: 'we went to the park and fed the ducks',
  nl: 'we zijn naar het park geweest en hebben de eendjes gevoerd',
  de: 'wir waren im park und haben die enten gefüttert',
  fr: 'on est allés au parc nourrir les canards',
  es: 'fuimos al parque a dar de comer a los patos',
  pt: 'fomos ao parque dar comida aos patos',
  zh: '去公园喂鸭子了',
};
const LANGUAGES = Object.keys(BEAMING) as Language[];
const SEEDS = Array.from({ length: 24 }, (_, at) => `w${at}`);
const firstLine = (language: Language, text: string, seed: string) =>
  storyOfDay(language, text, { seed, activities: [] }).scenes[0]?.text ?? '';

describe('the waking of a hard day', () => {
  it.each(LANGUAGES)('is quiet on an ill day, and may beam on a happy one (%s)', (language) => {
    for (const seed of SEEDS) expect(firstLine(language, ILL[language], seed)).not.toMatch(BEAMING[language]);
    expect(SEEDS.some((seed) => BEAMING[language].test(firstLine(language, HAPPY[language], seed)))).toBe(true);
  });
});
