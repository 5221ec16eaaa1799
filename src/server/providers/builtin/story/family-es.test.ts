import { describe, expect, it } from 'vitest';
import type { DayFacts } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { lineContext, storyOfDay } from './day-story.ts';
import { es as pack } from './packs/es.ts';
import { es as reteller } from './retell/es.ts';
import type { RetellContext } from './retell/types.ts';

/**
 * A Spanish family's evening as a parent reads it aloud: the family's names as they are, the parent's words told
 * truly (a quarrel without who, a toy truck), and the small words that agree (`juntas`, `iban`).
 */

const es = FAMILY_WORDS.es;
const zuri = { name: 'Zuri', pronoun: 'she' as const };
const tavi = { name: 'Tavi', pronoun: 'he' as const };
const hero = { name: 'Zuri', fem: true, plural: false, neutral: false };
const context: RetellContext = { hero, grownUps: ['la Yaro'], names: [], childPronoun: 'she' };
const person = (name: string, fem: boolean) => ({ name, fem, plural: false, neutral: false });

/** A morning line said of Zuri, with Mami to help. */
const morning = () =>
  lineContext<Parameters<(typeof pack.worry)[number]>[0]>(
    person('Zuri', true),
    person('Zuri', true),
    person('Mami', true),
    undefined,
    true,
    'morning',
  );

describe('a Spanish family’s day, read aloud', () => {
  it('keeps a name the parent typed after `la` as it is, never accented as a verb', () => {
    const told = reteller.retell('la Yaro lo llevo al parque a dar de comer a los patos', context) ?? '';
    expect(told).toContain('Yaro lo llevó');
    expect(told).not.toContain('Yaró');
  });

  it('tells a quarrel the parent said without who as what there was, and one with who as the hero’s', () => {
    expect(reteller.retell('se pelearon por el camion rojo', context)).toBe('Hubo una pelea por el camión rojo.');
    expect(reteller.retell('se pelearon con su hermano', context)).toBe('Zuri se peleó con su hermano.');
  });

  it('tells a pet that died by its name after the verb, and says a pet buried by name had died', () => {
    const family = { ...context, grownUps: ['Mami', 'Papi'] };
    expect(reteller.retell('se murio Nemi', family)).toBe('Se murió Nemi.');
    expect(reteller.retell('enterramos a Nemi en el jardin', family)).toMatch(
      /enterraron a Nemi en el jardín, porque se había muerto\.$/u,
    );
    // A game in the sand is no burial.
    expect(reteller.retell('enterramos a Tavi en la arena', family)).not.toMatch(/muerto/u);
  });

  it('says a toy truck the parent typed as a truck, never a tractor', () => {
    const facts: DayFacts = { children: [{ ...zuri, age: 'toddler', seed: 'c1' }], people: [], pets: [] };
    for (const seed of ['es-a', 'es-b', 'es-c', 'es-d']) {
      const story = storyOfDay('es', 'jugo toda la tarde con su camion rojo', { seed, facts });
      const text = story.scenes.map((scene) => scene.text).join(' ');
      expect(text, text).not.toMatch(/tractor/iu);
    }
    expect(pack.things.tractor.goodnight).toBe('camión grande');
  });

  it('lists the parent’s own words with the accents they left out', () => {
    expect(pack.join(['su camion rojo', 'el tobogan'])).toBe('su camión rojo y el tobogán');
  });

  it('has two girls or women cuddle up `juntas`, and anyone else `juntos`', () => {
    const line = pack.quiet.arrive[0];
    if (!line) throw new Error('no quiet line');
    const x = (helperFem: boolean) => ({
      h: person('Zuri', true),
      c: person('Zuri', true),
      p: undefined,
      helper: person(helperFem ? 'Mami' : 'Papi', helperFem),
      t: undefined,
      first: true,
      part: 'afternoon' as const,
    });
    expect(line(x(true))).toContain('se acurrucaron juntas');
    expect(line(x(false))).toContain('se acurrucaron juntos');
  });

  it('has the two who read or draw together on a quiet afternoon agree too (`juntas`)', () => {
    const x = {
      h: person('Zuri', true),
      c: person('Zuri', true),
      p: undefined,
      helper: person('la Kesi', true),
      t: undefined,
      first: false,
      part: 'afternoon' as const,
    };
    const lines = pack.quiet.do.map((line) => line(x)).filter((line) => /junt/u.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/juntas/u);
  });

  it('tells a feeling of a child whose pronoun is left open in words without a gender', () => {
    const alex = { name: 'Zuri', pronoun: null };
    for (const feeling of ['happy', 'proud', 'shy', 'cross'] as const)
      expect(es.feeling([alex], feeling)).not.toMatch(/content|orgullos|tímid|enfadad/u);
    expect(es.feeling([zuri], 'proud')).toBe('Zuri estaba muy orgullosa: ¡qué mayor!');
  });

  it('says a cross while that is over in the indefinido, as Spanish tells a while that ended', () => {
    expect(es.feeling([zuri], 'cross')).toBe('Zuri se enfadó un rato, y no pasaba nada.');
  });

  it('says San Juan as the day, and gives it and Carnival and Easter an evening touch', () => {
    expect(es.celebration([zuri], 'st-john')).toBe('San Juan');
    expect(es.festivalEvening['st-john']).toMatch(/hogueras de San Juan/u);
    expect(es.festivalEvening.carnival).toMatch(/disfraz/u);
    expect(es.festivalEvening.easter).toMatch(/chocolate/u);
  });

  it('says no worry `con cara de`, which the uh-oh before it may have just said', () => {
    const x = morning();
    for (const line of pack.worry) expect(line(x)).not.toMatch(/con cara de/u);
  });

  it('opens no quiet afternoon with `Más tarde`, which the next scene may open with too', () => {
    const x = morning();
    for (const line of pack.quiet.arrive) expect(line(x)).not.toMatch(/^Más tarde/u);
  });

  it('tells a first time as the child going, true in bed in the morning and at the place', () => {
    expect(es.firstTime([zuri], 'dentist', undefined)).toBe('¡Para Zuri era la primerísima vez que iba al dentista!');
    expect(es.firstTime([zuri, tavi], 'haircut', undefined)).toBe(
      '¡Para Zuri y Tavi era la primerísima vez que iban a la peluquería!',
    );
    expect(es.firstTime([tavi], 'bike', undefined)).toBe('¡Para Tavi era la primerísima vez que montaba en bici!');
  });

  it('says a sister first among those who were there, so `su` is the child’s', () => {
    const there = es.there(
      [tavi],
      [
        { role: 'grown-up', name: 'la Kesi' },
        { role: 'sibling', name: 'Yaro', pronoun: 'she', isOlder: true },
        { role: 'pet', name: 'Nemi', kind: 'dog' },
      ],
      [],
    );
    expect(there).toBe('Su hermana mayor Yaro, la Kesi y el perro Nemi también estaban allí.');
  });
});

describe('a Spanish day of round R7, read aloud', () => {
  const told = (text: string, seed: string, activities: string[] = []) =>
    storyOfDay('es', text, { seed, activities })
      .scenes.map((scene) => scene.text)
      .join(' ');

  it('tells no toast of the bread for the ducks, and no plane of the kite', () => {
    for (const seed of ['s1', 's2']) {
      const ducks = told(
        'hoy se cayo en el parque del tobogan y se hizo una raspadura en la rodilla, lloro un monton pero la abuela Charo le puso una tirita de frozen y se le paso. despues merendamos un bocata de nocilla en el banco y dio de comer pan a los patos',
        seed,
        ['activity-park'],
      );
      expect(ducks).not.toMatch(/pan tostado/u);
      expect(ducks).toMatch(/dio de comer pan a los patos/iu);
      const kite = told(
        'se pelearon con su prima Lucia x un camion de juguete, le tiro del pelo y lloraron los dos. hizo mucho viento y volamos la cometa con el tito Javi',
        seed,
        ['activity-playing-with-friends'],
      );
      expect(kite).not.toMatch(/avión/u);
      expect(kite).toContain('el tito Javi volaron la cometa');
    }
  });

  it('tells the first day at nursery with what the teacher said, whole', () => {
    const day = told(
      'primer dia de guarde!! lloro al despedirse de mi en la puerta pero la tia Vero (la educadora) dice q despues jugo con bloques y pinto con los dedos. en la tarde fuimos a la plaza',
      's1',
      ['activity-daycare'],
    );
    expect(day).not.toMatch(/dijo que\./u);
    expect(day).toContain('dijo que jugó con bloques y pintó con los dedos');
  });
});

describe('the Spanish pack’s everyday lines of round R7', () => {
  const seeds = Array.from({ length: 24 }, (_, index) => `r7-${index}`);
  const told = (text: string, seed: string) =>
    storyOfDay('es', text, { seed })
      .scenes.map((scene) => scene.text)
      .join(' ');

  it('tell no hungry supper eaten with gusto on a feverish day', () => {
    for (const seed of seeds)
      expect(told('con fiebre todo el dia, mimos en el sofa y dalsy', seed)).not.toMatch(
        /tenía hambre|con muchas ganas/u,
      );
  });

  it('give the morning hug to the companion as Spanish says it (`le dio a Búho un abrazo`)', () => {
    const x = lineContext<Parameters<(typeof pack.opening.ready)[number]>[0]>(
      person('Osito', false),
      person('Búho', false),
      person('Mami', true),
      undefined,
      true,
      'morning',
    );
    const lines = pack.opening.ready.map((line) => line(x));
    expect(lines).toContain('Osito le dio a Búho un abrazo de buenos días muy grande, la mejor manera de empezar.');
    expect(lines.join(' ')).not.toMatch(/dio un abrazo de buenos días muy grande a /u);
  });
});

describe('the Spanish pack’s titles of round R7', () => {
  it('promise no lovely or very special day, which a sad day was not', () => {
    const x = lineContext<Parameters<(typeof pack.titles)[number]>[0]>(
      person('Vera', true),
      undefined,
      undefined,
      undefined,
      true,
      'morning',
    );
    const titles = pack.titles.map((line) => line(x)).join(' ');
    expect(titles).not.toMatch(/precioso|muy especial/u);
    expect(titles).toContain('Vera, de la mañana a la noche');
  });
});
