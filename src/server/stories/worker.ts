import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import { type JobWithMetadata, PgBoss } from 'pg-boss';
import { LIMITS } from '../../shared/domain.ts';
import type { Database } from '../db/client.ts';
import { storyJobs } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { MediaHealth } from '../media/media-health.ts';
import { isMediaStoreError } from '../media/media-store.ts';
import { sleep } from '../util/sleep.ts';
import { clearEarlierAttempt, failJob, type PipelineDeps, runStoryJob, SPEC_TIMING } from './generation/pipeline.ts';
import { type Enqueue, STORY_QUEUE } from './jobs.ts';
import { STORY_TIME_LIMIT_FLOOR_MS, storyTimeLimitMs } from './story-time-limit.ts';

/** The row of a job no worker will finish: failed, its daily slot given back. */
const givenUp = () =>
  ({
    status: 'failed',
    holdsSlot: false,
    error: { code: 'storyGenerationFailed', message: 'The story could not be finished.' },
    updatedAt: new Date(),
  }) as const;

/**
 * Fails jobs that no worker will finish, giving their daily slot back: a job whose row has not moved for the story
 * time limit (`storyTimeLimitMs`; progress touches the row at every scene) lost its worker for good.
 */
export async function failStaleJobs(db: Database, staleAfterMs = STORY_TIME_LIMIT_FLOOR_MS): Promise<number> {
  const rows = await db
    .update(storyJobs)
    .set(givenUp())
    .where(
      and(
        inArray(storyJobs.status, ['queued', 'running']),
        lt(storyJobs.updatedAt, sql`now() - make_interval(secs => ${Math.ceil(staleAfterMs / 1000)})`),
      ),
    )
    .returning({ id: storyJobs.id });
  return rows.length;
}

/**
 * Fair by rank (decision 022): the queue takes the job of highest priority first, then the oldest, so a story's
 * priority is minus its rank among its parent's unfinished stories (0 for a parent's first, -1 for the second, ...).
 * Every parent's first waiting story then comes before anyone's second, whoever queued more and earlier, and a parent
 * who arrives at the peak waits behind at most one story of each other parent. The rank is fixed when the story is
 * queued (in the transaction that takes the parent's daily slot, which holds the parent's settings row, so two
 * requests of one parent cannot take the same rank) and one below the parent's lowest unfinished one, so a parent's
 * own stories keep their order. Nothing has to be kept up to date: a retry or a job taken back from a dead server keeps
 * its row and its priority.
 */
export async function priorityOfNextStory(
  db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
  userId: string,
): Promise<number> {
  // A queue job has its story job's id (see `enqueue`), so the parent's own index finds their few unfinished ones.
  const { rows } = await db.executeSql(
    `select coalesce(min(queued.priority) - 1, 0) as priority
     from story_jobs story join pgboss.job queued on queued.name = $1 and queued.id = story.id
     where story.user_id = $2 and story.status in ('queued', 'running')
       and queued.state in ('created', 'retry', 'active')`,
    [STORY_QUEUE, userId],
  );
  return Number((rows[0] as { priority?: number | string } | undefined)?.priority ?? 0);
}

/** How long a story waits before it is tried again when the media store failed. */
const STORE_RETRY_SECONDS = 10;

/**
 * Puts a job the media store failed back in the queue, to be taken again (by any server) in `delaySeconds`, as
 * pg-boss's own `restore` does: `created`, with no start time, so the next claim does not count as another attempt.
 * A store that is down costs a story no attempt; the story's row is not touched while it waits, so one whose store
 * stays down past the story time limit fails (`failStaleJobs`) and gives its daily slot back. The update is fenced to
 * this claim (state and retry count), as pg-boss fences its own settles; pg-boss's completion after the handler then
 * finds nothing to complete.
 */
async function waitForMediaStore(
  db: Database,
  job: JobWithMetadata<{ jobId: string }>,
  delaySeconds: number,
  { restart }: { restart: boolean },
): Promise<void> {
  await db.execute(sql`
    update pgboss.job
    set state = 'created', started_on = null, heartbeat_on = null,
        start_after = now() + make_interval(secs => ${delaySeconds})
    where name = ${STORY_QUEUE} and id = ${job.id} and state = 'active' and retry_count = ${job.retryCount}`);
  if (!restart) return;
  // The attempt's pictures were dropped: the parent sees the story waiting to be made again, not the lost scenes.
  await db
    .update(storyJobs)
    .set({
      status: 'queued',
      phase: 'starting',
      scenes: Array.from({ length: LIMITS.scenesPerStory }, (_, index) => ({
        number: index + 1,
        status: 'pending' as const,
      })),
      updatedAt: new Date(),
    })
    .where(and(eq(storyJobs.id, job.data.jobId), eq(storyJobs.status, 'running')));
}

/** The advisory-lock space of "this parent's story is being written" (the second key is the parent's id hashed). */
const PARENT_LOCK_SPACE = 7_411_020;

/**
 * Runs `work` once no other server or worker is writing a story of this parent. The queue's group limit already keeps
 * a parent's stories apart, but two workers fetching at the same moment can both pass it; this lock makes it exact.
 */
async function oneStoryAtATime<T>(
  pool: pg.Pool,
  userId: string,
  signal: AbortSignal,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ isMine: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as "isMine"',
        [PARENT_LOCK_SPACE, userId],
      );
      if (rows[0]?.isMine) break;
      signal.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await work();
  } finally {
    await client
      .query('select pg_advisory_unlock($1, hashtext($2))', [PARENT_LOCK_SPACE, userId])
      .catch(() => undefined);
    client.release();
  }
}

/**
 * How often each idle worker asks the queue for a job. Every worker asks on its own, so the server's asking adds up:
 * with many workers each asks less often, keeping the whole at about `POLLS_PER_SECOND` while a new job still waits
 * only a fraction of a second for the next ask (about the interval divided by the idle workers). A worker that just
 * finished a job longer than the interval asks again at once.
 */
export function pollingIntervalSeconds(concurrency: number): number {
  return Math.max(0.5, Math.min(5, concurrency / POLLS_PER_SECOND));
}
const POLLS_PER_SECOND = 32;

/** An advisory-lock key of this app: every running story worker holds it shared, on its own connection. */
export const WORKER_LOCK_KEY = 7_411_020_251;

/**
 * Holds the workers' shared lock for as long as this worker lives, and says whether it started alone: then no other
 * server is alive on this database (a server that dies, even by SIGKILL, loses its connection and with it the lock),
 * so the jobs still marked active were claimed by dead servers and can be taken back at once.
 */
async function holdWorkerLock(connectionString: string, logger: Logger) {
  const client = new pg.Client({ connectionString, application_name: 'bedtime-stories story worker' });
  // Losing this connection only means that a server starting meanwhile takes back our running jobs, as the
  // heartbeat would after a network failure; the story's final save lets at most one run finish it.
  client.on('error', (error) => logger.error({ err: error }, 'the story worker lost its lock connection'));
  await client.connect();
  const { rows } = await client.query<{ isAlone: boolean }>('select pg_try_advisory_lock($1) as "isAlone"', [
    WORKER_LOCK_KEY,
  ]);
  await client.query('select pg_advisory_lock_shared($1)', [WORKER_LOCK_KEY]);
  return {
    isAlone: rows[0]?.isAlone === true,
    /** Lets other servers start alongside: while the exclusive hold lasts, they wait in `pg_advisory_lock_shared`. */
    keepSharedOnly: () => client.query('select pg_advisory_unlock($1)', [WORKER_LOCK_KEY]),
    release: () => client.end().catch(() => undefined),
  };
}

/**
 * Takes back the jobs of servers that died, when no other server is alive (see `holdWorkerLock`): a job a dead
 * server was running goes back to the queue at once (a crash counts as one of its attempts, so a story that crashes
 * the server every time still ends), and a job that has no attempt left fails, giving its slot back and removing the
 * pictures its last attempt stored.
 */
export async function reclaimJobsOfDeadServers(boss: PgBoss, pipeline: PipelineDeps): Promise<number> {
  const { db } = pipeline;
  const unfinished = await db
    .select({ id: storyJobs.id, userId: storyJobs.userId })
    .from(storyJobs)
    .where(inArray(storyJobs.status, ['queued', 'running']));
  let reclaimed = 0;
  for (const job of unfinished) {
    const active = (await boss.findJobs(STORY_QUEUE, { key: job.id })).filter((entry) => entry.state === 'active');
    if (active.length > 0) {
      await boss.fail(
        STORY_QUEUE,
        active.map((entry) => entry.id),
        { message: 'the server running it stopped' },
      );
      reclaimed += 1;
    }
    const states = (await boss.findJobs(STORY_QUEUE, { key: job.id })).map((entry) => entry.state);
    if (states.some((state) => state === 'created' || state === 'retry' || state === 'active')) continue;
    // No attempt is left, so no worker will ever finish it.
    const [failed] = await db
      .update(storyJobs)
      .set(givenUp())
      .where(and(eq(storyJobs.id, job.id), inArray(storyJobs.status, ['queued', 'running'])))
      .returning({ id: storyJobs.id });
    if (failed) await clearEarlierAttempt(pipeline, job.userId, job.id);
  }
  return reclaimed;
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
  /** The media store's health: while it is down, no story starts (its pictures could not be kept). */
  mediaHealth?: MediaHealth;
  /** How long a story waits in the queue when the media store failed before it is tried again. */
  storeRetrySeconds?: number;
}) {
  // The monitor is what fails jobs whose heartbeat lapsed (pg-boss checks every 60 s by default): with several
  // servers on one database, a dead server's job is back in the queue within about 15 s.
  const boss = new PgBoss({
    connectionString: options.connectionString,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    max: 4,
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  // A job expires after the longest its configured limits let a story take (15 minutes at least).
  const timeLimitMs = storyTimeLimitMs(options.pipeline.timing ?? SPEC_TIMING);
  const queueOptions = {
    heartbeatSeconds: 10,
    expireInSeconds: Math.ceil(timeLimitMs / 1000),
    retryLimit: 2,
    retryDelay: 2,
  };
  await boss.createQueue(STORY_QUEUE, queueOptions);
  await boss.updateQueue(STORY_QUEUE, queueOptions);
  const lock = await holdWorkerLock(options.connectionString, options.logger);
  try {
    if (lock.isAlone) {
      const reclaimed = await reclaimJobsOfDeadServers(boss, options.pipeline);
      if (reclaimed > 0) options.logger.warn({ jobs: reclaimed }, 'took back the stories of a stopped server');
    }
  } finally {
    await lock.keepSharedOnly();
  }
  const controller = new AbortController();
  const concurrency = options.concurrency ?? 4;
  // One connection per running story holds its parent's lock (see oneStoryAtATime).
  const parentLocks = new pg.Pool({
    connectionString: options.connectionString,
    max: concurrency,
    application_name: 'bedtime-stories story worker',
  });
  parentLocks.on('error', (error) => options.logger.warn({ err: error }, 'a parent-lock connection failed'));
  type StoryJob = { jobId: string; userId?: string };
  const storeRetrySeconds = options.storeRetrySeconds ?? STORE_RETRY_SECONDS;
  const handle = async ([job]: JobWithMetadata<StoryJob>[]) => {
    if (!job) return;
    // No provider is paid for a story whose pictures could not be kept: it waits in the queue for the store.
    if (options.mediaHealth && (await options.mediaHealth.status()) === 'down') {
      // A story that failed meanwhile (it waited past the story time limit, or its account was deleted) ends here.
      const [story] = await options.pipeline.db
        .select({ status: storyJobs.status })
        .from(storyJobs)
        .where(eq(storyJobs.id, job.data.jobId));
      if (story?.status === 'queued' || story?.status === 'running') {
        await waitForMediaStore(options.pipeline.db, job, storeRetrySeconds, { restart: false });
      }
      return;
    }
    try {
      const run = () => runStoryJob(options.pipeline, job.data.jobId, controller.signal);
      // Jobs queued before this version carry no parent: they run as they come.
      if (job.data.userId) await oneStoryAtATime(parentLocks, job.data.userId, controller.signal, run);
      else await run();
    } catch (error) {
      if (!controller.signal.aborted && isMediaStoreError(error)) {
        options.mediaHealth?.suspect();
        options.logger.warn(
          { jobId: job.data.jobId, err: error },
          'the media store failed: the story waits in the queue and is tried again',
        );
        await waitForMediaStore(options.pipeline.db, job, storeRetrySeconds, { restart: true });
        return;
      }
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
  };
  const interval = pollingIntervalSeconds(concurrency);
  const workOptions = {
    pollingIntervalSeconds: interval,
    batchSize: 1,
    // One parent's stories run one at a time on all servers together; which parent's story comes next is the job's
    // priority, its rank among its parent's stories (see priorityOfNextStory).
    groupConcurrency: 1,
    includeMetadata: true,
  } as const;
  const register = () => boss.work<StoryJob, void, typeof workOptions>(STORY_QUEUE, workOptions, handle);
  // The workers ask the queue in turn, not all at the same moment: started one by one across an interval, a new job
  // waits about the interval divided by the idle workers for the next ask.
  await register();
  void (async () => {
    for (let started = 1; started < concurrency; started += 1) {
      await sleep((interval * 1000) / concurrency, controller.signal);
      await register();
    }
  })().catch(() => undefined);
  await failStaleJobs(options.pipeline.db, timeLimitMs);
  const sweeper = setInterval(
    () => void failStaleJobs(options.pipeline.db, timeLimitMs).catch(() => undefined),
    60_000,
  );
  sweeper.unref();

  const enqueue: Enqueue = async ({ jobId, userId }, db) => {
    const priority = await priorityOfNextStory(db, userId);
    await boss.send(
      STORY_QUEUE,
      { jobId, userId },
      {
        id: jobId,
        singletonKey: jobId,
        group: { id: userId },
        priority,
        db,
      },
    );
  };
  return {
    enqueue,
    boss,
    async stop() {
      clearInterval(sweeper);
      controller.abort(new Error('the server is shutting down'));
      await boss.stop({ graceful: true, timeout: 5000 });
      await parentLocks.end().catch(() => undefined);
      await lock.release();
    },
  };
}
