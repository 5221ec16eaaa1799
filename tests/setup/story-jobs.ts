import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { storyJobs } from '../../src/server/db/schema.ts';

export type StoryJobRow = typeof storyJobs.$inferSelect;

/**
 * Waits until a story job has ended, complete or failed, and returns its row. Throws when it has not ended after
 * `attempts` looks 50 ms apart (20 s by default), so a stuck job fails the test where it got stuck.
 */
export async function waitForJobEnd(db: Database, jobId: string, attempts = 400): Promise<StoryJobRow> {
  for (let i = 0; i < attempts; i += 1) {
    const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
    if (job && (job.status === 'complete' || job.status === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the story job ${jobId} did not end`);
}

/** The story a job made; throws with the job's error when it failed. */
export async function storyIdOfJob(db: Database, jobId: string): Promise<string> {
  const job = await waitForJobEnd(db, jobId);
  if (job.status !== 'complete' || !job.storyId) throw new Error(`the story failed: ${JSON.stringify(job.error)}`);
  return job.storyId;
}
