import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tinyPicture } from '../../../tests/fakes/media-bytes.ts';
import { waitForJobEnd } from '../../../tests/setup/story-jobs.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import { createLogger } from '../logger.ts';
import { createProviders, type Providers } from '../providers/registry.ts';
import type { Illustrator, StoryWriter } from '../providers/types.ts';
import { STORY_QUEUE } from './jobs.ts';
import { createProgressHub } from './progress-hub.ts';

const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../../public', import.meta.url).pathname });

/** A writer that holds each story (its seed is the job's id) until the test lets that job go. */
const held = new Map<string, () => void>();
const released = new Set<string>();
let holdStories = true;
let storyMs = 0;
const writer: StoryWriter = {
  name: 'held',
  async write(brief, options) {
    if (holdStories && !released.has(brief.seed)) {
      await new Promise<void>((resolve) => held.set(brief.seed, resolve));
    } else {
      await new Promise((resolve) => setTimeout(resolve, storyMs));
    }
    return builtin.writer.write(brief, options);
  },
};
const picture = await tinyPicture('webp');
// Pictures are beside the point here: a tiny one keeps these tests quick.
const illustrator: Illustrator = { name: 'tiny', draw: async () => ({ bytes: picture, contentType: 'image/webp' }) };
const providers: Providers = { ...builtin, writer, illustrator };
const { app, config, db, url, worker } = await createTestApp(
  { STREAMS_PER_PARENT: '2', STORY_WORKERS: '3' },
  { providers, progressKeepAliveMs: 150 },
);
const origin = config.publicUrl;
const call = apiCaller(app, origin);
let keys = 0;

async function start(user: TestUser): Promise<string> {
  keys += 1;
  const response = await call(user, '/api/stories/jobs', {
    characterId: 'character-owl',
    activityIds: ['activity-park'],
    language: 'en',
    idempotencyKey: `stream-${keys}`,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { jobId: string }).jobId;
}

/** Reads a stream until `until` holds for what arrived, or it ends; returns the text and whether it ended. */
async function read(response: Response, until: (text: string) => boolean, timeoutMs = 5000) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !until(text)) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), deadline - Date.now())),
    ]);
    if (!chunk) break;
    if (chunk.done) return { text, ended: true, reader };
    text += decoder.decode(chunk.value, { stream: true });
  }
  return { text, ended: false, reader };
}

/** Lets a job's story be written, whether its writer is already waiting or not yet called. */
const release = (jobId: string) => {
  released.add(jobId);
  held.get(jobId)?.();
};

describe('progress streams', () => {
  it('wake when their job changes, and wait without reading while it does not', async () => {
    const hub = createProgressHub({
      connectionString: url,
      logger: createLogger({ logLevel: 'silent', env: 'test' }),
      streamsPerParent: 5,
      streamsPerServer: 10,
    });
    try {
      const parent = await signUp(app, origin, 'hub@example.org');
      const jobId = await start(parent);
      const subscription = hub.subscribe(jobId);
      const quiet = new AbortController();
      // The job is quiet once its writer holds it: nothing writes its row until the test lets it go.
      for (let waited = 0; !held.has(jobId) && waited < 20_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      await subscription.next(10, quiet.signal);
      expect(await subscription.next(200, quiet.signal)).toBe(false);
      const woken = subscription.next(5000, quiet.signal);
      await db.execute(sql`update story_jobs set updated_at = now() where id = ${jobId}`);
      const startedAt = Date.now();
      expect(await woken).toBe(true);
      expect(Date.now() - startedAt).toBeLessThan(2000);
      // A change between two waits is not lost.
      await db.execute(sql`update story_jobs set updated_at = now() where id = ${jobId}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await subscription.next(5000, quiet.signal)).toBe(true);
      subscription.close();
      release(jobId);
      await waitForJobEnd(db, jobId);
    } finally {
      await hub.stop();
    }
  }, 60_000);

  it('send a keep-alive comment while a story is quiet, and resume after the last event without repeating it', async () => {
    const parent = await signUp(app, origin, 'quiet@example.org');
    const jobId = await start(parent);
    const first = await read(await call(parent, `/api/stories/jobs/${jobId}/events`), (text) =>
      text.includes(': still working'),
    );
    expect(first.text).toMatch(/^event: progress$/mu);
    expect(first.text).toContain(': still working');
    const lastId = [...first.text.matchAll(/^id: (.+)$/gmu)].at(-1)?.[1];
    expect(lastId).toBeDefined();
    await first.reader.cancel();

    const again = await app.request(`/api/stories/jobs/${jobId}/events`, {
      headers: { cookie: parent.cookie, 'last-event-id': lastId ?? '' },
    });
    const resumed = await read(again, (text) => text.includes(': still working'));
    expect(resumed.text).not.toContain(`id: ${lastId}`);
    await resumed.reader.cancel();
    release(jobId);
    await waitForJobEnd(db, jobId);
  }, 60_000);

  it('close a parent’s oldest stream when they open more than allowed', async () => {
    const parent = await signUp(app, origin, 'many-streams@example.org');
    const jobId = await start(parent);
    const open = async () =>
      read(await call(parent, `/api/stories/jobs/${jobId}/events`), (text) => text.includes('id: '));
    const oldest = await open();
    const second = await open();
    const third = await open();
    // STREAMS_PER_PARENT is 2: the third closed the first, the others stay open.
    expect((await read(new Response(streamOf(oldest.reader)), () => false, 3000)).ended).toBe(true);
    expect((await read(new Response(streamOf(second.reader)), () => false, 400)).ended).toBe(false);
    await second.reader.cancel();
    await third.reader.cancel();
    release(jobId);
    await waitForJobEnd(db, jobId);
  }, 60_000);
});

/** The rest of a stream whose reader is already taken. */
function streamOf(reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
  });
}

describe('the story queue', () => {
  it('runs one parent’s stories one at a time, so another parent does not wait behind all of them', async () => {
    holdStories = false;
    storyMs = 300;
    const busy = await signUp(app, origin, 'five-stories@example.org');
    const other = await signUp(app, origin, 'one-story@example.org');
    const busyJobs: string[] = [];
    for (let index = 0; index < 4; index += 1) busyJobs.push(await start(busy));
    const otherJob = await start(other);
    let mostAtOnce = 0;
    const watch = setInterval(async () => {
      const { rows } = await db.execute<{ running: number }>(
        sql`select count(*)::int as running from story_jobs where user_id = ${busy.id} and status = 'running'`,
      );
      mostAtOnce = Math.max(mostAtOnce, rows[0]?.running ?? 0);
    }, 40);
    try {
      await waitForJobEnd(db, otherJob);
      const { rows } = await db.execute<{ done: number }>(
        sql`select count(*)::int as done from story_jobs where user_id = ${busy.id} and status = 'complete'`,
      );
      // The other parent's story was not queued behind all four.
      expect(rows[0]?.done ?? 0).toBeLessThan(4);
      for (const jobId of busyJobs) await waitForJobEnd(db, jobId);
    } finally {
      clearInterval(watch);
      holdStories = true;
    }
    expect(mostAtOnce).toBe(1);
  }, 60_000);

  it('takes every parent’s first waiting story before anyone’s second, so a newcomer waits behind at most one story of each busy parent', async () => {
    const busyParents = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signUp(app, origin, `busy-${index}@example.org`)),
    );
    const newcomer = await signUp(app, origin, 'newcomer@example.org');
    // The first stories the workers take are held while the burst is queued: 20 parents with 5 stories each, then
    // one more parent with one, all waiting together as at the peak.
    holdStories = true;
    storyMs = 0;
    const jobs: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      jobs.push(...(await Promise.all(busyParents.map((parent) => start(parent)))));
    }
    const newcomerJob = await start(newcomer);
    holdStories = false;
    for (const jobId of [...held.keys()]) release(jobId);
    await waitForJobEnd(db, newcomerJob);
    // When the queue took each job (pg-boss's own clock; a queue job has its story job's id).
    const { rows } = await db.execute<{ userId: string; startedBefore: boolean }>(sql`
      select story.user_id as "userId",
             queued.started_on < (select started_on from pgboss.job where id = ${newcomerJob}) as "startedBefore"
      from story_jobs story join pgboss.job queued on queued.id = story.id
      where story.id in ${sql.raw(`(${jobs.map((id) => `'${id}'`).join(', ')})`)}`);
    const aheadOf = new Map<string, number>();
    for (const row of rows) {
      if (row.startedBefore) aheadOf.set(row.userId, (aheadOf.get(row.userId) ?? 0) + 1);
    }
    expect(rows).toHaveLength(100);
    expect(Math.max(...aheadOf.values())).toBe(1);
    expect([...aheadOf.values()].reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(20);
    // The rest of the burst is not this test's subject: the queue drops what it has not started.
    await worker.boss.cancel(STORY_QUEUE, jobs);
    await db.execute(sql`update story_jobs set status = 'failed' where status = 'queued'`);
    for (const jobId of jobs) await waitForJobEnd(db, jobId);
  }, 120_000);
});
