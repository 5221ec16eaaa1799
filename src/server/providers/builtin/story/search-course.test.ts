// A lost cuddly's search is the trouble's own course: readers heard `we looked under the bed, in the toy box, in the
// car` told after grandad had found the elephant, the tears of the search in the afternoon's play, where it turned up
// in the evening, and the parent's typed `looking for ellie` told again as the morning's doing before anything was lost.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';

const SEEDS = ['a', 'b', 'c', 'd'];

describe('the search for something lost', () => {
  const days: [Language, string, string, RegExp, RegExp, RegExp][] = [
    [
      'en',
      'DISASTER this morning, couldnt find ellie her elephant anywhere. tears before breakfast. we looked under the bed, ' +
        'in the toy box, in the car. in the end grandad found him in the washing basket lol. she gave him a big squeeze',
      'looking for ellie',
      /looked under the bed/u,
      /found him in the washing basket/u,
      /looking for Ellie/u,
    ],
    [
      'es',
      'drama gordo, perdio al conejito Pepe!! lo buscamos por toda la casa, debajo de la cama, en el coche, en la ' +
        'lavadora... lloraba un monton. al final aparecio en la cesta de la ropa sucia jaja. le dio mil besos',
      'buscar al conejito',
      /buscaron por toda la casa/u,
      /cesta de la ropa sucia/u,
      /buscó al conejito/u,
    ],
    [
      'de',
      'drama am abend, der schnuffi (sein kuschelhase) war weg!! wir ham überall gesucht, im bett, unterm sofa. er hat ' +
        'ganz doll geweint. am ende lag er in der waschmaschine, papa hatte ihn aus versehen mit reingetan',
      'kuscheltier suchen',
      /suchten überall/u,
      /in der Waschmaschine/u,
      /suchte sein Kuscheltier/u,
    ],
  ];
  it.each(days)(
    'is told in the uh-oh, before the find, and the typed search is not told again (%s)',
    (language, day, typed, search, find, again) => {
      for (const seed of SEEDS) {
        const scenes = storyOfDay(language, day, { seed, pronoun: 'he', typed: [typed] }).scenes.map(
          (scene) => scene.text,
        );
        const where = `${seed}: ${scenes.join('\n')}`;
        expect(scenes[2], where).toMatch(search);
        expect(scenes[3], where).toMatch(find);
        expect(scenes.join(' '), where).not.toMatch(again);
      }
    },
  );

  it('comes after the loss it looks for, in the parent’s order', () => {
    for (const seed of SEEDS) {
      const three = storyOfDay('en', days[0]?.[1] ?? '', { seed, typed: ['looking for ellie'] }).scenes[2]?.text ?? '';
      expect(three.indexOf('looked under the bed'), three).toBeGreaterThan(three.indexOf('find Ellie'));
      expect(three.indexOf('find Ellie'), three).toBeGreaterThanOrEqual(0);
    }
  });
});
