import { describe, expect, it } from 'vitest';
import { hasStoryContent, type Selection, toggleActivity } from './selection.ts';

const base: Selection = {
  characterId: 'character-owl',
  activityIds: [],
  customDescription: '',
  customActivities: ['', '', ''],
};

describe('the story selection', () => {
  it('needs a character and some content', () => {
    expect(hasStoryContent(base, false)).toBe(false);
    expect(hasStoryContent({ ...base, activityIds: ['a'] }, false)).toBe(true);
    expect(hasStoryContent({ ...base, customDescription: '  ' }, false)).toBe(false);
    expect(hasStoryContent({ ...base, customDescription: 'ducks' }, false)).toBe(true);
    expect(hasStoryContent({ ...base, customActivities: ['', 'swings', ''] }, true)).toBe(true);
    expect(hasStoryContent({ ...base, customActivities: ['', 'swings', ''] }, false)).toBe(false);
    expect(hasStoryContent({ ...base, characterId: null, activityIds: ['a'] }, false)).toBe(false);
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
