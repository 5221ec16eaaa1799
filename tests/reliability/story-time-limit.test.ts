import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storyJobs, user } from '../../src/server/db/schema.ts';
import { STORY_QUEUE } from '../../src/server/stories/jobs.ts';
import { failStaleJobs } from '../../src/server/stories/worker.ts';
import { createTestApp } from '../setup/test-app.ts';

// A CPU-only server of one's own (README: Everything on your own machine) may take longer than 15 minutes for a story:
// its job must not expire, nor its row be failed as stale, while its pictures are still being drawn.
const { worker, db } = await createTestApp({
  LLM_API_KEY: 'local',
  LLM_BASE_URL: 'http://127.0.0.1:9/v1',
  LLM_TIMEOUT_MS: '300000',
  IMAGE_TIMEOUT_MS: '300000',
});

async function quietJob(minutes: number): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(user).values({ id, name: 'Slow', email: `${id}@example.org` });
  const [job] = await db
    .insert(storyJobs)
    .values({
      userId: id,
      idempotencyKey: id,
      status: 'running',
      brief: { characterId: 'character-fox', activityIds: ['activity-painting'], language: 'en', premium: false },
      slotDay: '2026-01-01',
      scenes: [],
      updatedAt: new Date(Date.now() - minutes * 60_000),
    })
    .returning({ id: storyJobs.id });
  return job?.id ?? '';
}

const statusOf = async (id: string) =>
  (await db.select({ status: storyJobs.status }).from(storyJobs).where(eq(storyJobs.id, id)))[0]?.status;

describe('a story job with the limits of a slow server of your own', () => {
  it('expires after the time its limits allow (28 minutes), not after 15', async () => {
    const queue = await worker.boss.getQueue(STORY_QUEUE);
    expect(queue?.expireInSeconds).toBe(1680);
  });

  it('is failed as stale only once its row has been quiet for that long', async () => {
    const drawing = await quietJob(20);
    const lost = await quietJob(30);
    expect(await failStaleJobs(db, 1_680_000)).toBe(1);
    expect(await statusOf(drawing)).toBe('running');
    expect(await statusOf(lost)).toBe('failed');
    // The default, for hosted providers, would have failed the picture-drawing one too.
    expect(await failStaleJobs(db)).toBe(1);
    expect(await statusOf(drawing)).toBe('failed');
  });
});
