import { describe, expect, it } from 'vitest';
import type { DayFacts } from '../../types.ts';
import { FAMILY_WORDS } from '../lexicon/family.ts';
import { lineContext, storyOfDay } from './day-story.ts';
import type { Ctx } from './pack.ts';
import { nl as pack } from './packs/nl.ts';

/** How the built-in storyteller tells a Dutch or Flemish family's day: read as a parent reads it aloud. */

const words = FAMILY_WORDS.nl;
type X = Ctx<unknown, unknown>;
const bear = pack.hero({ name: 'Beertje', catalogId: 'character-bear', description: '' });
const sister = pack.child('Tavi', 'she');
const ctx = (about: unknown, first: boolean): X =>
  lineContext<X>(pack.child('Zuri', 'he'), pack.child('Zuri', 'he'), pack.grownUp, about, first);
const say = (lines: ReadonlyArray<(x: never) => string>, x: X) => lines.map((line) => line(x as never));

const ZURI = { name: 'Zuri', pronoun: 'he', age: 'preschooler', seed: 'c1' } as const;
const write = (facts: DayFacts, seed: string, description?: string) =>
  storyOfDay('nl', description, { seed, activities: ['activity-playground'], character: 1, facts, pronoun: 'he' });
const SEEDS = Array.from({ length: 6 }, (_, index) => `nl-fam-${index}`);

describe('the Dutch family story', () => {
  it('tells the sorry after a quarrel as the comfort of scene 4, once, not in the quarrel’s own sentence', () => {
    const quarrel: DayFacts = {
      children: [ZURI],
      people: [{ relation: 'sibling', name: 'Tavi', pronoun: 'she', age: 'toddler', isOlder: false, seed: 's1' }],
      pets: [],
      hard: { kind: 'quarrel' },
    };
    for (const seed of SEEDS) {
      const told = write(quarrel, seed, 'ruzie met Tavi om de schep, daarna sorry gezegd').scenes.map((s) => s.text);
      // The parent's quarrel is scene 3's trouble, its sorry the comfort of scene 4.
      expect(told[2], `${seed}\n${told.join('\n')}`).toMatch(/ruzie met Tavi om de schep/u);
      // (Said as the child's words, `zei hij: “Sorry.”`, or in the comfort's own.)
      expect(told[2], `${seed}\n${told.join('\n')}`).not.toMatch(/sorry/iu);
      expect(told[3], `${seed}\n${told.join('\n')}`).toMatch(/sorry/iu);
      expect(told.join(' ').match(/sorry/giu)?.length, seed).toBe(1);
      // Tapped without words, a quarrel with a sister still ends in a sorry.
      expect(write(quarrel, seed).scenes[3]?.text, seed).toMatch(/sorry gezegd/u);
    }
    // A plain tantrum, about no one, just blows over.
    for (const line of say(pack.problems.tantrum.fix[1] ?? [], ctx(undefined, true)))
      expect(line).not.toMatch(/sorry/u);
    for (const line of say(pack.problems.tantrum.fix[1] ?? [], ctx(sister, true))) expect(line).toMatch(/sorry/u);
  });

  it('tells a bare `koorts,` as a fever the child had, never `lag koorts`', () => {
    const ill: DayFacts = { children: [ZURI], people: [], pets: [], hard: { kind: 'ill' } };
    for (const seed of SEEDS) {
      const told = write(ill, seed, 'koorts, de hele dag op de bank gelegen')
        .scenes.map((s) => s.text)
        .join('\n');
      expect(told, seed).not.toMatch(/lag koorts/u);
      expect(told, seed).toMatch(/had koorts/u);
    }
  });

  it('tells a pet’s death and burial with one `daarom`, not again in the sentence after the news', () => {
    const died: DayFacts = {
      children: [{ ...ZURI, pronoun: 'she' }],
      people: [
        { relation: 'grown-up', name: 'Tavi', kind: 'mother', seed: 'g1' },
        { relation: 'grown-up', name: 'Kesi', kind: 'father', seed: 'g2' },
      ],
      pets: [],
      hard: { kind: 'pet-died', petName: 'Yaro', petKind: 'cat' },
    };
    for (const seed of SEEDS) {
      const told = write(died, seed, 'Yaro is vannacht gestorven, we hebben haar in de tuin begraven')
        .scenes.map((s) => s.text)
        .join('\n');
      expect(told, seed).toMatch(/begroeven/u);
      expect(told.match(/daarom/gu)?.length ?? 0, seed).toBeLessThanOrEqual(1);
    }
  });

  it('says a child still at play as Dutch does, and rolls the lost ball under something the comfort reaches', () => {
    for (const first of [true, false]) {
      for (const line of say(pack.still, ctx(undefined, first))) expect(line).not.toMatch(/was er nog steeds/u);
      for (const line of say(pack.problems.rollAway.uhOh[1] ?? [], { ...ctx(undefined, first), h: bear } as X))
        expect(line).toMatch(/onder/u);
    }
  });

  it('ends a Sinterklaas day with the shoe by the stove, and keeps the feast’s own line beside `sint liedjes`', () => {
    expect(words.festivalEvening.sinterklaas).toContain('schoen');
    expect(words.festivalEvening['kings-day']).toContain('oranje');
    expect(words.festivalEvening.easter).toContain('eitjes');
    const feast: DayFacts = {
      children: [ZURI],
      people: [{ relation: 'grown-up', name: 'Tavi', kind: 'grandfather', seed: 'g1' }],
      pets: [],
      celebration: 'sinterklaas',
    };
    for (const seed of SEEDS) {
      const told = write(feast, seed, 'sint liedjes gezongen').scenes.map((s) => s.text);
      expect(told[5], seed).toContain('paard van Sinterklaas');
      expect(told.join(' '), seed).toMatch(/sintliedjes/u);
      expect(told.join(' '), seed).toMatch(/de tijd van Sinterklaas/u);
    }
  });

  it('never says the doctor lay in the hospital, and sits in a circle with the instruments in the middle', () => {
    const doctor = { ...pack.child('Zuri', 'he'), name: 'de dokter' };
    for (const line of say(pack.problems.hospital.uhOh[0] ?? [], ctx(doctor, true)))
      expect(line).not.toMatch(/dokter lag in het ziekenhuis/u);
    for (const line of say(pack.problems.hospital.uhOh[0] ?? [], ctx(pack.child('Oma', 'she'), true)))
      expect(line).toMatch(/Oma lag in het ziekenhuis|ziekenhuis/u);
    const told = storyOfDay(
      'nl',
      'hij is vanmiddag van de bank gevallen en met zn lip op de salontafel. veel bloed en geschrokken, even naar de huisartsenpost maar hoefde gelukkig niet gehecht',
      { seed: 'x', pronoun: 'he', character: 1 },
    );
    expect(told.scenes.map((s) => s.text).join(' ')).not.toMatch(/ziekenhuis/u);
    for (const line of say(pack.activities['activity-music'].arrive, ctx(undefined, true)))
      expect(line).not.toMatch(/kring van muziekinstrumenten/u);
  });
});
