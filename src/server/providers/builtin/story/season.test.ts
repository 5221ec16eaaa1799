// A winter's day, as the parent wrote it, is told without a summer's stock lines (soft green grass, a bee in the flower
// bed, a blanket on the lawn), in every language; a day that does not say winter keeps them.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';
import { isSummery, isWintry } from './season.ts';

const WINTER_DAYS: Record<Language, string> = {
  en: 'so cold today, she wore her new mittens to the park and fed the ducks',
  nl: 'koud vandaag! met wanten aan naar het park en de eendjes gevoerd',
  de: 'heute war es richtig kalt, mit mütze und schal in den park und enten gefüttert',
  fr: 'il faisait froid, on est allés au parc avec son bonnet nourrir les canards',
  es: 'hacía mucho frío, fuimos al parque con gorro y bufanda a dar de comer a los patos',
  pt: 'estava muito frio, fomos ao parque de gorro e cachecol dar comida aos patos',
  zh: '今天好冷，穿着羽绒服去公园喂鸭子',
};
/** The same outing on a day whose words say no season. */
const ANY_DAYS: Record<Language, string> = {
  en: 'went to the park and fed the ducks',
  nl: 'naar het park en de eendjes gevoerd',
  de: 'in den park und enten gefüttert',
  fr: 'on est allés au parc nourrir les canards',
  es: 'fuimos al parque a dar de comer a los patos',
  pt: 'fomos ao parque dar comida aos patos',
  zh: '去公园喂鸭子',
};
/** Outdoor activities whose stock lines know a summer's lawn. */
const OUTDOORS = [
  'activity-park',
  'activity-gardening',
  'activity-shopping',
  'activity-playground',
  'activity-walk-in-the-woods',
  'activity-playing-with-friends',
  'activity-bike-ride',
];
const LANGUAGES = Object.keys(WINTER_DAYS) as Language[];

const summeryLines = (language: Language, text: string, seed: number) =>
  storyOfDay(language, text, {
    seed: `winter-${seed}`,
    activities: [OUTDOORS[seed % OUTDOORS.length] as string, OUTDOORS[(seed + 2) % OUTDOORS.length] as string],
  })
    .scenes.flatMap((scene) => scene.text.split(/(?<=[.!?。！？])\s*/u))
    .filter((line) => isSummery(line, language));

describe('a winter’s day', () => {
  it.each(LANGUAGES)('tells no summer lawn, bee or strawberry the parent did not write (%s)', (language) => {
    const told = Array.from({ length: 28 }, (_, seed) => summeryLines(language, WINTER_DAYS[language], seed)).flat();
    expect(told).toEqual([]);
  });

  it.each(LANGUAGES)('keeps them on a day that does not say winter (%s)', (language) => {
    const text = ANY_DAYS[language];
    const told = Array.from({ length: 28 }, (_, seed) => summeryLines(language, text, seed)).flat();
    expect(told.length).toBeGreaterThan(0);
  });

  it('reads winter from the cold, not from Christmas where December is summer', () => {
    expect(isWintry(['snowman in the garden'], 'en', undefined)).toBe(true);
    expect(isWintry(['christmas lights at the beach'], 'en', undefined)).toBe(false);
    expect(isWintry(['fomos ver as luzes de natal'], 'pt', undefined)).toBe(false);
    expect(isWintry(['adventskalender aufgemacht'], 'de', undefined)).toBe(true);
    expect(isWintry(['naar de speeltuin'], 'nl', 'snowy')).toBe(true);
  });
});
