import { and, inArray, lt, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { storyJobs } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { failJob, type PipelineDeps, runStoryJob } from './generation/pipeline.ts';
import { type Enqueue, STORY_QUEUE } from './jobs.ts';

/** A job whose row has not moved for this long lost its worker for good (progress touches the row every few seconds). */
const STALE_AFTER_MINUTES = 15;

/** Fails jobs that no worker will finish, giving their daily slot back. */
export async function failStaleJobs(db: Database): Promise<number> {
  const rows = await db
    .update(storyJobs)
    .set({
      status: 'failed',
      holdsSlot: false,
      error: { code: 'storyGenerationFailed', message: 'The story could not be finished.' },
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(storyJobs.status, ['queued', 'running']),
        lt(storyJobs.updatedAt, sql`now() - make_interval(mins => ${STALE_AFTER_MINUTES})`),
      ),
    )
    .returning({ id: storyJobs.id });
  return rows.length;
}

/**
 * Story generation as durable jobs on pg-boss in the same PostgreSQL: a job survives a restart (a crashed worker's job
 * is picked up again within seconds thanks to the heartbeat) and any server can run it.
 */
export async function startStoryWorker(options: {
  connectionString: string;
  pipeline: PipelineDeps;
  logger: Logger;
  concurrency?: number;
}) {
  const boss = new PgBoss({ connectionString: options.connectionString, superviseIntervalSeconds: 5, max: 4 });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const queueOptions = { heartbeatSeconds: 10, expireInSeconds: 15 * 60, retryLimit: 2, retryDelay: 2 };
  await boss.createQueue(STORY_QUEUE, queueOptions);
  await boss.updateQueue(STORY_QUEUE, queueOptions);
  const controller = new AbortController();
  await boss.work<{ jobId: string }>(
    STORY_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1, localConcurrency: options.concurrency ?? 4, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await runStoryJob(options.pipeline, job.data.jobId, controller.signal);
      } catch (error) {
        // Shutting down: the queue runs the job again after the restart. The last attempt fails the story for good,
        // so that it never waits for a worker that will not come (and its daily slot comes back).
        if (!controller.signal.aborted && job.retryCount >= queueOptions.retryLimit) {
          await failJob(
            options.pipeline.db,
            job.data.jobId,
            new AppError('storyGenerationFailed', 502, undefined, { cause: error }),
          );
        }
        throw error;
      }
    },
  );
  await failStaleJobs(options.pipeline.db);
  const sweeper = setInterval(() => void failStaleJobs(options.pipeline.db).catch(() => undefined), 60_000);
  sweeper.unref();

  const enqueue: Enqueue = async (jobId, db) => {
    await boss.send(STORY_QUEUE, { jobId }, { singletonKey: jobId, db });
  };
  return {
    enqueue,
    boss,
    async stop() {
      clearInterval(sweeper);
      controller.abort(new Error('the server is shutting down'));
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
