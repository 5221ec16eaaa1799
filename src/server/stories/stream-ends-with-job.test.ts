import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import { createLogger } from '../logger.ts';
import { createProgressHub } from './progress-hub.ts';

// A keep-alive of a minute: within these tests only the notification of a deleted job can end a stream.
const { app, config, db, url, progress } = await createTestApp(
  { STREAMS_PER_PARENT: '5' },
  { progressKeepAliveMs: 60_000 },
);
const call = apiCaller(app, config.publicUrl);
let keys = 0;

/** A job the queue does not know, held at "running": nothing but the test changes its row. */
async function runningJob(userId: string): Promise<string> {
  keys += 1;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into story_jobs (user_id, idempotency_key, brief, slot_day, status, phase)
    values (${userId}, ${`running-${keys}`}, ${JSON.stringify({ language: 'en' })}::jsonb, current_date, 'running', 'writing')
    returning id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('no job');
  return id;
}

type Stream = {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  text: string;
  /** A read that outlived an earlier wait: the next wait takes its chunk, so none is lost. */
  pending?: Promise<ReadableStreamReadResult<Uint8Array>>;
};

/** Opens a job's progress stream and waits for its first event. */
async function follow(user: TestUser, jobId: string): Promise<Stream> {
  const response = await call(user, `/api/stories/jobs/${jobId}/events`);
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const stream = { reader, text: '' };
  const decoder = new TextDecoder();
  while (!stream.text.includes('id: ')) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error('the stream ended before its first event');
    stream.text += decoder.decode(chunk.value, { stream: true });
  }
  return stream;
}

/** How long after `since` the stream ended, or undefined when it is still open after `timeoutMs`. */
async function endedAfter(stream: Stream, since: number, timeoutMs = 3000): Promise<number | undefined> {
  const deadline = since + timeoutMs;
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) return undefined;
    stream.pending ??= stream.reader.read();
    const chunk = await Promise.race([
      stream.pending,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), left)),
    ]);
    if (!chunk) return undefined;
    stream.pending = undefined;
    if (chunk.done) return performance.now() - since;
    stream.text += new TextDecoder().decode(chunk.value);
  }
}

/** Waits until the server's count of open streams is `count` (a stream's place is freed as its handler ends). */
async function openStreamsBecome(count: number): Promise<number> {
  for (let i = 0; i < 40 && progress.openStreams !== count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return progress.openStreams;
}

describe('a progress stream ends with its job', () => {
  it('when the job is deleted: within a second, and its place is freed', async () => {
    const parent = await signUp(app, config.publicUrl, 'job-deleted@example.org');
    const jobId = await runningJob(parent.id);
    const before = progress.openStreams;
    const streams = [await follow(parent, jobId), await follow(parent, jobId)];
    expect(progress.openStreams).toBe(before + 2);

    const deletedAt = performance.now();
    await db.execute(sql`delete from story_jobs where id = ${jobId}`);
    for (const stream of streams) expect(await endedAfter(stream, deletedAt)).toBeLessThan(1000);
    expect(await openStreamsBecome(before)).toBe(before);
  });

  it('when the account is deleted: every stream of the parent ends within a second, another parent’s stays', async () => {
    const parent = await signUp(app, config.publicUrl, 'account-deleted@example.org');
    const other = await signUp(app, config.publicUrl, 'account-kept@example.org');
    const jobs = [await runningJob(parent.id), await runningJob(parent.id)];
    const otherJob = await runningJob(other.id);
    const before = progress.openStreams;
    const streams = [
      await follow(parent, jobs[0] ?? ''),
      await follow(parent, jobs[0] ?? ''),
      await follow(parent, jobs[1] ?? ''),
    ];
    const kept = await follow(other, otherJob);
    expect(progress.openStreams).toBe(before + 4);

    const deletedAt = performance.now();
    const deleted = await call(parent, '/api/account', { confirm: 'DELETE' }, 'DELETE');
    expect(deleted.status).toBe(204);
    for (const stream of streams) expect(await endedAfter(stream, deletedAt)).toBeLessThan(1000);
    expect(await openStreamsBecome(before + 1)).toBe(before + 1);
    expect(await endedAfter(kept, performance.now(), 300)).toBeUndefined();
    await kept.reader.cancel();
    expect(await openStreamsBecome(before)).toBe(before);
  });

  it('when the story it made is deleted, even if the job’s last change was never announced', async () => {
    const parent = await signUp(app, config.publicUrl, 'story-deleted@example.org');
    const jobId = await runningJob(parent.id);
    const before = progress.openStreams;
    const stream = await follow(parent, jobId);
    const storyId = '00000000-0000-4000-8000-0000000000b1';
    // The story is saved and the job finished, with the job's notification switched off for that one change.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table story_jobs disable trigger story_jobs_notify_progress`);
      await tx.execute(
        sql`insert into stories (id, title, character_name, language, user_id) values (${storyId}, 'Night', 'Owl', 'en', ${parent.id})`,
      );
      await tx.execute(
        sql`update story_jobs set status = 'complete', phase = 'complete', story_id = ${storyId} where id = ${jobId}`,
      );
      await tx.execute(sql`alter table story_jobs enable trigger story_jobs_notify_progress`);
    });
    expect(await endedAfter(stream, performance.now(), 300)).toBeUndefined();

    const deletedAt = performance.now();
    expect((await call(parent, `/api/stories/${storyId}`, undefined, 'DELETE')).status).toBe(204);
    expect(await endedAfter(stream, deletedAt)).toBeLessThan(1000);
    expect(stream.text).toContain('"status":"complete"');
    expect(await openStreamsBecome(before)).toBe(before);
  });
});

describe('the keep-alive', () => {
  it('reads the followed jobs again, so a deleted or ended job ends its streams without a notification', async () => {
    const hub = createProgressHub({
      connectionString: url,
      logger: createLogger({ logLevel: 'silent', env: 'test' }),
      streamsPerParent: 5,
      streamsPerServer: 10,
      checkJobsMs: 200,
    });
    try {
      const parent = await signUp(app, config.publicUrl, 'lost-notification@example.org');
      const jobId = await runningJob(parent.id);
      const subscription = hub.subscribe(jobId);
      const stop = new AbortController();
      // Let the hub's listener connect, and take any change that is already pending.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await subscription.next(10, stop.signal);
      await db.transaction(async (tx) => {
        await tx.execute(sql`alter table story_jobs disable trigger story_jobs_notify_delete`);
        await tx.execute(sql`delete from story_jobs where id = ${jobId}`);
        await tx.execute(sql`alter table story_jobs enable trigger story_jobs_notify_delete`);
      });
      const deletedAt = performance.now();
      expect(await subscription.next(5000, stop.signal)).toBe(true);
      expect(performance.now() - deletedAt).toBeLessThan(1000);
      subscription.close();

      // A job that ended without its notification wakes its streams the same way; one still running does not.
      const ended = await runningJob(parent.id);
      const running = await runningJob(parent.id);
      const endedSubscription = hub.subscribe(ended);
      const runningSubscription = hub.subscribe(running);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await endedSubscription.next(10, stop.signal);
      await runningSubscription.next(10, stop.signal);
      await db.transaction(async (tx) => {
        await tx.execute(sql`alter table story_jobs disable trigger story_jobs_notify_progress`);
        await tx.execute(sql`update story_jobs set status = 'complete', phase = 'complete' where id = ${ended}`);
        await tx.execute(sql`alter table story_jobs enable trigger story_jobs_notify_progress`);
      });
      const [endedWoke, runningWoke] = await Promise.all([
        endedSubscription.next(1000, stop.signal),
        runningSubscription.next(1000, stop.signal),
      ]);
      expect(endedWoke).toBe(true);
      expect(runningWoke).toBe(false);
      endedSubscription.close();
      runningSubscription.close();
    } finally {
      await hub.stop();
    }
  });
});
