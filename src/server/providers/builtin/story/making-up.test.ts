// A quarrel and its sorry, as parents wrote them in the readers' days: the quarrel told once in scene 3 (the pack's
// plain words of it give way to the parent's clause when the story names the other child elsewhere), and the sorry
// told as the comfort, in scene 4.
import { describe, expect, it } from 'vitest';
import { briefOf, loadDays, loadReaderDays } from '../../../../../bench/story-truth/days.ts';
import type { Language } from '../../../../shared/languages.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

const DAYS: { language: Language; id: string; sorry: RegExp; plain: RegExp }[] = [
  { language: 'en', id: 'en-x3', sorry: /said sorry/u, plain: /had a squabble/u },
  { language: 'fr', id: 'fr-x3', sorry: /pardon/u, plain: /se fâche contre/u },
  { language: 'de', id: 'de-x4', sorry: /entschuldigte/u, plain: /Streit mit/u },
  { language: 'nl', id: 'nl-x3', sorry: /sorry/u, plain: /kregen ruzie/u },
];

describe('a quarrel and its sorry', () => {
  for (const { language, id, sorry, plain } of DAYS) {
    it(`tells the sorry as the comfort, and the quarrel once (${id})`, () => {
      const day = loadReaderDays(language).find((one) => one.id === id);
      if (!day) throw new Error(`no day ${id}`);
      let plainTold = 0;
      for (const seed of SEEDS) {
        const told = writeBuiltinStory(briefOf(day, language, seed)).scenes.map((scene) => scene.text);
        expect(told[3], `${seed}: ${told.join('\n')}`).toMatch(sorry);
        expect(told.join(' ').match(sorry)?.length, seed).toBe(1);
        if (plain.test(told[2] ?? '')) plainTold++;
      }
      // The plain words stay only where the story names the other child nowhere else yet.
      expect(plainTold).toBeLessThanOrEqual(1);
    });
  }
});

describe('a lost thing', () => {
  it('is told once, as the parent told it, and found again in the comfort', () => {
    const lost = loadReaderDays('fr').find((one) => one.id === 'fr-x5');
    const glove = loadReaderDays('pt').find((one) => one.id === 'pt-x6');
    if (!lost || !glove) throw new Error('no days fr-x5, pt-x6');
    for (const seed of SEEDS) {
      const mitten = writeBuiltinStory(briefOf(lost, 'fr', seed)).scenes.map((scene) => scene.text);
      expect(mitten[2], seed).toMatch(/perd une mitaine/u);
      expect(mitten[2], seed).not.toMatch(/trésor|disparu/u);
      expect(mitten[3], seed).toMatch(/retrouvent sa mitaine/u);
      const luva = writeBuiltinStory(briefOf(glove, 'pt', seed)).scenes.map((scene) => scene.text);
      expect(luva[2], seed).toMatch(/perdeu uma luva/u);
      expect(luva[2], seed).not.toMatch(/coisa muito (especial|querida)|Inês tinha desaparecido/u);
    }
  });
});

describe('tears right after the trouble', () => {
  it('are told with it in scene 3, even when they lasted until supper', () => {
    const day = loadDays('de').find((one) => one.id === 'de-02');
    if (!day) throw new Error('no day de-02');
    for (const seed of SEEDS) {
      const told = writeBuiltinStory(briefOf(day, 'de', seed)).scenes.map((scene) => scene.text);
      expect(told[2], `${seed}: ${told.join('\n')}`).toMatch(/weinte bis zum Abendessen/u);
    }
  });
});

describe('the parent’s own making up', () => {
  it('takes the place of the comfort’s made-up sorry: said once (en)', () => {
    const day =
      'zuri and her big brother leo fell out over the red digger in the sandpit, lots of shouting and leo pushed her over :( they said sorry and had a cuddle and then built a massive sandcastle together';
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const four = storyOfDay('en', day, { seed, activities: ['activity-sandbox'] }).scenes[3]?.text ?? '';
      expect(four, seed).toMatch(/said sorry and had a cuddle/u);
      expect(four.match(/sorry/gu)?.length, `${seed}: ${four}`).toBe(1);
    }
  });
});
