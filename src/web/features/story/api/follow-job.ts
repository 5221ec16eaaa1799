import { useEffect, useState } from 'react';
import type { JobProgress } from '../../../../shared/stories.ts';
import { apiUrl, authHeaders } from '../../../platform/http.ts';
import { readServerSentEvents } from '../../../platform/native/event-stream.ts';
import { isNativePlatform } from '../../../platform/native.ts';

export type Following = { state: 'connecting' } | { state: 'progress'; progress: JobProgress } | { state: 'lost' };

/** How long a dropped stream waits before it reconnects, as EventSource does by default. */
const RECONNECT_MS = 3000;

const isFinished = (progress: JobProgress) => progress.status !== 'queued' && progress.status !== 'running';

/**
 * Follows a story job over Server-Sent Events. The server sends the whole state on every (re)connection, so a
 * reload or a dropped connection picks up exactly where the job is.
 */
export function useFollowJob(jobId: string | undefined): Following {
  const [following, setFollowing] = useState<Following>({ state: 'connecting' });
  useEffect(() => {
    if (!jobId) return;
    const url = apiUrl(`/api/stories/jobs/${encodeURIComponent(jobId)}/events`);
    const onProgress = (progress: JobProgress) => setFollowing({ state: 'progress', progress });
    const onLost = () => setFollowing({ state: 'lost' });
    if (isNativePlatform()) {
      const stop = new AbortController();
      void followWithFetch(url, stop.signal, onProgress, onLost);
      return () => stop.abort();
    }
    const source = new EventSource(url, { withCredentials: true });
    let finished = false;
    source.addEventListener('progress', (event) => {
      const progress = JSON.parse((event as MessageEvent<string>).data) as JobProgress;
      onProgress(progress);
      if (isFinished(progress)) {
        finished = true;
        source.close();
      }
    });
    source.onerror = () => {
      // EventSource retries by itself; a closed stream without a final state means the job is gone or unreachable.
      if (!finished && source.readyState === EventSource.CLOSED) onLost();
    };
    return () => source.close();
  }, [jobId]);
  return following;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The native app's way (EventSource cannot send the bearer token): the same stream read with fetch, reconnecting
 * after a dropped connection and giving up on an error answer, as EventSource does.
 */
async function followWithFetch(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: JobProgress) => void,
  onLost: () => void,
): Promise<void> {
  while (!signal.aborted) {
    let finished = false;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream', ...authHeaders() },
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      if (!response.ok || !response.body) return onLost();
      await readServerSentEvents(response.body, (event) => {
        if (event.event !== 'progress') return;
        const progress = JSON.parse(event.data) as JobProgress;
        onProgress(progress);
        finished ||= isFinished(progress);
      });
    } catch {
      // No connection, or it dropped mid-stream: try again below.
    }
    if (finished || signal.aborted) return;
    await pause(RECONNECT_MS, signal);
  }
}
