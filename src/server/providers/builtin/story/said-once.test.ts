// No sentence of the day is said twice: readers heard `It was Chinese New Year at Ah Ma’s house. It was Chinese New
// Year at Ah Ma’s house.`, once from the typed line and once from the description.
import { describe, expect, it } from 'vitest';
import { storyOfDay } from './day-story.ts';

describe('a sentence of the day', () => {
  it('is said once, where a typed line and the description tell the same', () => {
    for (const seed of ['o1', 'o2', 'o3', 'o4']) {
      const scenes = storyOfDay(
        'en',
        "chinese new year at ah ma's house!! he wore his red shirt and got so many ang baos, kept shaking them to hear lol. watched the lion dance downstairs, drums damn loud he closed his ears",
        { seed, pronoun: 'he', typed: ['cny at ah ma house', 'lion dance'], activities: ['activity-grandparents'] },
      ).scenes.map((scene) => scene.text);
      const sentences = scenes.slice(1, 6).flatMap((text) => text.split(/(?<=[.!?”])\s+/u));
      const twice = sentences.filter((text, index) => sentences.indexOf(text) !== index);
      expect(twice, `${seed}:\n${scenes.join('\n')}`).toEqual([]);
    }
  });
});
