// How a fright went (a scream, hiding behind someone) is the fright's own course, told in scene 3 before the comfort,
// never after it as a temper of its own; and a fall is told once (no slide that lands with a bump before it).
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';
import { PACKS } from './packs.ts';
import { RETELLERS } from './retell.ts';

const ZURI = { children: [{ name: 'Zuri', pronoun: 'he', age: 'toddler', seed: 'c1' }], people: [], pets: [] };
const story = (text: string, seed: string, activities: string[] = []) =>
  storyOfDay('en', text, { seed, pronoun: 'he', activities, facts: ZURI } as never).scenes.map((scene) => scene.text);

describe('the course of a fright', () => {
  it('tells the scream and the hiding before the comfort', () => {
    const day =
      'scared of the hoover again, screamed when i did the stairs n hid behind daddy. calmed down after, we watched hey duggee';
    for (const seed of ['a', 'b', 'monday', 'friday']) {
      const scenes = story(day, seed);
      expect(scenes[2], seed).toMatch(/screamed and hid behind Daddy/u);
      expect(scenes[3], seed).not.toMatch(/scream/u);
    }
  });

  it('keeps what the child did after the parent’s own doing', () => {
    const hero = (PACKS.en as never as { hero: (one: object) => unknown }).hero({
      name: 'Zuri',
      description: 'a little boy',
      pronoun: 'he',
    });
    const retell = (clause: string) =>
      RETELLERS.en.retell(clause, { hero, grownUps: [], names: [], childPronoun: 'he' } as never);
    expect(retell('screamed when i did the stairs n hid behind daddy')).toBe('Zuri screamed and hid behind Daddy.');
    // (The parent's doing alone is still left off, to the end.)
    expect(retell('cried every time i got it out')).toBe('Zuri cried.');
  });
});

describe('a fall told once', () => {
  it('has no slide landing with a bump before the fall off the slide', () => {
    const day = 'park w auntie jo this aft, fell off the little slide n bumped her knee';
    for (const seed of ['a', 'b', 'monday', 'friday', 'sunday']) {
      const told = story(day, seed, ['activity-park']).join(' ');
      expect(told, seed).not.toMatch(/landed with a bump/u);
      expect(told, seed).toMatch(/fell off/u);
    }
  });
});
