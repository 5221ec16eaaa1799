import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { CatalogSeed } from '../../../catalog/catalog-types.ts';
import type { DayFacts, StoryBrief } from '../../types.ts';
import { FAMILY_WORDS, type Kid } from '../lexicon/family.ts';
import { textOfDay } from './day-story.ts';
import { pt as ptPack } from './packs/pt.ts';
import { writeBuiltinStory } from './write.ts';

/** European Portuguese as a parent in Portugal reads the family's own moments aloud. */
const pt = FAMILY_WORDS.pt;
const zuri: Kid = { name: 'Zuri', pronoun: 'she' };
const kito: Kid = { name: 'Kito', pronoun: 'he' };
const lina: Kid = { name: 'Lina', pronoun: 'she' };

const item = (seed: CatalogSeed) => ({
  name: seed.text.pt.name,
  description: seed.text.pt.description,
  look: seed.look,
  catalogId: seed.id,
});
const activity = (id: string) => DEFAULT_ACTIVITIES.find((one) => one.id === id) as CatalogSeed;
const write = (facts: DayFacts, seed: string) =>
  writeBuiltinStory({
    language: 'pt',
    character: item(DEFAULT_CHARACTERS[4] as CatalogSeed),
    activities: [item(activity('activity-building-blocks')), item(activity('activity-puzzle'))],
    customDescription: undefined,
    customActivities: [],
    childPlaceholder: 'Zuri',
    childPronoun: 'she',
    facts,
    seed,
  } as StoryBrief);

describe('the family’s moments in European Portuguese', () => {
  it('a pet of another kind is said by the parent’s word before its name, as `o cão Bobi` is', () => {
    expect(pt.pet('Yaro', 'other', 'uma galinha')).toBe('a galinha Yaro');
    expect(pt.pet('Yaro', 'other', 'um Axolote')).toBe('o axolote Yaro');
    expect(pt.pet('Yaro', 'other', 'iguana')).toBe('a iguana Yaro');
    expect(pt.there([zuri], [{ role: 'pet', name: 'Yaro', kind: 'other', word: 'uma galinha' }], [])).toBe(
      'A galinha Yaro também estava lá.',
    );
  });

  it('a sister or brother’s apposition is closed by a comma, and comes after the others so the list reads clearly', () => {
    const sister = { role: 'sibling', name: 'Tavi', pronoun: 'she', isOlder: true } as const;
    expect(pt.there([zuri], [{ role: 'grown-up', name: 'Kesi', pronoun: 'she' }, sister], [])).toBe(
      'A Kesi e a irmã mais velha, a Tavi, também estavam lá.',
    );
    expect(
      pt.there(
        [zuri],
        [
          { role: 'sibling', name: 'Tavi', pronoun: 'he', isOlder: false },
          { role: 'grown-up', name: 'Kesi', pronoun: 'he' },
          { role: 'pet', name: 'Nemi', kind: 'dog' },
        ],
        [],
      ),
    ).toBe('O Kesi, o cão Nemi e o irmão mais novo, o Tavi, também estavam lá.');
  });

  it('a first time is told whole, with its own verb, in any scene', () => {
    expect(pt.firstTime([zuri, kito], 'swimming', undefined)).toBe(
      'Hoje, a Zuri e o Kito foram pela primeira vez à piscina!',
    );
    expect(pt.firstTime([zuri], 'bike', undefined)).toBe('Hoje, a Zuri andou pela primeira vez de bicicleta!');
    expect(pt.firstTime([kito], 'other', 'andar de trenó')).toBe(
      'Hoje, o Kito fez uma coisa pela primeira vez: andar de trenó!',
    );
  });

  it('feelings say what Portugal says, in the right tense and agreement, never calqued from English', () => {
    expect(pt.feeling([zuri, lina], 'proud')).toBe(
      'A Zuri e a Lina estavam tão orgulhosas que até pareciam mais crescidas.',
    );
    expect(pt.feeling([zuri, kito], 'proud')).toBe(
      'A Zuri e o Kito estavam tão orgulhosos que até pareciam mais crescidos.',
    );
    expect(pt.feeling([zuri], 'cross')).toBe('A Zuri esteve zangada durante um bocado, e também não fazia mal.');
    expect(pt.feeling([zuri, kito], 'cross')).toMatch(/^A Zuri e o Kito estiveram zangados /u);
    expect(pt.feeling([kito], 'shy')).toBe('O Kito estava com um bocadinho de vergonha hoje, e não fazia mal.');
    expect(pt.feeling([zuri], 'proud')).not.toMatch(/como uma árvore/u);
  });

  it('celebrations and a bad dream are said as a family in Portugal says them', () => {
    expect(pt.celebration([zuri], 'st-john')).toBe('São João');
    expect(pt.celebration([zuri], 'st-martin')).toBe('dia de São Martinho');
    expect(pt.badDream('O Ursinho')).toBe(
      'O Ursinho lembrou-se de um sonho mau que tinha tido à noite, e isso ainda lhe metia um bocadinho de medo.',
    );
    expect(pt.weather('rainy')).not.toMatch(/pingue/u);
  });

  it('a quarrel names the sister it was with, and they make up', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
      people: [
        { relation: 'sibling', name: 'Tavi', pronoun: 'she', age: 'preschooler', isOlder: true, seed: 's1' },
        { relation: 'grown-up', name: 'Kesi', kind: 'mother', seed: 'g1' },
      ],
      pets: [],
      hard: { kind: 'quarrel' },
    };
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const story = write(facts, seed);
      expect(story.scenes[2]?.text).toMatch(/com a Tavi/u);
      expect(story.scenes[3]?.text).toMatch(/a Tavi (pediram desculpa|fizeram as pazes)/u);
    }
  });

  it('no line of a sad day says feelings are `permitidos`, said in English', () => {
    const facts: DayFacts = {
      children: [{ name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' }],
      people: [{ relation: 'grown-up', name: 'Tavi', kind: 'father', seed: 'g1' }],
      pets: [],
      hard: { kind: 'pet-died', petName: 'Kesi', petKind: 'hamster' },
      feeling: 'sad',
    };
    const text = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
      .flatMap((seed) => write(facts, seed).scenes.map((scene) => scene.text))
      .join(' ');
    expect(text).toMatch(/o hamster Kesi/u);
    expect(text).not.toMatch(/permitid/u);
  });
});

describe('a Portuguese parent’s typed day', () => {
  const told = (description: string, seed: string, activities: string[]) =>
    textOfDay('pt', description, { seed, activities, character: 3 });

  it('tells eggs broken while baking as a little mess, never a broken toy, and no hens', () => {
    const day = 'fizemos bolo de cenoura juntas, ela quebrou os ovos e caiu casca na massa kkkk';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const text = told(day, seed, ['activity-baking']);
      expect(text, seed).not.toMatch(/brinquedo preferido|partiu-se|galinha/u);
    }
  });

  it('tells the child’s bump while chasing the cat as the child’s own uh-oh', () => {
    const day = 'bateu a testa na quina da mesa correndo atrás do Frajola (nosso gato), ficou um galo roxo';
    for (const seed of ['a', 'b', 'c']) {
      const scenes = writeBuiltinStory({
        language: 'pt',
        character: item(DEFAULT_CHARACTERS[3] as CatalogSeed),
        activities: [],
        customDescription: day,
        customActivities: [],
        childPlaceholder: 'Zuri',
        childPronoun: 'she',
        seed,
      } as StoryBrief).scenes;
      expect(`${scenes[2]?.text} ${scenes[3]?.text}`, seed).toMatch(/testa|galo/u);
    }
  });

  it('tells a festa junina as the feast, not a birthday party', () => {
    const day = 'festa junina da escola!! dançou quadrilha com vestido de chita, comeu pipoca e pé de moleque';
    for (const seed of ['a', 'b', 'c', 'd']) expect(told(day, seed, []), seed).not.toMatch(/parabéns|velas/u);
  });

  it('tells a bola de berlim at the beach as a treat, not a ball', () => {
    const day = 'fomos à praia com os avós, comeu uma bola de berlim e ficou todo lambuzado';
    for (const seed of ['a', 'b', 'c', 'd'])
      expect(told(day, seed, ['activity-beach']), seed).not.toMatch(/bola grande|jogar à bola|bons amigos/u);
  });
});

describe('the Portuguese pack tells a parent’s own activity as something the hero did', () => {
  const hero = { name: 'a Corujinha', bare: 'Corujinha', fem: true, plural: false };
  // biome-ignore lint/suspicious/noExplicitAny: a pack line reads only the fields it needs.
  const x = (more: Record<string, unknown>): any => ({ h: hero, first: true, ...more });

  it('a typed doing word as the hero going to do it, a typed past as the hero’s, a name by the carrier line', () => {
    for (const line of ptPack.typed) {
      expect(line(x({ what: 'dar milho às galinhas c o avô Manel' }))).toBe(
        'A Corujinha foi dar milho às galinhas com o avô Manel.',
      );
      expect(line(x({ what: 'ir ao circo' }))).toBe('A Corujinha foi ao circo.');
      expect(line(x({ what: 'dançou quadrilha c o Arthur' }))).toBe('A Corujinha dançou quadrilha com o Arthur.');
      expect(line(x({ what: 'judo' }))).toMatch(/judo\.$/u);
      expect(line(x({ what: 'colar de contas' }))).toMatch(/: colar de contas\.$/u);
      expect(line(x({ what: 'jantar na avó' }))).toBe('A Corujinha foi jantar na avó.');
    }
  });

  it('remembers the day’s things with `de` and their articles, never as a pasted list', () => {
    for (const line of ptPack.typedMemory) {
      const said = line(x({ first: false, list: 'o urso e a escova de dentes cor de rosa' }));
      expect(said).toContain('do urso e da escova de dentes cor de rosa');
      expect(said).not.toContain(':');
      expect(line(x({ first: false, list: 'dar milho às galinhas' }))).toContain('de dar milho às galinhas');
      // A past action is remembered as when it was done, never after a colon.
      expect(line(x({ first: false, list: 'dançou quadrilha' }))).toContain('de quando dançou quadrilha');
    }
  });
});

describe('a Portuguese plan that fell through', () => {
  it('is not told as the picked outing done', () => {
    for (const seed of ['a', 'b', 'c']) {
      const text = textOfDay(
        'pt',
        'ia ser dia de zoológico mas fez mto calor e desistimos. ficamos em casa a brincar',
        {
          seed,
          activities: ['activity-zoo'],
        },
      );
      expect(text).not.toMatch(/girafa|zebra|pinguins|macacos|jardim zoológico/u);
      expect(text).toContain('Era para ser dia de zoológico');
    }
  });
});
