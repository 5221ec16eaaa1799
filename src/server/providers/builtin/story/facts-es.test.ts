import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../../catalog/catalog-types.ts';
import type { DayFacts, StoryBrief } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { textOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

const item = (seed: CatalogSeed) => ({
  name: seed.text.es.name,
  description: seed.text.es.description,
  look: seed.look,
  catalogId: seed.id,
});
const activity = (id: string) => item(DEFAULT_ACTIVITIES.find((one) => one.id === id) as CatalogSeed);
const write = (facts: DayFacts, seed: string, activities = ['activity-reading']) =>
  writeBuiltinStory({
    language: 'es',
    character: item(DEFAULT_CHARACTERS[0] as CatalogSeed),
    activities: activities.map(activity),
    customDescription: undefined,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: facts.children[0]?.pronoun ?? undefined,
    facts,
    seed,
  } as StoryBrief);
const text = (facts: DayFacts, seed: string, activities?: string[]) =>
  write(facts, seed, activities)
    .scenes.map((scene) => scene.text)
    .join(' ');
const seeds = Array.from({ length: 12 }, (_, index) => `es-${index}`);
const es = FAMILY_WORDS.es;
const zuri = { name: 'Zuri', pronoun: 'she' as const };
const kito = { name: 'Kito', pronoun: 'he' as const };

describe('Spanish day facts read as a parent in Spain reads them', () => {
  it('a grandparent keeps the article in the story’s lines and is called by the name alone at goodnight', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'she', age: 'preschooler', seed: 'c1' }],
      people: [
        { relation: 'grown-up', name: 'Yaro', kind: 'grandmother', seed: 'g1' },
        { relation: 'grown-up', name: 'Tavi', kind: 'grandfather', seed: 'g2' },
        { relation: 'grown-up', name: 'Kesi', kind: 'mother', seed: 'g3' },
      ],
      pets: [],
      hard: { kind: 'bump' },
    };
    for (const seed of seeds) {
      const all = text(facts, seed, ['activity-park']);
      // Never `Yaro lo abrazó` or `con Tavi`: `la Yaro`, `el Tavi`, `al Tavi`, `del Tavi`; the goodnight `Buenas noches, Yaro`.
      expect(all.match(/(?<!\b(?:la|noches,) )Yaro\b/giu) ?? [], seed).toEqual([]);
      expect(all.match(/(?<!\b(?:el|al|del|noches,) )Tavi\b/giu) ?? [], seed).toEqual([]);
      expect(all, seed).not.toMatch(/\b(?:la|el) Kesi\b/u);
      expect(all, seed).toMatch(/\bla Yaro/iu);
    }
  });

  it('a feeling is allowed as Spanish says it, not `y eso estaba bien`, and pride is not `alta como un árbol`', () => {
    for (const feeling of ['happy', 'proud', 'silly', 'shy', 'scared', 'sad', 'cross'] as const) {
      const line = es.feeling([zuri, kito], feeling);
      expect(line).not.toMatch(/estaba bien|como un árbol/u);
    }
    expect(es.feeling([zuri], 'sad')).toBe('Zuri estaba un poco triste hoy, y no pasaba nada.');
    expect(es.feeling([zuri, kito], 'proud')).toBe('Zuri y Kito estaban muy orgullosos: ¡qué mayores!');
    expect(es.feeling([zuri, { name: 'Lina', pronoun: 'she' }], 'cross')).toMatch(/estaban enfadadas/u);
  });

  it('a first night away is a clause in the children’s number, and a first of the parent’s words has no stray comma', () => {
    expect(es.firstTime([zuri], 'sleepover', undefined)).toBe(
      '¡Para Zuri era la primerísima vez que dormía fuera de casa!',
    );
    expect(es.firstTime([zuri, kito], 'sleepover', undefined)).toMatch(/que dormían fuera de casa/u);
    expect(es.firstTime([zuri], 'other', 'montar en poni')).toBe('¡Para Zuri era la primerísima vez: montar en poni!');
  });

  it('a pet of the parent’s own words reads as one in the list of who was there', () => {
    const there = es.there([zuri], [{ role: 'pet', name: 'Pincho', kind: 'other', word: 'un erizo' }], []);
    expect(there).toBe('Su erizo Pincho también estaba allí.');
    expect(es.pet('Rocky', 'other', 'tortuga')).toBe('su tortuga Rocky');
  });

  it('what was lost or broken takes the verb itself when the parent gave its article, in its number', () => {
    expect(es.lost('su coche azul')).toBe('¡Oh, no! Se había perdido su coche azul.');
    expect(es.lost('sus zapatillas')).toBe('¡Oh, no! Se habían perdido sus zapatillas.');
    expect(es.broken('sus gafas')).toBe('Y entonces, ¡crac!, se rompieron sus gafas.');
    expect(es.lost('coche azul')).toBe('¡Oh, no! Algo se había perdido: coche azul.');
  });

  it('a quarrel with a big sister is told as one, and the two make up', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
      people: [{ relation: 'sibling', name: 'Tavi', pronoun: 'she', age: 'preschooler', isOlder: true, seed: 's1' }],
      pets: [],
      hard: { kind: 'quarrel' },
    };
    for (const seed of seeds) {
      const [, , three, four] = write(facts, seed).scenes;
      expect(three?.text, seed).toMatch(/se peleó con Tavi|y Tavi discutieron/u);
      expect(four?.text, seed).toMatch(/se pidieron perdón/u);
    }
  });

  it('the Spanish of Spain: no `enojo`, no English `está bien estar triste` or `llorar está bien`', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
      people: [{ relation: 'grown-up', name: 'Tavi', kind: 'father', seed: 'g1' }],
      pets: [],
      hard: { kind: 'pet-died', petName: 'Kesi', petKind: 'hamster' },
    };
    for (const seed of seeds) {
      const all = text(facts, seed);
      expect(all, seed).not.toMatch(/enoj|está bien estar|Hoy fue/u);
    }
    for (const seed of seeds) {
      const all = text({ ...facts, hard: { kind: 'quarrel' } }, seed);
      expect(all, seed).not.toMatch(/enoj/u);
    }
  });
});

describe('a Spanish parent’s day', () => {
  const day = (description: string, activities: string[], seed: string) =>
    textOfDay('es', description, { seed, activities });

  it('tells the outing the parent wrote where the picked one stood for it: the plane, not the train', () => {
    for (const seed of seeds) {
      const all = day(
        'viajamos en avion a mendoza a ver a los abuelos!! el nono nos fue a buscar al aeropuerto',
        ['activity-train-ride'],
        seed,
      );
      expect(all, seed).not.toMatch(/\btren\b|\bvagón/iu);
      expect(all, seed).toMatch(/avión/iu);
    }
  });

  it('keeps a picked lesson that a `no` of the same sentence does not cancel', () => {
    for (const seed of seeds) {
      const all = day(
        'primer dia de natación, se metio al agua con los manguitos y al principio no queria soltarse del profe',
        ['activity-swimming'],
        seed,
      );
      expect(all, seed).toMatch(/piscina/iu);
    }
  });

  it('tells the paddling pool on the terrace, not the beach the parent picked for it', () => {
    for (const seed of seeds) {
      const all = day(
        'montamos la piscinita hinchable en la terraza y se pasó la tarde echándole agua al perro',
        ['activity-beach'],
        seed,
      );
      expect(all, seed).not.toMatch(/\bplaya\b|\barena\b/iu);
    }
  });

  it('tells waking up in the waking scene, before the day’s first activity', () => {
    const found = seeds.flatMap((seed) => {
      const story = writeBuiltinStory({
        language: 'es',
        character: item(DEFAULT_CHARACTERS[0] as CatalogSeed),
        activities: [activity('activity-park')],
        customDescription: 'se despertó a las 6 con el pelo de loco. fuimos al parque y jugó con la arena',
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'she',
        seed,
      } as StoryBrief);
      return [story.scenes.findIndex((scene) => /pelo de loco/u.test(scene.text))];
    });
    expect(found.filter((at) => at >= 0).length).toBeGreaterThan(6);
    expect(found.filter((at) => at > 0)).toEqual([]);
  });

  it('calls a grandparent or a teacher by the parent’s own word, and wishes them goodnight without an article', () => {
    for (const seed of seeds) {
      const story = writeBuiltinStory({
        language: 'es',
        character: item(DEFAULT_CHARACTERS[0] as CatalogSeed),
        activities: [],
        customDescription: 'hoy en el cole la seño le dio un abrazo porque se cayó en el patio',
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'she',
        seed,
      } as StoryBrief);
      // The pack's own daycare lines may still say `la maestra` of the room's teacher; she who was there is `la seño`.
      expect(story.scenes[3]?.text, seed).not.toMatch(/maestra/u);
      expect(story.scenes[6]?.text, seed).not.toMatch(/maestra|noches, la seño/u);
    }
  });
});
