import { describe, expect, it } from 'vitest';
import { composePortrait, composeScene, sceneProps } from './compose.ts';

const plan = { timeOfDay: 'midday', pose: 'standing', things: [], people: [] } as const;

describe('what a scene shows', () => {
  it("draws the activity's objects first, then what the text names, each once", () => {
    expect(sceneProps({ ...plan, place: 'beach', activityId: 'activity-beach', things: ['bucket', 'ball'] })).toEqual([
      'sandcastle',
      'bucket',
      'ball',
    ]);
  });

  it('keeps outdoor things outdoors: the morning bedroom hints at the park with its ball, not its ducks', () => {
    expect(sceneProps({ ...plan, place: 'bedroom', things: ['ducks', 'ball', 'teddy'] })).toEqual(['ball', 'teddy']);
    expect(sceneProps({ ...plan, place: 'park', things: ['ducks'] })).toEqual(['ducks']);
  });

  it('leaves weather to the sky rather than drawing it as an object', () => {
    expect(sceneProps({ ...plan, place: 'garden', things: ['rain', 'rainbow', 'sun', 'kite'] })).toEqual(['kite']);
  });

  it('seats a character whose bath or bed is planned in another place', () => {
    const look = { base: 'bear', accessories: [] } as const;
    const bathInKitchen = composeScene({
      plan: { ...plan, place: 'bedroom', pose: 'bath' },
      look,
      seed: 'x:6',
      redraw: 0,
    });
    const sittingInKitchen = composeScene({
      plan: { ...plan, place: 'bedroom', pose: 'sitting' },
      look,
      seed: 'x:6',
      redraw: 0,
    });
    expect(bathInKitchen).toBe(sittingInKitchen);
  });

  it('draws the same custom character in every portrait redraw, in another pose', () => {
    const look = { base: 'dragon', colour: 'purple', accessories: [{ id: 'glasses' }] } as const;
    const portraits = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => composePortrait(look, seed)));
    expect(portraits.size).toBeGreaterThan(2);
    for (const portrait of portraits) expect(portrait).toContain('#a77fd6');
  });
});
