import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from '../story/day-story.ts';
import { chineseNamesIn, givenName, spelledName } from './given-names.ts';
import { namesIn } from './read.ts';

const ZURI = { children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }], people: [], pets: [] };
const story = (language: Language, text: string, activities: string[] = []) =>
  storyOfDay(language, text, { seed: 'a', pronoun: 'she', activities, facts: ZURI } as never);

describe('a friend named without a relation, as parents type them', () => {
  it.each([
    ['en', 'nursery today, played w maisie all morning in the sandpit', 'Maisie', 'friend'],
    ['nl', 'kdv vandaag, hele ochtend met fenna in de zandbak gezeten', 'Fenna', 'vriendinnetje'],
    ['de', 'kita war toll heut, hat mit emil in der bauecke nen riesen turm gebaut', 'Emil', 'Freund'],
    ['fr', 'cet aprem lou est venue a la maison', 'Lou', 'copine'],
    ['es', 'ha venido lucia a merendar y se han puesto perdidas', 'Lucía', 'amiga'],
    ['es', 'en la guarde ha jugado con hugo a los coches', 'Hugo', 'amigo'],
    ['pt', 'na creche brincou c o tomás na caixa de areia', 'Tomás', 'amigo'],
    ['pt', 'à tarde veio a leonor brincar', 'Leonor', 'amiga'],
  ] as const)('%s: %s', (language, text, name, word) => {
    expect(namesIn([text], language)).toEqual([{ name, word, person: 'friend', pet: undefined }]);
  });

  it('reads a Chinese doubled name as a friend, not a doubled word', () => {
    expect(namesIn(['今天幼儿园跟乐乐一起玩滑梯'], 'zh')).toEqual([
      { name: '乐乐', word: '好朋友', person: 'friend', pet: undefined },
    ]);
    expect(chineseNamesIn('玩得快快乐乐的')).toEqual([]);
    expect(chineseNamesIn('吃了甜甜的蛋糕')).toEqual([]);
    expect(chineseNamesIn('天天都去公园')).toEqual([]);
    // (Nor a drink the name stands in: hot cocoa is no friend called 可可.)
    expect(chineseNamesIn('堆完雪人回家喝了一杯热可可')).toEqual([]);
    expect(chineseNamesIn('跟可可一起喝热可可').map((one) => one.name)).toEqual(['可可']);
  });

  it('gives a name said as a sister’s or a baby’s name to her, not to a friend', () => {
    expect(namesIn(['zn kleine zusje voor t eerst gezien!! ze heet lotte.'], 'nl')).toEqual([
      { name: 'Lotte', word: 'zusje', person: 'sister', pet: undefined },
    ]);
    expect(namesIn(['hoje conheceu a mana no hospital, a inês. deu-lhe um beijinho'], 'pt')).toEqual([
      { name: 'Inês', word: 'mana', person: 'sister', pet: undefined },
    ]);
  });

  it('takes no verb with its pronoun joined on for a name after a relation (`a tia deu-lhe um penso`)', () => {
    expect(namesIn(['fomos ao parque c a tia rita, caiu. a tia deu-lhe um penso'], 'pt')).toEqual([
      { name: 'Rita', word: 'tia', person: 'aunt', pet: undefined },
    ]);
  });

  it('takes no everyday word for a name in lower case, but does with a capital', () => {
    expect(namesIn(['picked a lily and a daisy in the garden'], 'en')).toEqual([]);
    expect(namesIn(['hoy ella ha comido con alba'], 'es').map((one) => one.name)).toEqual([]);
    expect(namesIn(['played with Lily in the garden'], 'en').map((one) => one.name)).toEqual(['Lily']);
    expect(givenName('roos', 'nl')).toBeUndefined();
    expect(givenName('Roos', 'nl')).toBe('she');
    // (A name of another language's parents, with its capital: `Hugo` in a Dutch day.)
    expect(givenName('Hugo', 'nl')).toBe('he');
  });

  it('puts a name’s accents back where the parent typed it without them', () => {
    expect(spelledName('lucia', 'es')).toBe('Lucía');
    expect(spelledName('tomas', 'pt')).toBe('Tomás');
    expect(spelledName('ines', 'fr')).toBe('Inès');
    expect(spelledName('emil', 'de')).toBe('Emil');
  });
});

describe('the friend told by name and wished goodnight', () => {
  it.each([
    [
      'en',
      'nursery today, played w maisie all morning in the sandpit',
      ['activity-daycare'],
      'Maisie',
      /Goodnight[^.]*Maisie/u,
    ],
    [
      'nl',
      'kdv vandaag, hele ochtend met fenna in de zandbak gezeten',
      ['activity-daycare'],
      'Fenna',
      /Welterusten[^.]*Fenna/u,
    ],
    [
      'es',
      'en la guarde ha jugado con hugo a los coches toda la mañana',
      ['activity-daycare'],
      'Hugo',
      /Buenas noches[^.]*Hugo/u,
    ],
    ['pt', 'na creche brincou c o tomás na caixa de areia', ['activity-daycare'], 'Tomás', /Boa noite[^.]*Tomás/u],
    ['zh', '今天幼儿园跟乐乐一起玩滑梯 还得了一朵小红花', ['activity-daycare'], '乐乐', /晚安[^。]*乐乐/u],
  ] as const)('%s: %s', (language, text, activities, name, goodnight) => {
    const told = story(language, text, [...activities]).scenes.map((scene) => scene.text);
    // Capitalised in the scene that tells the parent's words, and wished goodnight.
    expect(told.slice(0, 6).join(' ')).toContain(name);
    expect(told[6]).toMatch(goodnight);
  });

  it('wishes a new sister goodnight by the name the parent gave her', () => {
    const text =
      'zuri heeft vandaag zn kleine zusje voor t eerst gezien in het ziekenhuis!! ze heet lotte. hij mocht haar heel voorzichtig vasthouden';
    expect(story('nl', text).scenes[6]?.text).toMatch(/Welterusten[^.]*Lotte/u);
  });
});
