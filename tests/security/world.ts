import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { setPremium } from '../../src/server/account/premium.ts';
import { account, session, storyJobs } from '../../src/server/db/schema.ts';
import { createTestApp } from '../setup/test-app.ts';
import { fromAddress, signIn, signUp, type TestUser } from '../setup/test-users.ts';

/** Short waits between retries, so that a failing picture does not slow the suites. */
const FAST_TIMING = { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 };

/** The four callers of the security suites. B and the premium parent are strangers to A's things. */
export type Role = 'anonymous' | 'userA' | 'userB' | 'premium';
export const ROLES: readonly Role[] = ['anonymous', 'userA', 'userB', 'premium'];

/** What parent A owns; every path and body of the suites that names "A's thing" uses these. */
export type OwnedByA = {
  story: string;
  storyTitle: string;
  storyToDelete: string;
  job: string;
  character: string;
  characterToDelete: string;
  activity: string;
  activityToDelete: string;
  image: string;
  unusedImage: string;
  sceneImage: string;
  saved: string;
  savedToDelete: string;
  /** A second session of A's, for the session-revocation rows. */
  spareSessionToken: string;
  /** The id of A's email-and-password account row (Better Auth's account endpoints take it). */
  accountId: string;
};

export type World = Awaited<ReturnType<typeof createWorld>>;

let addresses = 0;
/**
 * Every request comes from its own client address, so Better Auth's per-address rate limits (which these suites do
 * not test) never answer in place of the endpoint.
 */
export function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

let emails = 0;
export const uniqueEmail = (label: string) => {
  emails += 1;
  return `${label}-${Date.now()}-${emails}@example.org`;
};

/**
 * The real app on its own database with three parents: A (who owns two stories, custom characters, activities,
 * pictures and saved activities), B (an ordinary stranger) and a premium stranger.
 */
export async function createWorld(env: Record<string, string> = {}) {
  const server = await createTestApp({ AUTH_RATE_LIMIT: '10000', ...env }, { timing: FAST_TIMING });
  const { app, config, db } = server;
  const origin = config.publicUrl;

  const userA = await signUp(app, origin, uniqueEmail('parent-a'));
  const userB = await signUp(app, origin, uniqueEmail('parent-b'));
  const premium = await signUp(app, origin, uniqueEmail('parent-premium'));
  expect(await setPremium(db, premium.email, true)).toBe(true);
  const users: Record<Exclude<Role, 'anonymous'>, TestUser> = { userA, userB, premium };

  const headersOf = (role: Role, cookie?: string): Record<string, string> => {
    const base: Record<string, string> = { origin, 'content-type': 'application/json' };
    if (role === 'anonymous') return base;
    return { ...base, cookie: cookie ?? users[role].cookie };
  };

  const call = (
    role: Role,
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(
      path,
      {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { ...headersOf(role, init.cookie), ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      },
      fromAddress(nextAddress()),
    );

  const ok = async (response: Response, status = 200) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json();
  };

  async function waitForStory(jobId: string): Promise<string> {
    for (let i = 0; i < 600; i += 1) {
      const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
      if (job?.status === 'complete' && job.storyId) return job.storyId;
      if (job?.status === 'failed') throw new Error(`story job failed: ${JSON.stringify(job.error)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the story job did not finish');
  }

  async function makeStory(role: Exclude<Role, 'anonymous'>, key: string) {
    const { jobId } = (await ok(
      await call(role, '/api/stories/jobs', {
        body: {
          characterId: 'character-bunny',
          activityIds: ['activity-playground'],
          customDescription: 'We fed the ducks at the pond',
          language: 'en',
          idempotencyKey: `${key}-${Date.now()}`,
        },
      }),
      201,
    )) as { jobId: string };
    return { jobId, storyId: await waitForStory(jobId) };
  }

  async function makeCustom(kind: 'character' | 'activity', name: string) {
    const { imageUrl } = (await ok(
      await call('userA', '/api/custom-images', { body: { kind, name, description: 'A stripy friend who dances' } }),
    )) as { imageUrl: string };
    const path = kind === 'character' ? '/api/characters' : '/api/activities';
    const item = (await ok(
      await call('userA', path, { body: { name, description: 'A stripy friend who dances', imageUrl } }),
      201,
    )) as { id: string };
    return { id: item.id, imageUrl };
  }

  const [first, second] = await Promise.all([makeStory('userA', 'a-first'), makeStory('userA', 'a-second')]);
  const character = await makeCustom('character', 'Zorblax the Zebra');
  const characterToDelete = await makeCustom('character', 'Quintavius the Quokka');
  const activity = await makeCustom('activity', 'Wobbleberry picking');
  const activityToDelete = await makeCustom('activity', 'Glimmerpond skipping');
  const { imageUrl: unusedImage } = (await ok(
    await call('userA', '/api/custom-images', {
      body: { kind: 'character', name: 'Pemberton the Pelican', description: 'A tall bird' },
    }),
  )) as { imageUrl: string };
  const saved = (await ok(await call('userA', '/api/saved-activities', { body: { name: 'Snailwatching' } }), 201)) as {
    id: string;
  };
  const savedToDelete = (await ok(
    await call('userA', '/api/saved-activities', { body: { name: 'Puddlestomping' } }),
    201,
  )) as { id: string };
  const story = (await ok(await call('userA', `/api/stories/${first.storyId}`))) as {
    title: string;
    scenes: Array<{ imageUrl: string }>;
  };
  const spare = await signIn(app, origin, userA.email, userA.password, nextAddress());
  expect(spare.status).toBe(200);
  const spareSessionToken = tokenOfCookie(spare.headers.get('set-cookie') ?? '');
  const [credential] = await db.select().from(account).where(eq(account.userId, userA.id));

  const ownedByA: OwnedByA = {
    story: first.storyId,
    storyTitle: story.title,
    storyToDelete: second.storyId,
    job: first.jobId,
    character: character.id,
    characterToDelete: characterToDelete.id,
    activity: activity.id,
    activityToDelete: activityToDelete.id,
    image: character.imageUrl,
    unusedImage,
    sceneImage: story.scenes[0]?.imageUrl ?? '',
    saved: saved.id,
    savedToDelete: savedToDelete.id,
    spareSessionToken,
    accountId: credential?.accountId ?? '',
  };

  /** A fresh session, for rows that end the session they run in. */
  async function freshCookie(role: Exclude<Role, 'anonymous'>): Promise<string> {
    const response = await signIn(app, origin, users[role].email, users[role].password, nextAddress());
    expect(response.status, await response.clone().text()).toBe(200);
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  /** A's identifiers that must never appear in an answer to anyone else. */
  const secretsOfA = [
    userA.id,
    userA.email,
    ownedByA.story,
    ownedByA.storyToDelete,
    ownedByA.storyTitle,
    ownedByA.job,
    ownedByA.character,
    ownedByA.characterToDelete,
    ownedByA.activity,
    ownedByA.activityToDelete,
    'Zorblax',
    'Quintavius',
    'Wobbleberry',
    'Glimmerpond',
    'Pemberton',
    'Snailwatching',
    'Puddlestomping',
    ownedByA.saved,
    ownedByA.savedToDelete,
    ownedByA.image,
    ownedByA.unusedImage,
    ownedByA.sceneImage,
    spareSessionToken,
    ownedByA.accountId,
    userA.cookie.split('=')[1]?.split('.')[0] ?? userA.cookie,
  ].filter((value) => value.length >= 6);

  const sessionsOf = (userId: string) => db.select().from(session).where(eq(session.userId, userId));

  return { ...server, origin, users, ownedByA, secretsOfA, call, headersOf, freshCookie, sessionsOf };
}

/** The session token inside Better Auth's signed session cookie (`token.signature`). */
export function tokenOfCookie(setCookie: string): string {
  const value = /session_token=([^;]+)/.exec(setCookie)?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? '';
}
