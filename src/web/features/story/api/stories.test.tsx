import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { servePage, unservePage } from '../../../../../tests/setup/first-screen-page.ts';
import { storySummary as summary } from '../../../../../tests/setup/story-fixtures.ts';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '../../../../shared/first-screen.ts';
import type { StorySummary } from '../../../../shared/stories.ts';
import { resetFirstScreenDataForTests } from '../../../platform/first-screen-data.ts';
import { useOfflineStoreForTests } from '../../../platform/offline-library/index.ts';
import type { OfflineStore } from '../../../platform/offline-store.ts';
import { sessionQueryKey } from '../../auth/api/get-session.ts';
import { useStories } from './stories.ts';

const session = (userId: string): FirstScreenData['session'] => ({
  user: { id: userId, email: `${userId}@example.org`, name: userId, emailVerified: true },
  session: { id: `session-${userId}`, expiresAt: '2030-01-01T00:00:00.000Z' },
});

/** Keeps what the portfolio hands to the offline library; every story counts as kept, so nothing loads later. */
const kept = new Map<string, StorySummary[]>();
const store: OfflineStore = {
  async putSummaries(userId, list) {
    kept.set(userId, list);
  },
  async getSummaries(userId) {
    return kept.get(userId);
  },
  async putStory() {},
  async getStory() {
    return undefined;
  },
  async hasStory() {
    return true;
  },
  async removeStory() {},
  async clear() {
    kept.clear();
  },
};

let fetchSpy: MockInstance<typeof fetch>;
const fromServer = [summary('from-the-api')];

beforeEach(() => {
  resetFirstScreenDataForTests();
  kept.clear();
  useOfflineStoreForTests(store);
  fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ stories: fromServer }, { status: 200 }));
});

afterEach(() => {
  fetchSpy.mockRestore();
  useOfflineStoreForTests(undefined);
  unservePage();
});

function renderStories(userId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, session(userId));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useStories(), { wrapper }) };
}

const storyRequests = () => fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/api/stories'));

describe('the portfolio the page came with', () => {
  it('shows at the first render, asks the server nothing, and is kept for offline use', async () => {
    const served = [summary('newest'), summary('older')];
    servePage({ session: session('parent-1'), stories: served });
    const { result } = renderStories('parent-1');
    expect(result.current.data).toEqual(served);
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(kept.get('parent-1')).toEqual(served);
    expect(result.current.data).toEqual(served);
    expect(storyRequests()).toHaveLength(0);
    // The parent's data does not stay in the document.
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('is used once: the next load asks the server', async () => {
    servePage({ session: session('parent-2'), stories: [summary('served')] });
    const { result, client } = renderStories('parent-2');
    await waitFor(() => expect(kept.get('parent-2')).toBeDefined());
    await client.refetchQueries({ queryKey: ['stories'] });
    await waitFor(() => expect(result.current.data).toEqual(fromServer));
    expect(storyRequests()).toHaveLength(1);
  });

  it('is ignored when it belongs to another parent', async () => {
    servePage({ session: session('someone-else'), stories: [summary('not-yours')] });
    const { result } = renderStories('parent-3');
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(fromServer));
    expect(storyRequests()).toHaveLength(1);
  });

  it('is absent from a page the service worker served, and the server is asked', async () => {
    const { result } = renderStories('parent-4');
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(fromServer));
    expect(storyRequests()).toHaveLength(1);
  });
});
