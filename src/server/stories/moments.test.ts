import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import type { Family } from '../../shared/family.ts';
import type { StorySummary } from '../../shared/stories.ts';
import { stories, storyJobs, userSettings } from '../db/schema.ts';

const { app, config, db } = await createTestApp();
const origin = config.publicUrl;
const call = apiCaller(app, origin);

const sam = randomUUID();
const mia = randomUUID();
const grandma = randomUUID();
const rex = randomUUID();
const FAMILY: Family = {
  children: [
    { id: sam, name: 'Sam', pronoun: 'he', age: 'preschooler' },
    { id: mia, name: 'Mia', pronoun: 'she', age: 'toddler' },
  ],
  grownUps: [{ id: grandma, name: 'Oma', kind: 'grandmother' }],
  pets: [{ id: rex, name: 'Rex', kind: 'dog' }],
};

async function parentWithFamily(email: string, family: Family = FAMILY): Promise<TestUser> {
  const parent = await signUp(app, origin, email);
  await db
    .insert(userSettings)
    .values({ userId: parent.id, family })
    .onConflictDoUpdate({ target: userSettings.userId, set: { family } });
  return parent;
}

let keys = 0;
const brief = (extra: Record<string, unknown> = {}) => {
  keys += 1;
  return {
    characterId: 'character-bunny',
    customDescription: 'We fed the ducks at the pond',
    language: 'en',
    idempotencyKey: `moments-${Date.now()}-${keys}`,
    ...extra,
  };
};

async function briefOf(jobId: string) {
  const [job] = await db.select({ brief: storyJobs.brief }).from(storyJobs).where(eq(storyJobs.id, jobId));
  return job?.brief;
}

describe('whose story and tonight’s moments', () => {
  it('keeps the children and the moments in the job’s brief for the writers', async () => {
    const parent = await parentWithFamily('moments-kept@example.org');
    const moments = {
      with: [grandma, rex],
      friends: ['Noor'],
      firstTime: { kind: 'swimming' },
      feeling: 'proud',
      hard: { kind: 'pet-died', petId: rex },
      weather: 'rainy',
      celebration: 'birthday',
    };
    const response = await call(parent, '/api/stories/jobs', brief({ childIds: [sam, mia], moments }));
    expect(response.status, await response.clone().text()).toBe(201);
    const { jobId } = (await response.json()) as { jobId: string };
    expect(await briefOf(jobId)).toMatchObject({ childIds: [sam, mia], moments });
  });

  it('leaves moments out of the brief when none were chosen', async () => {
    const parent = await parentWithFamily('moments-none@example.org');
    const response = await call(parent, '/api/stories/jobs', brief({ childIds: [mia], moments: {} }));
    expect(response.status).toBe(201);
    const kept = await briefOf(((await response.json()) as { jobId: string }).jobId);
    expect(kept).toMatchObject({ childIds: [mia] });
    expect(kept).not.toHaveProperty('moments');
  });

  it.each([
    ['a child of another family', () => ({ childIds: [randomUUID()] })],
    ['a grown-up given as the story’s child', () => ({ childIds: [grandma] })],
    ['someone there who is not in the family', () => ({ childIds: [sam], moments: { with: [randomUUID()] } })],
    ['a pet that died who is not one of the pets', () => ({ moments: { hard: { kind: 'pet-died', petId: mia } } })],
  ])('refuses %s with a 400 that says so, and takes no story of the day', async (_name, extra) => {
    const parent = await parentWithFamily(`moments-refused-${randomUUID().slice(0, 8)}@example.org`);
    const response = await call(parent, '/api/stories/jobs', brief(extra()));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('familyMemberNotFound');
    expect(error.message).toMatch(/family/);
    const jobs = await db.select().from(storyJobs).where(eq(storyJobs.userId, parent.id));
    expect(jobs).toHaveLength(0);
  });

  it('refuses a child id that is not an id at all as invalid input', async () => {
    const parent = await parentWithFamily('moments-not-an-id@example.org');
    const response = await call(parent, '/api/stories/jobs', brief({ childIds: ['sam'] }));
    expect(response.status).toBe(400);
  });

  it('refuses whose story it is when the family has no children', async () => {
    const parent = await signUp(app, origin, 'moments-no-family@example.org');
    const response = await call(parent, '/api/stories/jobs', brief({ childIds: [sam] }));
    expect(response.status).toBe(400);
  });

  it('makes one story of a start sent twice, even after the family changed in between', async () => {
    const parent = await parentWithFamily('moments-twice@example.org');
    const body = brief({ childIds: [sam], moments: { with: [rex], feeling: 'happy' } });
    const first = await call(parent, '/api/stories/jobs', body);
    expect(first.status).toBe(201);
    const { jobId } = (await first.json()) as { jobId: string };
    await db
      .update(userSettings)
      .set({ family: { ...FAMILY, pets: [] } })
      .where(eq(userSettings.userId, parent.id));
    const again = await call(parent, '/api/stories/jobs', body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { jobId: string }).jobId).toBe(jobId);
    const jobs = await db.select().from(storyJobs).where(eq(storyJobs.userId, parent.id));
    expect(jobs).toHaveLength(1);
    // A new start naming the dog that is gone is refused.
    expect(
      (await call(parent, '/api/stories/jobs', { ...body, idempotencyKey: `${body.idempotencyKey}-b` })).status,
    ).toBe(400);
  });
});

describe('the portfolio by child', () => {
  it('says whose story each one is, and shows one child’s stories only when asked', async () => {
    const parent = await parentWithFamily('portfolio-children@example.org');
    const row = (title: string, childIds: string[], createdAt: string) => ({
      userId: parent.id,
      title,
      characterId: null,
      characterName: 'Bunny',
      activities: [],
      language: 'en' as const,
      environment: 'production',
      childIds,
      createdAt: sql`${createdAt}::timestamptz`,
    });
    await db
      .insert(stories)
      .values([
        row('Both', [sam, mia], '2097-01-03 00:00:00+00'),
        row('Sam alone', [sam], '2097-01-02 00:00:00+00'),
        row('Mia alone', [mia], '2097-01-01 00:00:00+00'),
      ]);
    const list = async (query = '') => {
      const response = await call(parent, `/api/stories${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { stories: StorySummary[] }).stories;
    };
    const all = await list();
    expect(all.slice(0, 3).map((story) => [story.title, story.childIds])).toEqual([
      ['Both', [sam, mia]],
      ['Sam alone', [sam]],
      ['Mia alone', [mia]],
    ]);
    // The default stories are nobody's: they carry no children and are left out of one child's list.
    expect(all.filter((story) => !story.isOwn).every((story) => story.childIds?.length === 0)).toBe(true);
    expect((await list(`?child=${mia}`)).map((story) => story.title)).toEqual(['Both', 'Mia alone']);
    expect((await list(`?child=${sam}`)).map((story) => story.title)).toEqual(['Both', 'Sam alone']);
    expect(await list(`?child=${randomUUID()}`)).toEqual([]);
    await db.delete(stories).where(eq(stories.userId, parent.id));
  });

  it('refuses a child filter that is not an id', async () => {
    const parent = await parentWithFamily('portfolio-bad-filter@example.org');
    const response = await call(parent, "/api/stories?child=x' or 1=1");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalidInput');
  });

  it('tells each story’s children on its own page too', async () => {
    const parent = await parentWithFamily('story-children@example.org');
    const [story] = await db
      .insert(stories)
      .values({
        userId: parent.id,
        title: 'Mia’s day',
        characterName: 'Bunny',
        activities: [],
        language: 'en',
        environment: 'production',
        childIds: [mia],
      })
      .returning({ id: stories.id });
    const response = await call(parent, `/api/stories/${story?.id}`);
    expect(((await response.json()) as StorySummary).childIds).toEqual([mia]);
  });
});
