// What rolls away in the uh-oh's picture rolls into the picture, beside the character, not off its edge: the ball is
// inside the frame wherever the place stands the character.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHARACTERS } from '../../../catalog/catalog-data.ts';
import type { PlaceId } from '../lexicon/concepts.ts';
import { catalogLook } from './character-look.ts';
import { composeScene } from './compose.ts';
import { WIDTH } from './places.ts';

const bunny = catalogLook(`art/${DEFAULT_CHARACTERS[0]?.art}`);
if (!bunny) throw new Error('no bunny');
const look = bunny;
const PLACES: PlaceId[] = ['garden', 'playground', 'park', 'street', 'shop', 'kitchen'];

describe('a ball that rolls away', () => {
  it.each(PLACES)('is drawn inside the picture (%s)', (place) => {
    for (const seed of ['a', 'b', 'c']) {
      const svg = composeScene({
        plan: { place, timeOfDay: 'midday', pose: 'standing', things: [], people: [], problem: 'rollAway' },
        look,
        seed,
        redraw: 0,
        role: 'uhOh',
      });
      const found = svg.match(
        /<g transform="translate\(([-\d.]+) [-\d.]+\) scale\(([\d.]+)\)"><g data-uh-oh="rollAway">(?:<g transform="scale\((-?1) 1\)">)?<g transform="translate\((-?\d+) 0\)/u,
      );
      expect(found, `${place}/${seed}`).not.toBeNull();
      const [x, scale, mirror, offset] = [found?.[1], found?.[2], found?.[3] ?? '1', found?.[4]].map(Number);
      const ball = (x ?? 0) + (scale ?? 1) * (mirror ?? 1) * (offset ?? 0);
      expect(ball, `${place}/${seed}`).toBeGreaterThan(60);
      expect(ball, `${place}/${seed}`).toBeLessThan(WIDTH - 60);
    }
  });

  it('is an apple among fruit (the shop, the market), as the text says, in scene 3 and back in scene 4', () => {
    for (const role of ['uhOh', 'solution'] as const) {
      const draw = (things: ('fruit' | 'ball')[]) =>
        composeScene({
          plan: { place: 'shop', timeOfDay: 'midday', pose: 'standing', things, people: [], problem: 'rollAway' },
          look,
          seed: 'a',
          redraw: 0,
          role,
        });
      const uhOh = (svg: string) => svg.slice(svg.indexOf('data-uh-oh="rollAway'));
      // (The apple's stalk and leaf; the ball's white stripe.)
      expect(uhOh(draw(['fruit'])), role).toMatch(/stroke="#8a5a3c"/u);
      expect(uhOh(draw(['fruit'])), role).not.toMatch(/stroke="#ffffff" stroke-width="7"/u);
      expect(uhOh(draw([])), role).toMatch(/stroke="#ffffff" stroke-width="7"/u);
    }
  });
});
