import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storyJobs, userSettings } from '../../src/server/db/schema.ts';
import { createProviders } from '../../src/server/providers/registry.ts';
import { LIMITS } from '../../src/shared/domain.ts';
import { ERROR_MESSAGES } from '../../src/shared/errors.ts';
import { tinyPicture } from '../fakes/media-bytes.ts';
import { createTestApp } from '../setup/test-app.ts';
import { signUp, type TestUser } from '../setup/test-users.ts';

// Issue 8.7: the daily limit and idempotency hold under real concurrency (50 requests at once against the real
// API and PostgreSQL), round after round, for fresh parents and for a fresh calendar day.
// The accepted stories are made in the background while the bursts go on; a tiny picture keeps that work light.
const picture = await tinyPicture('webp');
const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../public', import.meta.url).pathname });
const { app, config, db } = await createTestApp(
  { AUTH_RATE_LIMIT: '1000' },
  {
    providers: {
      ...builtin,
      illustrator: { name: 'tiny', draw: async () => ({ bytes: picture, contentType: 'image/webp' }) },
    },
  },
);
const origin = config.publicUrl;
const ROUNDS = 20;
const PARALLEL = 50;

const post = (user: TestUser, path: string, body: unknown, method = 'POST') =>
  app.request(path, {
    method,
    headers: { cookie: user.cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const brief = (idempotencyKey: string) => ({
  characterId: 'character-bunny',
  activityIds: ['activity-playground'],
  customActivities: ['Feeding the ducks'],
  language: 'en',
  idempotencyKey,
});

type Answer = { status: number; jobId?: string; error?: { code: string; message: string } };

async function answersOf(responses: Response[]): Promise<Answer[]> {
  return Promise.all(
    responses.map(async (response) => ({ status: response.status, ...((await response.json()) as object) })),
  );
}

/** The slots the database holds for a parent on their current calendar day, and the jobs of that day. */
async function slotsToday(userId: string) {
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${storyJobs.holdsSlot})::int`,
      jobs: sql<number>`count(*)::int`,
    })
    .from(storyJobs)
    .innerJoin(userSettings, eq(userSettings.userId, storyJobs.userId))
    .where(
      and(
        eq(storyJobs.userId, userId),
        eq(storyJobs.slotDay, sql`(now() at time zone ${userSettings.timeZone})::date`),
      ),
    );
  const [settings] = await db
    .select({ counted: userSettings.dailyStoryGenerations })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return { held: row?.held ?? 0, jobs: row?.jobs ?? 0, counted: settings?.counted };
}

async function storiesLeft(user: TestUser): Promise<number> {
  const response = await app.request('/api/me/settings', { headers: { cookie: user.cookie } });
  return ((await response.json()) as { storiesLeftToday: number }).storiesLeftToday;
}

describe('the daily limit under a burst of requests', () => {
  it(`accepts exactly ${LIMITS.storiesPerDay} of ${PARALLEL} parallel requests, ${ROUNDS} rounds in a row`, async () => {
    const accepted: number[] = [];
    let parent: TestUser | undefined;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Even rounds: a new parent. Odd rounds: the same parent the next day (their earlier jobs moved a day back,
      // as if a day had passed; changing the time zone no longer gives a new day, see stories.test.ts).
      if (round % 2 === 0 || !parent) {
        parent = await signUp(app, origin, `burst-${round}@example.org`);
        expect((await post(parent, '/api/me/settings', { timeZone: 'Pacific/Pago_Pago' }, 'PUT')).status).toBe(200);
      } else {
        await db
          .update(storyJobs)
          .set({ createdAt: sql`${storyJobs.createdAt} - interval '1 day'`, slotDay: sql`${storyJobs.slotDay} - 1` })
          .where(eq(storyJobs.userId, parent.id));
      }
      const user = parent;
      const answers = await answersOf(
        await Promise.all(
          Array.from({ length: PARALLEL }, (_, index) =>
            post(user, '/api/stories/jobs', brief(`burst-${round}-${index}`)),
          ),
        ),
      );
      const created = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status === 429);
      accepted.push(created.length);
      expect(created, `round ${round}`).toHaveLength(LIMITS.storiesPerDay);
      expect(new Set(created.map((answer) => answer.jobId)).size).toBe(LIMITS.storiesPerDay);
      expect(refused).toHaveLength(PARALLEL - LIMITS.storiesPerDay);
      for (const answer of refused) {
        expect(answer.error).toEqual({ code: 'dailyLimitReached', message: ERROR_MESSAGES.dailyLimitReached });
      }
      expect(await slotsToday(user.id)).toEqual({
        held: LIMITS.storiesPerDay,
        jobs: LIMITS.storiesPerDay,
        counted: LIMITS.storiesPerDay,
      });
      expect(await storiesLeft(user)).toBe(0);
    }
    console.info(`daily-limit race: accepted per round of ${PARALLEL}: ${accepted.join(' ')}`);
  }, 120_000);
});

describe('the same idempotency key sent at once', () => {
  it('makes one job and takes one slot, and every answer names that job', async () => {
    const parent = await signUp(app, origin, 'same-key@example.org');
    const answers = await answersOf(
      await Promise.all(Array.from({ length: 10 }, () => post(parent, '/api/stories/jobs', brief('tap-tap-tap')))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    const jobIds = new Set(answers.map((answer) => answer.jobId));
    expect(jobIds.size).toBe(1);
    const jobs = await db.select().from(storyJobs).where(eq(storyJobs.userId, parent.id));
    expect(jobs.map((job) => job.id)).toEqual([...jobIds]);
    expect(await slotsToday(parent.id)).toEqual({ held: 1, jobs: 1, counted: 1 });
  });

  it('counts a repeated key once inside a burst of new ones, and never splits its answers', async () => {
    for (let round = 0; round < 5; round += 1) {
      const parent = await signUp(app, origin, `mixed-burst-${round}@example.org`);
      const requests = Array.from({ length: PARALLEL }, (_, index) =>
        post(parent, '/api/stories/jobs', brief(index % 5 === 0 ? 'double-tap' : `mixed-${round}-${index}`)),
      );
      const answers = await answersOf(await Promise.all(requests));
      const repeated = answers.filter((_, index) => index % 5 === 0);
      // The repeated key either made one job that all ten answers name, or came too late and all ten were refused.
      const repeatedIds = new Set(repeated.map((answer) => answer.jobId));
      if (repeated.some((answer) => answer.status !== 429)) {
        expect(repeatedIds.size).toBe(1);
        expect([...repeatedIds][0]).toBeDefined();
        expect(repeated.filter((answer) => answer.status === 201)).toHaveLength(1);
      } else {
        expect([...repeatedIds]).toEqual([undefined]);
      }
      const newJobs = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.jobId));
      expect(newJobs.size).toBe(LIMITS.storiesPerDay);
      expect(await slotsToday(parent.id)).toEqual({
        held: LIMITS.storiesPerDay,
        jobs: LIMITS.storiesPerDay,
        counted: LIMITS.storiesPerDay,
      });
    }
  }, 60_000);
});
