// The picker keeps a choice to some of a slot's variants when asked (a hard day's quiet waking lines), remembering
// them by their places among all of them: a line heard through the whole slot is not fresh through a part of it.
import { describe, expect, it } from 'vitest';
import type { StoryBrief } from '../../types.ts';
import { createPicker } from './variety.ts';

const brief = (seed: string, variants: string[] = []): StoryBrief => ({
  language: 'en',
  character: { name: 'Bunny', description: '', catalogId: 'character-bunny' } as never,
  activities: [],
  customDescription: undefined,
  customActivities: [],
  childPlaceholder: undefined,
  seed,
  recent: variants.length > 0 ? ([{ variants }] as never) : undefined,
});

describe('the picker', () => {
  it('chooses only among the given variants, and remembers them by their places in the slot', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const picker = createPicker(brief(seed));
      const at = picker.index('open.wake', 12, [3, 8, 10]);
      expect([3, 8, 10]).toContain(at);
      expect(picker.used()).toEqual([`open.wake.${at}`]);
    }
  });

  it('takes the one of them heard longest ago, after those heard in the whole slot lately', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const picker = createPicker(brief(seed, ['open.wake.3', 'open.wake.8']));
      expect(picker.index('open.wake', 12, [3, 8, 10])).toBe(10);
    }
  });
});
