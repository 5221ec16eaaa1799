import { describe, expect, it } from 'vitest';
import type { DayFacts } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { lineContext, storyOfDay } from './day-story.ts';
import type { Ctx } from './pack.ts';
import { fr as pack } from './packs/fr.ts';
import { fr as reteller } from './retell/fr.ts';

/** How the built-in storyteller tells a French family's day: read as a parent reads it aloud. */

const words = FAMILY_WORDS.fr;
type X = Ctx<unknown, unknown>;
const bear = pack.hero({ name: 'Petit Ours', catalogId: 'character-bear', description: '' });
const sister = pack.child('Tavi', 'she');
const ctx = (about: unknown, first: boolean): X =>
  lineContext<X>(bear, pack.child('Zuri', 'he'), pack.grownUp, about, first);
const say = (lines: ReadonlyArray<(x: never) => string>, x: X) => lines.map((line) => line(x as never));

const ZURI = { name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' } as const;
const TAVI = { relation: 'sibling', name: 'Tavi', pronoun: 'she', age: 'toddler', isOlder: false, seed: 's1' } as const;
const KESI = { relation: 'grown-up', name: 'Kesi', kind: 'father', seed: 'g1' } as const;
const write = (facts: DayFacts, seed: string, description?: string, activities = ['activity-playground']) =>
  storyOfDay('fr', description, { seed, activities, character: 1, facts, pronoun: 'he' }).scenes.map(
    (scene) => scene.text,
  );
const SEEDS = Array.from({ length: 6 }, (_, index) => `fr-fam-${index}`);

describe('the French family story', () => {
  it('ends a quarrel with a sister in making up, and a plain tantrum without it', () => {
    for (const first of [true, false]) {
      for (const line of say(pack.problems.tantrum.fix[1] ?? [], ctx(sister, first)))
        expect(line).toMatch(/on se tend la main|on se sourit/u);
      for (const line of say(pack.problems.tantrum.fix[1] ?? [], ctx(undefined, first)))
        expect(line).not.toMatch(/on se tend la main|on se sourit/u);
    }
    const quarrel: DayFacts = { children: [ZURI], people: [KESI, TAVI], pets: [], hard: { kind: 'quarrel' } };
    for (const seed of SEEDS) expect(write(quarrel, seed)[3], seed).toMatch(/on se tend la main|on se sourit/u);
  });

  it('tells the sorry typed after the quarrel as the comfort, to the sister the quarrel was with', () => {
    const quarrel: DayFacts = { children: [ZURI], people: [KESI, TAVI], pets: [], hard: { kind: 'quarrel' } };
    const typed = 'dispute avec Tavi pour la pelle au bac à sable, puis bisou pour se faire pardonner';
    for (const seed of SEEDS) {
      const told = write(quarrel, seed, typed, ['activity-sandbox']);
      expect(told[2], seed).toMatch(/se dispute avec Tavi pour la pelle au bac à sable\.|se fâche contre Tavi/u);
      expect(told[2], seed).not.toMatch(/bisou|pardonner/u);
      expect(told[3], seed).toContain('fait un bisou à Tavi pour se faire pardonner.');
    }
  });

  it('says a sister before the grown-up, so that she is not read as the grown-up’s sister', () => {
    const said = words.there(
      [{ name: 'Zuri', pronoun: 'he' }],
      [
        { role: 'grown-up', name: 'Kesi' },
        { role: 'sibling', name: 'Tavi', pronoun: 'she', isOlder: false },
        { role: 'pet', name: 'Yaro', kind: 'dog' },
      ],
      [],
    );
    expect(said).toBe('Sa petite sœur Tavi, Kesi et le chien Yaro sont là aussi.');
  });

  it('says the cross feeling of a day whole, with no « non plus » left hanging', () => {
    const said = words.feeling([{ name: 'Zuri', pronoun: 'he' }], 'cross');
    expect(said).toBe('Zuri a été en colère un moment, et ce n’est pas grave.');
  });

  it('tells a pet’s death without saying « triste » twice in a row', () => {
    const died: DayFacts = {
      children: [ZURI],
      people: [KESI],
      pets: [],
      hard: { kind: 'pet-died', petName: 'Tavi', petKind: 'cat' },
    };
    for (const seed of SEEDS) {
      const told = write(died, seed, undefined, [])[2] ?? '';
      expect(told, seed).toContain('Tavi');
      expect(told.match(/triste/gu)?.length ?? 0, `${seed}: ${told}`).toBeLessThanOrEqual(1);
      expect(told, seed).not.toContain('aujourd’hui est un jour');
    }
  });

  it('says where the child sat still on a first haircut, not « il reste bien sage » at the shop', () => {
    const haircut: DayFacts = { children: [ZURI], people: [KESI], pets: [], firstTime: { kind: 'haircut' } };
    const typed = 'première fois chez le coiffeur, il est resté bien sage';
    for (const seed of SEEDS) {
      const all = write(haircut, seed, typed, ['activity-shopping']).join(' ');
      expect(all, seed).toContain('reste bien sage chez le coiffeur.');
    }
  });

  it('tells who found the bean of the Epiphany cake, and ends the day with its crown', () => {
    expect(words.festivalEvening.epiphany).toContain('couronne');
    expect(words.festivalEvening.epiphany).not.toContain('fève');
    const kings: DayFacts = { children: [ZURI], people: [KESI], pets: [], celebration: 'epiphany' };
    for (const seed of SEEDS) {
      const all = write(kings, seed, 'galette des rois chez mamie, c’est Tavi qui a eu la fève', []).join(' ');
      expect(all, seed).toContain('c’est Tavi qui trouve la fève dans la galette, et qui porte la couronne.');
    }
  });

  it('ends an Easter and a carnival day with their own evening touch', () => {
    for (const [celebration, touch] of [
      ['easter', 'œufs en chocolat'],
      ['carnival', 'déguisement de carnaval'],
    ] as const) {
      const feast: DayFacts = { children: [ZURI], people: [KESI], pets: [], celebration };
      for (const seed of SEEDS) expect(write(feast, seed, undefined, [])[5], seed).toContain(touch);
    }
  });

  it('comforts a sick child in French words, not an English calque', () => {
    const calque = /Certains jours ont|aide le corps à guérir|au calme, tout près/u;
    for (const first of [true, false]) {
      const x = ctx(undefined, first);
      const slots = [
        ...pack.problems.sick.uhOh,
        ...pack.problems.sick.fix,
        ...pack.problems.hospital.fix,
        pack.comfort,
      ];
      for (const lines of slots) for (const line of say(lines, x)) expect(line).not.toMatch(calque);
    }
  });

  it('tells what a parent typed as a bare participle, and the hot chocolate after it', () => {
    const hero = { name: 'Zuri', a: 'à Zuri', de: 'de Zuri', il: 'il', le: 'le', lui: 'lui', fem: false, pl: false };
    const context = { hero, grownUps: ['Mamie'], names: ['Tavi'], childPronoun: 'he' as const };
    expect(reteller.retell('sauté dans les flaques avec Tavi', context)).toBe('Zuri saute dans les flaques avec Tavi.');
    expect(reteller.retell('mangé des crêpes', context)).toBe('Zuri mange des crêpes.');
    expect(reteller.retell('chocolat chaud chez mamie', context)).toBe('Zuri boit un chocolat chaud chez Mamie.');
    // A thing typed alone stays a thing: no « il a marché de Noël ».
    expect(reteller.retell('marché de Noël avec papa', context)).not.toContain('marche');
    const rainy: DayFacts = { children: [ZURI], people: [KESI], pets: [], weather: 'rainy' };
    for (const seed of SEEDS) {
      const all = write(rainy, seed, 'sauté dans les flaques puis chocolat chaud chez mamie', []).join(' ');
      expect(all, seed).toContain('boit un chocolat chaud chez Mamie.');
    }
  });

  it('says a bump hurts, without « qui pique » after « que ça pique »', () => {
    for (const first of [true, false])
      for (const line of say(pack.problems.hurt.uhOh[1] ?? [], ctx(undefined, first)))
        expect(line).not.toContain('qui pique');
  });
});

describe('the French story before the uh-oh, round 7', () => {
  it('says no rest nor calm just before a quarrel', () => {
    const day =
      "galette des rois chez papi et mamie, c'est elle qui a eu la fève !! par contre elle s'est disputée avec son cousin Théo pr le dernier morceau, il l'a poussée et elle a pleuré, ils se sont fait un bisou pour se réconcilier";
    for (const seed of ['s1', 's2', 's3', 's4', 's5', 's6', 'fr-q1-s1']) {
      const scenes = storyOfDay('fr', day, {
        seed,
        activities: ['activity-grandparents'],
        typed: ['galette des rois'],
        character: 4,
      }).scenes;
      expect(scenes[2]?.text, seed).not.toMatch(/tout calme|se repose un peu/u);
    }
    for (const line of pack.later) {
      expect(line(ctx(undefined, true) as never)).not.toMatch(/tout calme|se repose/u);
    }
  });
});

describe('a goodbye typed as a moment, round 7', () => {
  it('tells « au revoir nounou » as the hero saying goodbye to the nanny, not as a programme', () => {
    const day =
      "dernier jour chez nounou Sylvie avant l'école en septembre. Léna a fait un gros câlin et elle a pas voulu lâcher sa main";
    for (const seed of ['s1', 's2', 's3', 's4']) {
      const text = storyOfDay('fr', day, { seed, activities: ['activity-daycare'], typed: ['au revoir nounou'] })
        .scenes.map((scene) => scene.text)
        .join(' ');
      expect(text, seed).not.toMatch(/: au revoir nounou/u);
      if (/au revoir à/u.test(text)) expect(text, seed).toMatch(/dit au revoir à sa nounou/u);
    }
    expect(
      storyOfDay('fr', day, { seed: 's1', activities: ['activity-daycare'], typed: ['au revoir nounou'] })
        .scenes.map((scene) => scene.text)
        .join(' '),
    ).toMatch(/dit au revoir à sa nounou/u);
  });
});

describe('thanks said to someone, round 7', () => {
  it('says « Merci » to the one who helped, never to nobody', () => {
    const lines = say(pack.feelBetter, ctx(undefined, true)).filter((line) => /Merci/u.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/« Merci », dit Petit Ours (?:à |au |aux )\S/u);
  });
});
