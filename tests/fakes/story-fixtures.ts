import type { StoryBrief } from '../../src/server/providers/types.ts';

/** Briefs and model answers for tests of story writers. */

export function sampleBrief(overrides: Partial<StoryBrief> = {}): StoryBrief {
  return {
    language: 'en',
    character: { name: 'Bunny', description: 'A soft grey rabbit', look: 'a small soft grey rabbit with long ears' },
    activities: [
      { name: 'Painting', description: 'Painting with fingers', look: 'painting with bright finger paints' },
      { name: 'Park', description: 'Playing in the park', look: 'playing on a green playground' },
    ],
    customDescription: 'We baked cookies with grandma.',
    customActivities: ['Feeding the ducks'],
    childPlaceholder: 'Kiddo',
    seed: 'seed-1',
    ...overrides,
  };
}

/** A story JSON as a model writes it: `scenes` scenes of 3 short sentences, scene 2 showing `Painting`, 7 bedtime. */
export function storyJson(scenes = 7, title = 'Bunny and the Quiet Moon'): string {
  return JSON.stringify({
    title,
    scenes: Array.from({ length: scenes }, (_, index) => ({
      number: index + 1,
      text:
        index === scenes - 1 && scenes === 7
          ? 'Bedtime comes softly. Bunny and Kiddo yawn in bed. The moon is "gentle" and warm {like a hug}.'
          : `Scene ${index + 1} begins softly. Bunny and Kiddo smile. The day is "gentle" and warm {like a hug}.`,
      imagePrompt: `a small grey rabbit and a toddler, calm scene ${index + 1}, soft evening light`,
      activity: index === 1 ? 'Painting' : null,
    })),
  });
}
