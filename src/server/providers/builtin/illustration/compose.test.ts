import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '../../types.ts';
import type { CharacterLook } from './character-look.ts';
import { composePortrait, composeScene, sceneProps } from './compose.ts';

const plan: Omit<ScenePlan, 'place'> = { timeOfDay: 'midday', pose: 'standing', things: [], people: [] };

describe('what a scene shows', () => {
  it("draws the activity's objects first, then what the text names, each once", () => {
    expect(
      sceneProps({ ...plan, place: 'beach', activityId: 'activity-beach', things: ['ball', 'sandcastle'] }),
    ).toEqual(['sandcastle', 'bucket', 'ball']);
  });

  it('keeps outdoor things outdoors: the morning bedroom hints at the park with its ball, not its ducks', () => {
    expect(sceneProps({ ...plan, place: 'bedroom', things: ['ducks', 'ball', 'teddy'] })).toEqual(['ball', 'teddy']);
    expect(sceneProps({ ...plan, place: 'park', things: ['ducks'] })).toEqual(['ducks']);
  });

  it('leaves weather to the sky rather than drawing it as an object', () => {
    expect(sceneProps({ ...plan, place: 'garden', things: ['rain', 'rainbow', 'sun', 'kite'] })).toEqual(['kite']);
  });

  it('seats a character whose bath or bed is planned in another place', () => {
    const look: CharacterLook = { base: 'bear', accessories: [] };
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
    const look: CharacterLook = { base: 'dragon', colour: 'purple', accessories: [{ id: 'glasses' }] };
    const portraits = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => composePortrait(look, seed)));
    expect(portraits.size).toBeGreaterThan(2);
    for (const portrait of portraits) expect(portrait).toContain('#a77fd6');
  });
});
