import { describe, expect, it } from 'vitest';
import { activityOfArt, derivePlan } from './scene-plan.ts';

const prompt = (scene: string) =>
  `Soft, warm picture-book illustration. The main character: a small white bunny with long upright ears. ${scene}`;

describe('the place, light and pose of a scene without a plan', () => {
  it('wakes in the bedroom, winds down in the bath and sleeps in bed under the night window', () => {
    expect(derivePlan({ role: 'opening', prompt: prompt('Waking up.'), seed: 'j:1' })).toMatchObject({
      place: 'bedroom',
      timeOfDay: 'morning',
    });
    expect(derivePlan({ role: 'windDown', prompt: prompt('A bubble bath.'), seed: 'j:6' })).toMatchObject({
      place: 'bathroom',
      timeOfDay: 'evening',
      pose: 'bath',
    });
    expect(derivePlan({ role: 'bedtime', prompt: prompt('Tucked in.'), seed: 'j:7' })).toMatchObject({
      place: 'bedroom',
      timeOfDay: 'night',
      pose: 'bed',
    });
  });

  it("keeps scene 1 in the morning bedroom, with the day's first activity for its window and things", () => {
    expect(
      derivePlan({ role: 'opening', activityArt: 'art/beach-umbrella.svg', prompt: prompt('Waking up.'), seed: 'j:1' }),
    ).toMatchObject({ place: 'bedroom', timeOfDay: 'morning', activityId: 'activity-beach' });
  });

  it("follows the activity's art to its place, and afternoon light in scene 5", () => {
    expect(activityOfArt('art/playground-slide.svg')).toBe('activity-playground');
    expect(
      derivePlan({ role: 'playtime', activityArt: 'art/playground-slide.svg', prompt: '', seed: 'j:2' }),
    ).toMatchObject({
      place: 'playground',
      timeOfDay: 'midday',
      activityId: 'activity-playground',
    });
    expect(derivePlan({ role: 'playtime', activityArt: 'art/bath.svg', prompt: '', seed: 'j:5' })).toMatchObject({
      place: 'bathroom',
      pose: 'bath',
      timeOfDay: 'afternoon',
    });
    expect(derivePlan({ role: 'playtime', activityArt: 'art/steam-train.svg', prompt: '', seed: 'j:2' }).place).toBe(
      'train',
    );
  });

  it("finds a catalog activity quoted in the prompt when a redraw has no art (the activity's look)", () => {
    const plan = derivePlan({
      role: 'uhOh',
      prompt: prompt('Setting: a sunny beach with soft sand, gentle waves and a striped beach umbrella.'),
      seed: 's:3',
    });
    expect(plan).toMatchObject({ place: 'beach', activityId: 'activity-beach' });
  });

  it("adds the people and things the prompt names, but not the character's own look", () => {
    const plan = derivePlan({
      role: 'solution',
      prompt: prompt('Grandma shares cake and a red balloon.'),
      seed: 'j:4',
    });
    expect(plan.people).toContain('grandma');
    expect(plan.things).toEqual(expect.arrayContaining(['cake', 'balloon']));
    expect(plan.things).not.toContain('rabbit');
    expect(plan.pose).toBe('hugging');
  });

  it('reads a typed activity with no catalog art from its words', () => {
    expect(
      derivePlan({ role: 'playtime', prompt: prompt('Fed the ducks at the pond in the park.'), seed: 'j:2' }),
    ).toMatchObject({
      place: 'park',
      things: ['ducks'],
    });
  });
});
