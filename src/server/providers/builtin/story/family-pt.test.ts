import { describe, expect, it } from 'vitest';
import { CELEBRATIONS_BY_LANGUAGE } from '../../../../shared/family.ts';
import type { DayFacts } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { storyOfDay } from './day-story.ts';
import { PACKS } from './packs.ts';
import { pt as reteller } from './retell/pt.ts';

/**
 * A Portuguese family's evening: the family's people said as Portuguese says them, with their articles where a
 * sentence needs one and without where one is called (`Boa noite, Coelhinho`), the grandmother of a visit by her own
 * name, and the festivals and possessives the parent taps and types.
 */

const ZURI = { name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' } as const;
const KESI = { relation: 'grown-up', name: 'Kesi', kind: 'grandmother', seed: 'g1' } as const;
const YARO = { relation: 'grown-up', name: 'Yaro', kind: 'mother', seed: 'g2' } as const;
const facts = (extra: Partial<DayFacts> = {}): DayFacts => ({ children: [ZURI], people: [KESI], pets: [], ...extra });
const SEEDS = [...Array(10).keys()].map((index) => `pt-family-${index}`);
const texts = (story: ReturnType<typeof storyOfDay>) => story.scenes.map((scene) => scene.text);

describe('a Portuguese family’s evening', () => {
  it('calls the chosen character without its article in the goodnight', () => {
    expect(PACKS.pt.night.goodnight(['o Coelhinho', 'Kesi'], {} as never)).toBe(
      'Boa noite, Coelhinho, e boa noite, Kesi.',
    );
    for (const seed of SEEDS) {
      const scenes = texts(
        storyOfDay('pt', undefined, { seed, character: seed.endsWith('1') ? 4 : 0, facts: facts() }),
      );
      expect(scenes[6], scenes.join('\n')).not.toMatch(/oa noite, (?:o|a) \p{Lu}/u);
    }
  });

  it('tells the parent’s `fomos` as the hero and the family when the grown-ups’ names say no relation', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const told = reteller.retell('fomos a casa da avó', {
      hero,
      grownUps: ['Yaro', 'Kesi'],
      names: [],
      childPronoun: 'she',
    });
    expect(told).toBe('A Zuri e a família foram a casa da avó.');
  });

  it('tells the grown-up the parent named as the one who went along, and a burial as the pet’s, not the child’s', () => {
    const hero = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const context = { hero, grownUps: ['Yaro'], names: [], childPronoun: 'she' as const };
    expect(reteller.retell('fomos ao parque com a mãe', context)).toBe('A Zuri e a mãe foram ao parque.');
    expect(reteller.retell('enterramos ela no jardim', context)).toBe('A Zuri e a família enterraram-na no jardim.');
  });

  it('visits the family’s own grandmother, not a grandfather the family does not have', () => {
    for (const seed of SEEDS) {
      const scenes = texts(
        storyOfDay('pt', undefined, { seed, activities: ['activity-grandparents'], facts: facts() }),
      );
      const all = scenes.join('\n');
      expect(all, all).not.toMatch(/(?<![\p{L}])(?:o avô|os avós|dos avós)(?![\p{L}])/u);
    }
  });

  it('says two girls together as girls', () => {
    const quiet = PACKS.pt.quiet.arrive[0];
    const zuri = PACKS.pt.child('Zuri', 'she');
    const mum = PACKS.pt.child('Yaro', 'she');
    const ctx = { h: zuri, c: zuri, p: mum, helper: mum, t: undefined, first: true, part: 'morning' } as never;
    expect(quiet?.(ctx)).toBe('A Zuri e a Yaro aninharam-se juntinhas no sofá.');
  });

  it('has the São João’s little flags in the evening of the day, and an evening touch for every festival of its own', () => {
    for (const celebration of CELEBRATIONS_BY_LANGUAGE.pt.filter((one) => one !== 'birthday')) {
      expect(FAMILY_WORDS.pt.festivalEvening[celebration], celebration).toBeTruthy();
    }
    expect(FAMILY_WORDS.pt.festivalEvening['st-john']).toContain('bandeirinhas');
    const story = storyOfDay('pt', undefined, {
      seed: 'pt-family-st-john',
      facts: facts({ people: [KESI, YARO], celebration: 'st-john' }),
    });
    expect(story.scenes[5]?.text).toContain('São João');
  });

  it('says the parent’s `dele` and `a sua` of a lost or broken thing as the child’s', () => {
    const kids = [{ name: 'Tavi', pronoun: 'he' as const }];
    expect(FAMILY_WORDS.pt.owned?.('o carrinho azul dele', kids)).toBe('o carrinho azul do Tavi');
    expect(FAMILY_WORDS.pt.owned?.('a sua boneca', [{ name: 'Zuri', pronoun: 'she' as const }])).toBe(
      'a boneca da Zuri',
    );
  });

  it('dries the child with a towel, as a bath is told in Portuguese', () => {
    const lines = PACKS.pt.evening.bath.map((line) => line({} as never));
    expect(lines.join(' ')).not.toContain('limpou-se a uma toalha');
  });
  it('says a refrain the bedtime can say too, and asks for more without naming the hero twice', () => {
    const zuri = PACKS.pt.child('Zuri', 'she');
    const ctx = { h: zuri, c: zuri, p: undefined, helper: zuri, t: undefined, first: false, part: 'evening' } as never;
    for (const line of PACKS.pt.refrain) expect(line(ctx)).not.toContain('não para de brincar');
    const more = PACKS.pt.problems.timeToStop.uhOh[1]?.[0];
    expect(more?.(ctx)).toBe('«Só mais um bocadinho!», pediu.');
  });

  it('names the child who is sad after the news of who died, so that the feeling is not the pet’s', () => {
    const zuri = PACKS.pt.child('Zuri', 'she');
    const ctx = { h: zuri, c: zuri, p: undefined, helper: zuri, t: undefined, first: false, part: 'morning' } as never;
    for (const line of PACKS.pt.problems.died.uhOh[1] ?? []) expect(line(ctx)).toContain('a Zuri');
  });

  it('remembers no butterfly of a ladybird costume at a carnival parade', () => {
    const day =
      'desfile de carnaval da escola, a inês foi de joaninha e o duarte de bombeiro, atiraram serpentinas e confetis a toda a gente';
    for (const seed of SEEDS) {
      const told = texts(storyOfDay('pt', day, { seed, activities: ['activity-dancing'], typed: [] })).join(' ');
      expect(told, seed).not.toMatch(/borboleta/u);
    }
  });

  it('makes up no big appetite at supper on a day the child was sick and ate a little', () => {
    const day =
      'dia ruim, ele amanheceu vomitando e c febre 🤒 ficou no sofá agarrado no paninho assistindo patrulha canina. o vovô Zeca trouxe gelatina de morango e ele comeu um pouquinho. dormiu cedo';
    for (const seed of [...SEEDS, 's1', 's5', 's7']) {
      const told = texts(storyOfDay('pt', day, { seed, activities: [], typed: [], pronoun: 'he' })).join(' ');
      expect(told, seed).not.toMatch(/apetite|última garfada|tinha fome|comeu tudo/u);
    }
  });
});
