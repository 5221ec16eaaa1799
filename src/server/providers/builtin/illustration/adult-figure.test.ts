import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PersonId } from '../lexicon/concepts.ts';
import { composeScene } from './compose.ts';
import { drawPerson } from './props.ts';
import { Defs } from './svg.ts';

/** How tall (and how wide) a drawing stands, in its own units: the rows and columns it paints on a clear canvas. */
async function extent(svg: string): Promise<{ height: number; width: number }> {
  const canvas = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="-300 -400 600 420">${svg}</svg>`;
  const { data, info } = await sharp(Buffer.from(canvas)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let top = info.height;
  let bottom = 0;
  let left = info.width;
  let right = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) > 128) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { height: bottom - top, width: right - left };
}

const person = (id: PersonId, pose: 'standing' | 'sitting' | 'hugging') => {
  const defs = new Defs();
  const drawn = drawPerson(id, pose, defs);
  return { ...drawn, svg: `${defs}${drawn.svg}` };
};

describe('the grown-ups of a story', () => {
  it.each(['mum', 'dad', 'grandma', 'grandpa', 'teacher', 'doctor', 'aunt', 'uncle'] as const)(
    'draws %s as a grown-up: much taller than a child beside them, not the child figure scaled up',
    async (id) => {
      const [grownUp, child] = await Promise.all([
        extent(person(id, 'standing').svg),
        extent(person('sister', 'standing').svg),
      ]);
      // A child of the story is about 200 units tall; a grown-up about 330, drawn at the same scale.
      expect(grownUp.height).toBeGreaterThan(child.height * 1.4);
      expect(person(id, 'standing').scale).toBe(1);
    },
  );

  it('kneels down to the character’s height for a hug, an arm round it drawn over the character', async () => {
    const standing = await extent(person('grandma', 'standing').svg);
    const hugging = person('grandma', 'hugging');
    const kneeling = await extent(hugging.svg);
    expect(kneeling.height).toBeLessThan(standing.height * 0.8);
    expect(hugging.front).not.toBe('');
    const scene = composeScene({
      plan: { place: 'park', timeOfDay: 'afternoon', pose: 'hugging', things: [], people: ['grandma'] },
      look: { base: 'fox', accessories: [] },
      seed: 'hug:4',
      redraw: 0,
      role: 'solution',
    });
    // The arm is drawn after the character (over it), not hidden behind it.
    expect(scene.indexOf('data-hug-arm')).toBeGreaterThan(scene.indexOf('data-character'));
    expect(scene.indexOf('data-character')).toBeGreaterThan(scene.indexOf('data-person="grandma"'));
  });

  it('brings grandma and grandpa both when the text names the grandparents', () => {
    const scene = composeScene({
      plan: { place: 'park', timeOfDay: 'midday', pose: 'standing', things: [], people: ['grandparents'] },
      look: { base: 'fox', accessories: [] },
      seed: 'grand:2',
      redraw: 0,
      role: 'playtime',
    });
    expect(scene).toContain('data-person="grandma"');
    expect(scene).toContain('data-person="grandpa"');
  });
});
