import { describe, expect, it } from 'vitest';
import { catalogLook, readLook } from './character-look.ts';

describe('a custom character read from its description', () => {
  it.each([
    ['en', 'A small purple dragon with round glasses who loves books'],
    ['nl', 'Een kleine paarse draak met een ronde bril die van boeken houdt'],
    ['de', 'Ein kleiner lila Drache mit runder Brille, der Bücher liebt'],
    ['fr', 'Un petit dragon violet avec des lunettes rondes qui adore les livres'],
    ['es', 'Un pequeño dragón morado con gafas redondas al que le encantan los libros'],
    ['pt', 'Um pequeno dragão roxo com óculos redondos que adora livros'],
    ['zh', '一条戴着圆眼镜、喜欢看书的紫色小龙'],
  ])('%s: the base, its colour and its glasses', (_language, text) => {
    expect(readLook(text)).toEqual({
      base: 'dragon',
      colour: 'purple',
      accent: undefined,
      accessories: [{ id: 'glasses', colour: undefined }],
    });
  });

  it.each([
    ['en', 'A blue robot with a red cape', 'robot', 'blue', 'cape', 'red'],
    ['nl', 'Een witte eenhoorn met een gouden kroon', 'unicorn', 'white', 'crown', 'gold'],
    ['de', 'Ein grüner Dinosaurier mit rotem Schal', 'dinosaur', 'green', 'scarf', 'red'],
    ['fr', 'Une licorne blanche avec une cape violette', 'unicorn', 'white', 'cape', 'purple'],
    ['es', 'Un gato negro con un sombrero azul', 'cat', 'black', 'hat', 'blue'],
    ['pt', 'Um coelhinho cinzento com um laço cor-de-rosa', 'bunny', 'grey', 'bow', 'pink'],
    ['zh', '一只白色的小猫，戴着红色的帽子', 'cat', 'white', 'hat', 'red'],
  ])(
    '%s: a colour next to an accessory colours the accessory, not the body',
    (_language, text, base, body, item, colour) => {
      const look = readLook(text);
      expect(look.base).toBe(base);
      expect(look.colour).toBe(body);
      expect(look.accessories).toContainEqual({ id: item, colour });
    },
  );

  it('takes the first creature named: a dragon who loves dinosaurs is a dragon, and 恐龙 is a dinosaur', () => {
    expect(readLook('A dragon who loves dinosaurs').base).toBe('dragon');
    expect(readLook('一只绿色的恐龙').base).toBe('dinosaur');
    expect(readLook('一只熊猫').base).toBe('panda');
    expect(readLook('一只粉红色的猫头鹰')).toMatchObject({ base: 'owl', colour: 'pink' });
  });

  it('reads a name that says what the character is', () => {
    expect(readLook('Moss the Turtle').base).toBe('turtle');
  });

  it('does not read small words of other languages as looks ("a big kind dragon" is no pig and no child)', () => {
    expect(readLook('A big kind dragon or a pet').base).toBe('dragon');
    expect(readLook('A big kind dragon or a pet').colour).toBeUndefined();
    expect(readLook('A big kind dragon or a pet').accessories).toEqual([]);
  });

  it('gives a description with nothing recognised the friendly default', () => {
    expect(readLook('Pip')).toEqual({ base: 'monster', accessories: [] });
    expect(readLook('')).toEqual({ base: 'monster', accessories: [] });
  });

  it('knows every catalog character by its art', () => {
    for (const art of [
      'rabbit',
      'bear',
      'dragon',
      'unicorn',
      'fox',
      'panda',
      'owl',
      'cat',
      'dog',
      'lion',
      'elephant',
      'penguin',
    ]) {
      expect(catalogLook(`art/${art}.svg`)).toBeDefined();
    }
    expect(catalogLook('media/users/x/custom/y.webp')).toBeUndefined();
  });
});
