import { describe, expect, it } from 'vitest';
import type { FamilyFigure, ScenePlan, SceneRole } from '../../types.ts';
import type { CharacterLook } from './character-look.ts';
import { composeScene } from './compose.ts';

/**
 * The one child whose own day the story tells leads its pictures: the child is drawn in the scene's pose (in bed,
 * worried in the uh-oh), the chosen character beside them, and the child is not drawn a second time as a member.
 */
const bunny: CharacterLook = { base: 'bunny', accessories: [] };
const zuri: FamilyFigure = { figure: 'child', age: 'toddler', pronoun: 'she', seed: 'zuri' };
const nana: FamilyFigure = { figure: 'grown-up', kind: 'grandmother', seed: 'nana' };

const draw = (plan: Partial<ScenePlan>, role: SceneRole = 'playtime', seed = 'lead:1') =>
  composeScene({
    plan: { place: 'park', timeOfDay: 'midday', pose: 'standing', things: [], people: [], ...plan },
    look: bunny,
    seed,
    redraw: 0,
    role,
  });
const count = (svg: string, text: string) => svg.split(text).length - 1;

describe('the child who leads the pictures', () => {
  it('stands where the character stood, with the character beside them, and is drawn once', () => {
    for (const seed of ['lead:1', 'lead:2', 'lead:3', 'lead:4']) {
      const led = draw({ members: [zuri, nana], lead: zuri }, 'playtime', seed);
      const plain = draw({ members: [zuri, nana] }, 'playtime', seed);
      expect(count(led, 'data-companion'), seed).toBe(1);
      expect(count(plain, 'data-companion'), seed).toBe(0);
      // Beside the character, the child is a member; leading, the child is the hero and no member of its own.
      expect(count(plain, 'data-member="child:toddler"'), seed).toBe(1);
      expect(count(led, 'data-member="child:toddler"'), seed).toBe(0);
      expect(count(led, 'data-member="grown-up:grandmother"'), seed).toBe(1);
      expect(led).not.toBe(plain);
    }
  });

  it('goes to bed as the hero, the character asleep on the blanket', () => {
    const led = draw({ place: 'bedroom', timeOfDay: 'night', pose: 'bed', members: [zuri], lead: zuri }, 'bedtime');
    const plain = draw({ place: 'bedroom', timeOfDay: 'night', pose: 'bed', members: [zuri] }, 'bedtime');
    expect(count(led, 'data-member="child:toddler"')).toBe(0);
    expect(count(plain, 'data-member="child:toddler"')).toBe(1);
    expect(led.length).toBeGreaterThan(plain.length - 2000);
  });

  it('has the character wait beside the bath, on the floor, not in the water', () => {
    const bath = draw({ place: 'bathroom', timeOfDay: 'evening', pose: 'bath', members: [zuri], lead: zuri });
    const at = bath.match(/data-companion=""><g transform="translate\(([\d.-]+) /u);
    expect(at).not.toBeNull();
    // The tub stands in the middle of the bathroom: its character stands clear of it, at either side.
    const x = Number(at?.[1]);
    expect(x < 300 || x > 820, String(x)).toBe(true);
  });

  it('leaves a picture without a lead as it was', () => {
    const once = draw({ members: [zuri, nana] });
    expect(draw({ members: [zuri, nana], lead: undefined })).toBe(once);
  });
});
