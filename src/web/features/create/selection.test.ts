import { describe, expect, it } from 'vitest';
import type { Selection } from '../../platform/selection-store.ts';
import { briefContent, hasStoryContent, toggleActivity } from './selection.ts';

const base: Selection = {
  characterId: 'character-owl',
  activityIds: [],
  customDescription: '',
  customActivities: ['', '', ''],
  childIds: [],
  moments: { with: [], friends: [] },
};

describe('the story selection', () => {
  it('needs a character and some content in carousel mode', () => {
    expect(hasStoryContent(base, 'carousel')).toBe(false);
    expect(hasStoryContent({ ...base, activityIds: ['a'] }, 'carousel')).toBe(true);
    expect(hasStoryContent({ ...base, customDescription: '  ' }, 'carousel')).toBe(false);
    expect(hasStoryContent({ ...base, customDescription: 'ducks' }, 'carousel')).toBe(true);
    expect(hasStoryContent({ ...base, characterId: null, activityIds: ['a'] }, 'carousel')).toBe(false);
  });

  it('counts only what each mode sends', () => {
    // Typed rows are not sent in carousel mode, picked activities and the description not in reflection mode.
    expect(hasStoryContent({ ...base, customActivities: ['', 'swings', ''] }, 'carousel')).toBe(false);
    expect(hasStoryContent({ ...base, customActivities: ['', 'swings', ''] }, 'reflection')).toBe(true);
    expect(hasStoryContent({ ...base, activityIds: ['a'] }, 'reflection')).toBe(false);
    expect(hasStoryContent({ ...base, customDescription: 'ducks' }, 'reflection')).toBe(false);
    expect(hasStoryContent({ ...base, customActivities: ['  ', ''] }, 'reflection')).toBe(false);
  });

  it('builds the brief from the fields of the mode', () => {
    const full: Selection = {
      ...base,
      activityIds: ['a', 'b'],
      customDescription: ' ducks ',
      customActivities: [' swings ', ''],
      childIds: [],
      moments: { with: [], friends: [] },
    };
    expect(briefContent(full, 'carousel')).toEqual({
      activityIds: ['a', 'b'],
      customDescription: 'ducks',
      customActivities: [],
    });
    expect(briefContent(full, 'reflection')).toEqual({ activityIds: [], customActivities: ['swings'] });
  });

  it('toggles activities and refuses a sixth', () => {
    let selection: Selection = base;
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      const next = toggleActivity(selection, id);
      if (next === 'full') throw new Error('should fit');
      selection = next;
    }
    expect(toggleActivity(selection, 'f')).toBe('full');
    const fewer = toggleActivity(selection, 'c');
    expect(fewer !== 'full' && fewer.activityIds).toEqual(['a', 'b', 'd', 'e']);
  });
});
