import { useEffect, useState } from 'react';
import type { JobProgress } from '../../../../shared/stories.ts';
import { apiUrl } from '../../../platform/http.ts';

export type Following = { state: 'connecting' } | { state: 'progress'; progress: JobProgress } | { state: 'lost' };

/**
 * Follows a story job over Server-Sent Events. The server sends the whole state on every (re)connection, so a
 * reload or a dropped connection picks up exactly where the job is.
 */
export function useFollowJob(jobId: string | undefined): Following {
  const [following, setFollowing] = useState<Following>({ state: 'connecting' });
  useEffect(() => {
    if (!jobId) return;
    const source = new EventSource(apiUrl(`/api/stories/jobs/${encodeURIComponent(jobId)}/events`), {
      withCredentials: true,
    });
    let finished = false;
    source.addEventListener('progress', (event) => {
      const progress = JSON.parse((event as MessageEvent<string>).data) as JobProgress;
      setFollowing({ state: 'progress', progress });
      if (progress.status !== 'queued' && progress.status !== 'running') {
        finished = true;
        source.close();
      }
    });
    source.onerror = () => {
      // EventSource retries by itself; a closed stream without a final state means the job is gone or unreachable.
      if (!finished && source.readyState === EventSource.CLOSED) setFollowing({ state: 'lost' });
    };
    return () => source.close();
  }, [jobId]);
  return following;
}
