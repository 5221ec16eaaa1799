import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../../../shared/stories.ts';
import { setBearerTokenStore } from '../../../platform/http.ts';
import { useFollowJob } from './follow-job.ts';

const progress = (status: JobProgress['status'], phase: JobProgress['phase']): JobProgress => ({
  jobId: 'job-1',
  language: 'en',
  status,
  phase,
  scenes: [],
  ...(status === 'complete' ? { storyId: 'story-1' } : {}),
});

function eventStream(events: JobProgress[]): Response {
  const body = events.map((event, index) => `event: progress\ndata: ${JSON.stringify(event)}\nid: ${index}\n\n`);
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of body) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setBearerTokenStore(undefined);
});

describe('useFollowJob in the native app', () => {
  it('reads the job stream with the bearer token, up to the finished job', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    setBearerTokenStore({ get: () => 'native-token', set: () => undefined });
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      eventStream([progress('running', 'text'), progress('complete', 'complete')]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useFollowJob('job-1'));
    await waitFor(() =>
      expect(result.current).toMatchObject({
        state: 'progress',
        progress: { status: 'complete', storyId: 'story-1' },
      }),
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/stories/jobs/job-1/events');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer native-token');
  });

  it('reconnects after a dropped stream and picks up where the job is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
      const answers = [
        () => eventStream([progress('running', 'images')]),
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => eventStream([progress('complete', 'complete')]),
      ];
      const fetchMock = vi.fn(async () => (answers.shift() ?? answers[0])?.() ?? new Response(null, { status: 500 }));
      vi.stubGlobal('fetch', fetchMock);
      const { result } = renderHook(() => useFollowJob('job-1'));
      await vi.waitFor(() => expect(result.current).toMatchObject({ progress: { phase: 'images' } }));
      await vi.advanceTimersByTimeAsync(3000);
      await vi.advanceTimersByTimeAsync(3000);
      await vi.waitFor(() => expect(result.current).toMatchObject({ progress: { phase: 'complete' } }));
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports the job lost when the server answers with an error', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'jobNotFound', message: 'x' } }, { status: 404 }),
    );
    const { result } = renderHook(() => useFollowJob('job-1'));
    await waitFor(() => expect(result.current).toEqual({ state: 'lost' }));
  });
});

describe('useFollowJob on the web', () => {
  it('keeps EventSource with the cookie', async () => {
    const opened: { url: string; withCredentials: boolean | undefined }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        static readonly CLOSED = 2;
        readyState = 0;
        onerror: (() => void) | null = null;
        constructor(url: string, init?: EventSourceInit) {
          opened.push({ url, withCredentials: init?.withCredentials });
        }
        addEventListener() {}
        close() {}
      },
    );
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderHook(() => useFollowJob('job-2'));
    expect(opened).toEqual([{ url: '/api/stories/jobs/job-2/events', withCredentials: true }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
