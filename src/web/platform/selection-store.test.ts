import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_JOB_KEY, clearSelection, currentSelection, startOver, updateSelection } from './selection-store.ts';

afterEach(() => {
  clearSelection();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the selection store', () => {
  it('keeps a change on the device, so a reload finds it', () => {
    updateSelection((current) => ({ ...current, characterId: 'character-owl', activityIds: ['activity-zoo'] }));
    expect(JSON.parse(localStorage.getItem('storySelection') ?? '{}')).toMatchObject({
      characterId: 'character-owl',
      activityIds: ['activity-zoo'],
    });
    expect(currentSelection().activityIds).toEqual(['activity-zoo']);
  });

  it('starts with three empty typed rows, nobody chosen and no moments', () => {
    expect(currentSelection()).toEqual({
      characterId: null,
      activityIds: [],
      customDescription: '',
      customActivities: ['', '', ''],
      childIds: [],
      moments: { with: [], friends: [] },
    });
  });

  it('starts the moments afresh from a selection kept before they existed', () => {
    localStorage.setItem('storySelection', JSON.stringify({ characterId: 'character-owl', moments: { feeling: 1 } }));
    expect(currentSelection()).toMatchObject({
      characterId: 'character-owl',
      childIds: [],
      moments: { with: [], friends: [] },
    });
  });

  it('Start over clears the selection in memory and on the device, and stops following the story job', () => {
    updateSelection((current) => ({ ...current, characterId: 'character-owl', customDescription: 'Swings' }));
    sessionStorage.setItem(CURRENT_JOB_KEY, 'job-1');
    startOver();
    expect(localStorage.getItem('storySelection')).toBeNull();
    expect(sessionStorage.getItem(CURRENT_JOB_KEY)).toBeNull();
    expect(currentSelection()).toMatchObject({ characterId: null, customDescription: '' });
  });
});
