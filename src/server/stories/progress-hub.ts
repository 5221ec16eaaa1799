import pg from 'pg';
import type { Logger } from '../logger.ts';

/** The channel a progress write notifies, with the job's id as payload (a trigger on `story_jobs`, migration 0003). */
export const PROGRESS_CHANNEL = 'story_job_progress';

/** How long a stream waits without a change before it looks at the job row anyway, when no listener connection is up. */
const POLL_WITHOUT_LISTENER_MS = 1000;

/** How often the hub looks whether the jobs it follows still exist (the keep-alive's read of the jobs). */
const CHECK_JOBS_MS = 15_000;

export type JobSubscription = {
  /**
   * Resolves `true` once the job's row changed since the last call (at once when it already has), or `false` after
   * `timeoutMs` or when `signal` aborts. A change that lands between two calls is never lost.
   */
  next(timeoutMs: number, signal: AbortSignal): Promise<boolean>;
  close(): void;
};

export type StreamAdmission = { signal: AbortSignal; release(): void };

export type ProgressHub = {
  subscribe(jobId: string): JobSubscription;
  /**
   * Admits one progress stream of a parent, or undefined when the server holds its maximum. A parent past their own
   * maximum gets the stream, and their oldest one is closed (its `signal` aborts).
   */
  admit(userId: string): StreamAdmission | undefined;
  readonly openStreams: number;
  stop(): Promise<void>;
};

/**
 * Wakes progress streams when their job changes, for the cost of one listening connection per server: progress
 * writes notify the job's id (a trigger), so an idle stream costs the database nothing, however many are open. Without
 * a listener connection (it dropped, and is being re-opened), streams look at their row once a second.
 */
export function createProgressHub(options: {
  connectionString: string;
  logger: Logger;
  streamsPerParent: number;
  streamsPerServer: number;
  /** How often the followed jobs are read again, in one statement for all of them (tests shorten it). */
  checkJobsMs?: number;
}): ProgressHub {
  const waiting = new Map<string, Set<() => void>>();
  const streams = new Map<string, Array<{ controller: AbortController }>>();
  let openStreams = 0;
  let client: pg.Client | undefined;
  let isListening = false;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;

  const wake = (jobId: string) => {
    for (const callback of waiting.get(jobId) ?? []) callback();
  };
  const wakeAll = () => {
    for (const jobId of waiting.keys()) wake(jobId);
  };

  const connect = async () => {
    if (isStopped) return;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'bedtime-stories progress',
    });
    next.on('notification', (message) => {
      if (message.channel === PROGRESS_CHANNEL && message.payload) wake(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      isListening = false;
      if (isStopped) return;
      options.logger.warn(
        { err: error },
        'progress listener lost its connection; streams look at their jobs until it is back',
      );
      // Changes made while nobody listened are picked up by a look at every waiting job.
      wakeAll();
      retry = setTimeout(() => void connect(), 2000);
      retry.unref();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${PROGRESS_CHANNEL}`);
      client = next;
      isListening = true;
      wakeAll();
    } catch (error) {
      await next.end().catch(() => undefined);
      if (!isStopped) {
        options.logger.warn({ err: error }, 'progress listener could not connect; retrying');
        retry = setTimeout(() => void connect(), 2000);
        retry.unref();
      }
    }
  };
  void connect();

  // A deleted job notifies its streams (migration 0009); besides that, every followed job is read again at the
  // keep-alive's pace, one statement for all of them, so a stream whose job is gone or ended ends even when that
  // notification never arrived. A woken stream reads its job, finds it gone or ended and ends, freeing its place.
  let isChecking = false;
  const checkJobs = async () => {
    const current = client;
    if (!current || !isListening || isChecking || waiting.size === 0) return;
    isChecking = true;
    try {
      const ids = [...waiting.keys()];
      // Only jobs still being made keep their streams open: one that is gone or ended wakes its streams.
      const found = await current.query<{ id: string }>(
        `select id::text as id from story_jobs where id = any($1::uuid[]) and status in ('queued', 'running')`,
        [ids],
      );
      const going = new Set(found.rows.map((row) => row.id));
      for (const jobId of ids) if (!going.has(jobId)) wake(jobId);
    } catch (error) {
      options.logger.warn({ err: error }, 'progress hub could not read its jobs again');
    } finally {
      isChecking = false;
    }
  };
  const checker = setInterval(() => void checkJobs(), options.checkJobsMs ?? CHECK_JOBS_MS);
  checker.unref();

  return {
    get openStreams() {
      return openStreams;
    },
    subscribe(jobId) {
      let changed = false;
      let resolveWait: ((value: boolean) => void) | undefined;
      const onChange = () => {
        changed = true;
        resolveWait?.(true);
      };
      const set = waiting.get(jobId) ?? new Set();
      set.add(onChange);
      waiting.set(jobId, set);
      return {
        next(timeoutMs, signal) {
          if (changed || signal.aborted) {
            changed = false;
            return Promise.resolve(!signal.aborted);
          }
          return new Promise<boolean>((resolve) => {
            const wait = isListening ? timeoutMs : Math.min(timeoutMs, POLL_WITHOUT_LISTENER_MS);
            const finish = (value: boolean) => {
              clearTimeout(timer);
              signal.removeEventListener('abort', onAbort);
              resolveWait = undefined;
              changed = false;
              resolve(value);
            };
            const onAbort = () => finish(false);
            // Without a listener, a timeout counts as a change: the stream looks at its row.
            const timer = setTimeout(() => finish(!isListening), wait);
            signal.addEventListener('abort', onAbort, { once: true });
            resolveWait = finish;
          });
        },
        close() {
          set.delete(onChange);
          if (set.size === 0) waiting.delete(jobId);
        },
      };
    },
    admit(userId) {
      if (openStreams >= options.streamsPerServer) return undefined;
      const own = streams.get(userId) ?? [];
      const entry = { controller: new AbortController() };
      own.push(entry);
      streams.set(userId, own);
      openStreams += 1;
      while (own.length > options.streamsPerParent) own.shift()?.controller.abort();
      let isReleased = false;
      return {
        signal: entry.controller.signal,
        release() {
          if (isReleased) return;
          isReleased = true;
          openStreams -= 1;
          const index = own.indexOf(entry);
          if (index >= 0) own.splice(index, 1);
          if (own.length === 0) streams.delete(userId);
        },
      };
    },
    async stop() {
      isStopped = true;
      clearTimeout(retry);
      clearInterval(checker);
      for (const own of streams.values()) for (const entry of own) entry.controller.abort();
      const current = client;
      client = undefined;
      isListening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
