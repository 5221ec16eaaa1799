import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storyOf, storySummary as summary } from '../../../../tests/setup/story-fixtures.ts';
import type { Story, StorySummary } from '../../../shared/stories.ts';
import { ApiError } from '../http.ts';
import type { OfflineStore } from '../offline-store.ts';
import { currentSelection, updateSelection } from '../selection-store.ts';
import {
  forgetOfflineData,
  forgetStory,
  KEPT_FAMILY_KEY,
  keepPortfolioInBackground,
  keepStory,
  portfolioWithFallback,
  rememberedUser,
  rememberUser,
  storyPicturesChanging,
  storyWithFallback,
  useOfflineStoreForTests,
} from './index.ts';

/** The store's contract in memory; the IndexedDB and device-storage versions are checked in a real browser. */
function memoryStore() {
  const summaries = new Map<string, StorySummary[]>();
  const stories = new Map<string, Story>();
  const store: OfflineStore & { stories: Map<string, Story>; cleared: number } = {
    stories,
    cleared: 0,
    async putSummaries(userId, list) {
      summaries.set(userId, list);
    },
    async getSummaries(userId) {
      return summaries.get(userId);
    },
    async putStory(userId, story) {
      stories.set(`${userId}/${story.id}`, story);
    },
    async getStory(userId, storyId) {
      return stories.get(`${userId}/${storyId}`);
    },
    async hasStory(userId, storyId) {
      return stories.has(`${userId}/${storyId}`);
    },
    async removeStory(userId, storyId) {
      stories.delete(`${userId}/${storyId}`);
    },
    async clear() {
      summaries.clear();
      stories.clear();
      store.cleared += 1;
    },
  };
  return store;
}

const story = (id: string): Story => storyOf(id);
const offline = () => Promise.reject(new ApiError('networkError', 0, 'Unable to reach the server.'));

let store: ReturnType<typeof memoryStore>;
beforeEach(() => {
  store = memoryStore();
  useOfflineStoreForTests(store);
});
afterEach(() => useOfflineStoreForTests(undefined));

describe('the portfolio and stories with no network', () => {
  it('keeps the list when the server answers and returns it when the server cannot be reached', async () => {
    const online = await portfolioWithFallback('parent-a', async () => [summary('s1'), summary('s2')]);
    expect(online.map((entry) => entry.id)).toEqual(['s1', 's2']);
    await expect.poll(() => store.getSummaries('parent-a')).toHaveLength(2);
    expect((await portfolioWithFallback('parent-a', offline)).map((entry) => entry.id)).toEqual(['s1', 's2']);
    // Another parent on the same device gets nothing of the first one's.
    await expect(portfolioWithFallback('parent-b', offline)).rejects.toMatchObject({ code: 'networkError' });
  });

  it('never hides a real refusal behind the kept copy', async () => {
    await store.putSummaries('parent-a', [summary('s1')]);
    await store.putStory('parent-a', story('s1'));
    const refused = () => Promise.reject(new ApiError('internal', 500, 'boom'));
    await expect(portfolioWithFallback('parent-a', refused)).rejects.toMatchObject({ status: 500 });
    await expect(storyWithFallback('parent-a', 's1', refused)).rejects.toMatchObject({ status: 500 });
  });

  it('keeps a story the parent opened, for that parent only', async () => {
    await storyWithFallback('parent-a', 's1', async () => story('s1'));
    await expect.poll(() => store.hasStory('parent-a', 's1')).toBe(true);
    expect((await storyWithFallback('parent-a', 's1', offline)).scenes).toHaveLength(7);
    await expect(storyWithFallback('parent-b', 's1', offline)).rejects.toMatchObject({ code: 'networkError' });
    await expect(storyWithFallback('parent-a', 's2', offline)).rejects.toMatchObject({ code: 'networkError' });
  });
});

describe('a story whose pictures change while it is kept', () => {
  it('tells the keep that started before a redraw to stop, and not the one after it', async () => {
    const keeps: Array<() => boolean> = [];
    store.putStory = async (userId, kept, isCurrent = () => true) => {
      keeps.push(isCurrent);
      store.stories.set(`${userId}/${kept.id}`, kept);
    };
    await keepStory('parent-a', story('s1'));
    await keepStory('parent-a', story('s2'));
    expect(keeps.map((isCurrent) => isCurrent())).toEqual([true, true]);
    // A redraw of s1 starts: its old picture is about to be removed on the server.
    storyPicturesChanging('s1');
    expect(keeps.map((isCurrent) => isCurrent())).toEqual([false, true]);
    // The redrawn story is kept again, and that keep goes on.
    await keepStory('parent-a', story('s1'));
    expect(keeps.map((isCurrent) => isCurrent())).toEqual([false, true, true]);
  });
});

describe('keeping the portfolio in the background', () => {
  it('keeps every story not kept yet, one at a time', async () => {
    await store.putStory('parent-a', story('s2'));
    const loaded: string[] = [];
    const kept = await keepPortfolioInBackground(
      'parent-a',
      ['s1', 's2', 's3'].map(summary),
      async (id) => {
        loaded.push(id);
        return story(id);
      },
      0,
    );
    expect(kept).toBe(2);
    expect(loaded).toEqual(['s1', 's3']);
    expect([...store.stories.keys()].sort()).toEqual(['parent-a/s1', 'parent-a/s2', 'parent-a/s3']);
  });

  it('stops when the network goes', async () => {
    const kept = await keepPortfolioInBackground(
      'parent-a',
      ['s1', 's2', 's3'].map(summary),
      async (id) => (id === 's2' ? offline() : story(id)),
      0,
    );
    expect(kept).toBe(1);
    expect(await store.hasStory('parent-a', 's3')).toBe(false);
  });

  it('asks for no story once one was deleted meanwhile: the list it holds is as it was', async () => {
    const loaded: string[] = [];
    let release: (() => void) | undefined;
    const pass = keepPortfolioInBackground(
      'parent-a',
      ['s1', 's2', 's3'].map(summary),
      (id) => {
        loaded.push(id);
        return new Promise<Story>((resolve) => {
          release = () => resolve(story(id));
        });
      },
      0,
    );
    await expect.poll(() => release !== undefined).toBe(true);
    await forgetStory('parent-a', 's2');
    release?.();
    expect(await pass).toBe(0);
    expect(loaded).toEqual(['s1']);
  });

  it('keeps nothing more once the parent signs out, even a story that was loading', async () => {
    let release: (() => void) | undefined;
    const pass = keepPortfolioInBackground(
      'parent-a',
      ['s1', 's2'].map(summary),
      (id) =>
        new Promise<Story>((resolve) => {
          release = () => resolve(story(id));
        }),
      0,
    );
    await expect.poll(() => release !== undefined).toBe(true);
    await forgetOfflineData();
    release?.();
    expect(await pass).toBe(0);
    expect(store.stories.size).toBe(0);
  });
});

describe('forgetting', () => {
  it('clears the library, the remembered parent, the family’s names and the half-made selection', async () => {
    rememberUser({ user: { id: 'parent-a', email: 'a@example.org' } });
    localStorage.setItem(KEPT_FAMILY_KEY, '{"userId":"parent-a","family":{"children":[],"grownUps":[],"pets":[]}}');
    updateSelection((current) => ({ ...current, characterId: 'character-owl' }));
    localStorage.setItem('pwaInstallDismissed', 'true');
    await store.putStory('parent-a', story('s1'));
    expect(rememberedUser()?.user.id).toBe('parent-a');

    await forgetOfflineData();
    expect(store.cleared).toBe(1);
    expect(store.stories.size).toBe(0);
    expect(rememberedUser()).toBeNull();
    expect(localStorage.getItem(KEPT_FAMILY_KEY)).toBeNull();
    expect(localStorage.getItem('storySelection')).toBeNull();
    // The creation steps hold the selection in memory too: the next parent on the device starts from nothing.
    expect(currentSelection().characterId).toBeNull();
    // A device setting, not the parent's data, stays.
    expect(localStorage.getItem('pwaInstallDismissed')).toBe('true');
  });

  it('ignores a remembered parent that is not well formed', () => {
    localStorage.setItem('offlineSession', '{"user":{}}');
    expect(rememberedUser()).toBeNull();
    localStorage.setItem('offlineSession', 'not json');
    expect(rememberedUser()).toBeNull();
  });
});
