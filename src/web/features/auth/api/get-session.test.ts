import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../../../shared/domain.ts';
import { rememberedUser, rememberUser, useOfflineStoreForTests } from '../../../platform/offline-library/index.ts';
import type { OfflineStore } from '../../../platform/offline-store.ts';
import { getSession } from './get-session.ts';

const PARENT = { user: { id: 'u1', email: 'a@example.org', name: 'A', emailVerified: true }, session: { id: 's1' } };

/** A store whose clearing the browser holds up: another tab keeps the library open and never lets it go. */
function stuckStore(): OfflineStore & { clearing: number } {
  const nothing = async () => undefined;
  const store = {
    clearing: 0,
    putSummaries: nothing,
    getSummaries: nothing,
    putStory: nothing,
    getStory: nothing,
    hasStory: async () => false,
    removeStory: nothing,
    clear: () => {
      store.clearing += 1;
      return new Promise<void>(() => undefined);
    },
  };
  return store;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useOfflineStoreForTests(undefined);
});

describe('getSession', () => {
  it('asks with a time limit, so the sign-in page never waits forever on a lost request', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(PARENT));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getSession()).toEqual(PARENT);
    expect(fetchMock.mock.calls[0]?.[1].signal).toBeInstanceOf(AbortSignal);
  });

  it('answers "nobody signed in" even when forgetting the last parent is held up', async () => {
    vi.useFakeTimers();
    const store = stuckStore();
    useOfflineStoreForTests(store);
    rememberUser(PARENT);
    vi.stubGlobal('fetch', async () => Response.json(null));
    let answer: unknown = 'waiting';
    const asking = getSession().then((session) => {
      answer = session;
    });
    await vi.advanceTimersByTimeAsync(TIMINGS.forgetWaitMs - 100);
    expect(answer).toBe('waiting');
    await vi.advanceTimersByTimeAsync(200);
    await asking;
    expect(answer).toBeNull();
    // The clearing was started, and what it forgets first is already gone.
    expect(store.clearing).toBe(1);
    expect(rememberedUser()).toBeNull();
  });
});
