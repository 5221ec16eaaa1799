import type { CreateJob } from '../../../../shared/stories.ts';
import { apiFetch } from '../../../platform/http.ts';
import { CURRENT_JOB_KEY } from '../../../platform/selection-store.ts';

/** Starts a story. The idempotency key travels with the brief, so a double tap makes one story. */
export async function startStory(brief: CreateJob): Promise<string> {
  const { jobId } = await apiFetch<{ jobId: string }>('/api/stories/jobs', { method: 'POST', json: brief });
  sessionStorage.setItem(CURRENT_JOB_KEY, jobId);
  return jobId;
}
