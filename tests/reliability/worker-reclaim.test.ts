import { eq } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { mediaObjects, storyJobs } from '../../src/server/db/schema.ts';
import { createLogger } from '../../src/server/logger.ts';
import { STORY_QUEUE } from '../../src/server/stories/jobs.ts';
import { startStoryWorker, WORKER_LOCK_KEY } from '../../src/server/stories/worker.ts';
import { createTestApp } from '../setup/test-app.ts';
import { signUp } from '../setup/test-users.ts';

// Start-up reclaim (issue 8.9) on a shared database (DATABASE_URL): a server takes back the jobs still marked as
// running only when no other server is alive, so it never steals the job of a live one.
const FAST = { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 };
const { app, config, db, url, media, providers, worker } = await createTestApp({}, { timing: FAST });
await worker.stop();
const pipeline = { publicUrl: config.publicUrl, db, media, providers, logger: createLogger(config), timing: FAST };
const origin = config.publicUrl;

/** Another server on the same database: holds the workers' lock and claims a job, then may die. */
async function startOtherServer() {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  await lock.query('select pg_advisory_lock_shared($1)', [WORKER_LOCK_KEY]);
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false });
  await boss.start();
  return {
    claim: async () => {
      const [job] = await boss.fetch<{ jobId: string }>(STORY_QUEUE);
      if (!job) throw new Error('nothing to claim');
      return job;
    },
    fail: (id: string) => boss.fail(STORY_QUEUE, id),
    /** What a SIGKILL does: the connections close, nothing is settled. */
    die: async () => {
      await lock.end();
      await boss.stop({ graceful: false });
    },
  };
}

let keys = 0;
async function startJob(email: string): Promise<string> {
  const parent = await signUp(app, origin, email);
  keys += 1;
  const response = await app.request('/api/stories/jobs', {
    method: 'POST',
    headers: { cookie: parent.cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      characterId: 'character-fox',
      activityIds: ['activity-painting'],
      language: 'en',
      idempotencyKey: `reclaim-${keys}`,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { jobId: string }).jobId;
}

async function queueState(boss: PgBoss, jobId: string) {
  const [job] = await boss.findJobs(STORY_QUEUE, { key: jobId });
  return { state: job?.state, retryCount: job?.retryCount };
}

async function jobStatus(jobId: string): Promise<string | undefined> {
  const [job] = await db.select({ status: storyJobs.status }).from(storyJobs).where(eq(storyJobs.id, jobId));
  return job?.status;
}

async function waitForStatus(jobId: string, wanted: string): Promise<void> {
  for (let i = 0; i < 200 && (await jobStatus(jobId)) !== wanted; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await jobStatus(jobId)).toBe(wanted);
}

describe('taking back the jobs of stopped servers', () => {
  it('leaves a live server’s job alone, and takes it back as soon as that server is gone', async () => {
    const jobId = await startJob('reclaim-live@example.org');
    const other = await startOtherServer();
    const claimed = await other.claim();
    expect(claimed.data.jobId).toBe(jobId);

    const second = await startStoryWorker({ connectionString: url, pipeline, logger: pipeline.logger });
    expect(await queueState(second.boss, jobId)).toEqual({ state: 'active', retryCount: 0 });
    await second.stop();

    await other.die();
    const third = await startStoryWorker({ connectionString: url, pipeline, logger: pipeline.logger });
    try {
      // Back in the queue at start-up, long before its 10 s heartbeat could lapse.
      expect((await queueState(third.boss, jobId)).state).not.toBe('active');
      await waitForStatus(jobId, 'complete');
    } finally {
      await third.stop();
    }
  });

  it('fails a job whose last attempt died with its server, giving the slot back and removing its pictures', async () => {
    const jobId = await startJob('reclaim-last@example.org');
    const [job] = await db.select({ userId: storyJobs.userId }).from(storyJobs).where(eq(storyJobs.id, jobId));
    const other = await startOtherServer();
    // Two attempts failed already; the third (the last) dies with its server after storing a picture.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const claimed = await other.claim().catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 2200));
        return other.claim();
      });
      await other.fail(claimed.id);
      await new Promise((resolve) => setTimeout(resolve, 2200));
    }
    const last = await other.claim();
    expect(last.data.jobId).toBe(jobId);
    const key = `users/${job?.userId}/jobs/${jobId}/left-behind.webp`;
    await media.put(key, new Uint8Array([1, 2, 3]), 'image/webp');
    await db.insert(mediaObjects).values({ key, userId: job?.userId ?? null, contentType: 'image/webp', bytes: 3 });
    await db.update(storyJobs).set({ status: 'running' }).where(eq(storyJobs.id, jobId));
    await other.die();

    const next = await startStoryWorker({ connectionString: url, pipeline, logger: pipeline.logger });
    try {
      const [row] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
      expect(row?.status).toBe('failed');
      expect(row?.holdsSlot).toBe(false);
      expect(await db.select().from(mediaObjects).where(eq(mediaObjects.key, key))).toEqual([]);
    } finally {
      await next.stop();
    }
  });
});
