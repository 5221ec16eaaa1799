import { describe, expect, it } from 'vitest';
import { readText } from '../../lexicon/read.ts';
import { es } from './es.ts';

/** The Spanish pack's lines, read as a parent reads them aloud. */
describe('the Spanish pack', () => {
  const x = { first: true, h: { name: 'Osito', fem: false, plural: false, neutral: false } } as never;

  it('comforts in a parent’s words, not a leaflet’s (`los sentimientos difíciles están permitidos`)', () => {
    for (const line of es.comfort) expect(line(x)).not.toMatch(/permitidos/u);
  });

  it('tucks the child in as a Spanish parent says it, with nothing the goodnight list would have to have shown', () => {
    for (const line of es.night.tuck) {
      expect(line(x)).not.toMatch(/garbancito|vaina/u);
      // (`como un pajarito en su nido` reads as birds the story never showed; a cuddly blanket is the night's own.)
      expect(
        readText([line(x)], 'es').things.filter((thing) => thing !== 'teddy'),
        line(x),
      ).toEqual([]);
    }
  });

  it('tells bread as bread, since a sandwich or a croissant is no toast (`merendamos medialunas`)', () => {
    const bread = es.things.bread;
    expect(bread?.goodnight).not.toMatch(/tostad/u);
    for (const line of bread?.lines ?? []) expect(line(x)).not.toMatch(/tostad/u);
  });

  it('tells a fall’s fright in words that fit a child who cried a lot (`lloró un montón`)', () => {
    for (const line of es.problems.fell?.uhOh[1] ?? []) expect(line(x)).not.toMatch(/quiet/u);
  });
});
