// A birthday tapped on a day whose parent wrote whose it was (`geburtstag von tante bine`) is that person's, not the
// child's: the story says a birthday in the family, and the child blows out no candles of their own.
import { describe, expect, it } from 'vitest';
import { familyBriefOf, loadFamilyDays } from '../../../../../bench/family-truth/reader-days.ts';
import { storyOfDay } from './day-story.ts';
import { writeBuiltinStory } from './write.ts';

describe("someone else's birthday", () => {
  it('is not told as the child’s (de-p3, Tante Bine’s birthday)', () => {
    const day = loadFamilyDays('de').find((one) => one.id === 'de-p3');
    if (!day) throw new Error('no de-p3');
    for (const seed of ['s1', 's2', 's3']) {
      const { brief, guard } = familyBriefOf(day, 'de', seed);
      const text = writeBuiltinStory(brief)
        .scenes.map((scene) => guard.restore(scene.text))
        .join('\n');
      expect(text, seed).not.toMatch(/Jakobs Geburtstag|Jakob pustete die Kerzen/u);
      expect(text, seed).toMatch(/Geburtstag/u);
    }
  });

  it('leaves the child’s own birthday the child’s', () => {
    const story = storyOfDay('en', 'her 3rd birthday!! cake and balloons', {
      seed: 'b1',
      facts: {
        children: [{ name: 'Zuri', pronoun: 'she', age: 'toddler', seed: 'c1' }],
        people: [],
        pets: [],
        celebration: 'birthday',
      },
    });
    expect(story.scenes.map((scene) => scene.text).join('\n')).toMatch(/Zuri’s birthday|Zuri blew out/u);
  });
});
