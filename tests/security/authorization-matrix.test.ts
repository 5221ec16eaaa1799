import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  account,
  activities,
  characters,
  mediaObjects,
  savedCustomActivities,
  session,
  stories,
  storyJobs,
  user,
  userSettings,
} from '../../src/server/db/schema.ts';
import { fromAddress } from '../setup/test-users.ts';
import { createWorld, nextAddress, type OwnedByA, ROLES, type Role, uniqueEmail, type World } from './world.ts';

/**
 * Every route and method the app serves, with what each caller gets. Paths name A's things in braces; B and the
 * premium parent use the very same paths and bodies, so every cell of theirs is an attempt on A's data.
 *
 * How the routes are enumerated (the completeness test below): Hono's `app.routes` lists every method-specific route
 * of the app (middleware registered with `use` has the method `ALL` and serves nothing by itself). The one Hono route
 * `/api/auth/*` hands everything to Better Auth, so it is replaced by Better Auth's own endpoint list: `auth.api`
 * holds each endpoint with its `path` and `options.method`; endpoints without a path are server-only and not mounted.
 * Static files are served by a `use('*')` middleware, so they have a row of their own (`static`).
 */
type Outcome = Record<Role, number>;
type Row = {
  method: string;
  /** The route as enumerated: Hono's pattern, or Better Auth's path under /api/auth. */
  route: string;
  /** The request path, with `{name}` for A's things (see OwnedByA). */
  path: string;
  body?: (role: Role, world: World) => unknown;
  expect: Outcome;
  /** Runs after everything else, each signed-in cell in a session of its own (the row ends sessions or accounts). */
  final?: boolean;
  /** Extra checks of an answer, e.g. that A sees what is A's. */
  check?: (role: Role, text: string, world: World, headers: Headers) => void | Promise<void>;
};

const all = (status: number): Outcome => ({ anonymous: status, userA: status, userB: status, premium: status });
const signedIn = (status: number, anonymous = 401): Outcome => ({
  anonymous,
  userA: status,
  userB: status,
  premium: status,
});
/** A's own thing: A succeeds, strangers are told it does not exist. */
const ownOnly = (status: number): Outcome => ({ anonymous: 401, userA: status, userB: 404, premium: 404 });

let keys = 0;
const idempotencyKey = () => {
  keys += 1;
  return `matrix-${Date.now()}-${keys}`;
};
const WRONG_PASSWORD = 'not-the-password';
/**
 * A web page's scripts never see a session token: not in the body (`token`, `session.token`) and not in Better Auth's
 * `set-auth-token` header, which only the native app's origins get. The session stays in its HttpOnly cookie.
 */
const noSessionToken = (role: Role, text: string, _world: World, headers: Headers) => {
  expect(headers.get('set-auth-token'), `${role}: set-auth-token`).toBeNull();
  const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } } | null;
  expect(body ?? {}, role).not.toHaveProperty('token');
  expect(body?.session ?? {}, role).not.toHaveProperty('token');
};
const sees = (needle: keyof OwnedByA) => (role: Role, text: string, world: World) => {
  if (role === 'userA') expect(text, `A should see ${needle}`).toContain(world.ownedByA[needle]);
};

const APP_ROWS: Row[] = [
  { method: 'GET', route: '/api/health', path: '/api/health', expect: all(200) },
  { method: 'GET', route: '/api/config', path: '/api/config', expect: all(200) },
  // The native app's sign-ins in the system browser always end at the app's link, with a code or an error.
  { method: 'GET', route: '/api/native/sign-in/google', path: '/api/native/sign-in/google', expect: all(302) },
  { method: 'GET', route: '/api/native/handoff', path: '/api/native/handoff', expect: all(302) },
  { method: 'GET', route: '/api/native/sign-in/link', path: '/api/native/sign-in/link', expect: all(302) },
  // The tap on the one-tap page: without a state this browser got from the app's start, only the app link's error.
  {
    method: 'POST',
    route: '/api/native/handoff',
    path: '/api/native/handoff',
    body: () => ({ challenge: 'c'.repeat(43) }),
    expect: all(303),
  },
  {
    method: 'POST',
    route: '/api/native/redeem',
    path: '/api/native/redeem',
    body: () => ({ code: 'never-a-code-never-a-code-never-a', verifier: 'v'.repeat(43) }),
    expect: all(400),
  },
  { method: 'GET', route: '/api/access-gate', path: '/api/access-gate', expect: all(200) },
  {
    method: 'POST',
    route: '/api/access-gate',
    path: '/api/access-gate',
    body: () => ({ code: 'x' }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: '/api/me/settings',
    path: '/api/me/settings',
    expect: signedIn(200),
    check: (role, text, world) => {
      if (role === 'anonymous') return;
      const settings = JSON.parse(text) as { email: string; isPremium: boolean };
      expect(settings.email).toBe(world.users[role].email);
      expect(settings.isPremium).toBe(role === 'premium');
    },
  },
  {
    method: 'PUT',
    route: '/api/me/settings',
    path: '/api/me/settings',
    body: () => ({ language: 'nl' }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/me/family',
    path: '/api/me/family',
    expect: signedIn(200),
    check: (role, text) => {
      if (role === 'anonymous') return;
      // Each parent sees their own family only: nobody in this world has saved one.
      expect(JSON.parse(text)).toEqual({ children: [], grownUps: [], pets: [] });
    },
  },
  {
    method: 'PUT',
    route: '/api/me/family',
    path: '/api/me/family',
    body: () => ({ children: [], grownUps: [], pets: [] }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/account/export',
    path: '/api/account/export',
    expect: signedIn(200),
    check: sees('story'),
  },
  {
    method: 'POST',
    route: '/api/stories/jobs',
    path: '/api/stories/jobs',
    // A's own custom character and activity: strangers may not write a story about them.
    body: (_role, world) => ({
      characterId: world.ownedByA.character,
      activityIds: [world.ownedByA.activity],
      language: 'en',
      idempotencyKey: idempotencyKey(),
    }),
    expect: { anonymous: 401, userA: 201, userB: 404, premium: 404 },
  },
  {
    method: 'POST',
    route: '/api/stories/jobs',
    path: '/api/stories/jobs',
    // Premium pictures are for premium parents only.
    body: () => ({
      characterId: 'character-bunny',
      activityIds: ['activity-playground'],
      language: 'en',
      premium: true,
      idempotencyKey: idempotencyKey(),
    }),
    expect: { anonymous: 401, userA: 403, userB: 403, premium: 201 },
  },
  {
    method: 'GET',
    route: '/api/stories/jobs/:id/events',
    path: '/api/stories/jobs/{job}/events',
    expect: ownOnly(200),
  },
  { method: 'GET', route: '/api/stories', path: '/api/stories', expect: signedIn(200), check: sees('story') },
  {
    method: 'GET',
    route: '/api/stories/:id',
    path: '/api/stories/{story}',
    expect: ownOnly(200),
    check: sees('story'),
  },
  { method: 'DELETE', route: '/api/stories/:id', path: '/api/stories/{storyToDelete}', expect: ownOnly(204) },
  {
    method: 'POST',
    route: '/api/stories/:id/scenes/:n/regenerate',
    path: '/api/stories/{story}/scenes/2/regenerate',
    expect: ownOnly(200),
  },
  {
    method: 'POST',
    route: '/api/stories/check-words',
    path: '/api/stories/check-words',
    body: () => ({ texts: ['we fed the ducks'], language: 'en' }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/speech',
    path: '/api/speech',
    body: (_role, world) => ({ storyId: world.ownedByA.story, sceneNumber: 1 }),
    expect: ownOnly(200),
  },
  ...(['characters', 'activities'] as const).flatMap((kind): Row[] => {
    const single = kind === 'characters' ? 'character' : 'activity';
    return [
      {
        method: 'GET',
        route: `/api/${kind}`,
        path: `/api/${kind}`,
        expect: all(200),
        check: sees(single),
      },
      {
        method: 'POST',
        route: `/api/${kind}`,
        path: `/api/${kind}`,
        // A's picture: nobody else may save an item with it.
        body: (_role, world) => ({ name: 'Borrowed', description: 'Not yours', imageUrl: world.ownedByA.unusedImage }),
        expect: { anonymous: 401, userA: 201, userB: 400, premium: 400 },
      },
      {
        method: 'DELETE',
        route: `/api/${kind}/:id`,
        path: `/api/${kind}/{${single}ToDelete}`,
        expect: ownOnly(204),
      },
    ];
  }),
  { method: 'GET', route: '/api/saved-activities', path: '/api/saved-activities', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/saved-activities',
    path: '/api/saved-activities',
    body: () => ({ name: 'Kite flying' }),
    expect: signedIn(201),
  },
  {
    method: 'DELETE',
    route: '/api/saved-activities/:id',
    path: '/api/saved-activities/{savedToDelete}',
    expect: ownOnly(204),
  },
  {
    method: 'POST',
    route: '/api/custom-images/enhance',
    path: '/api/custom-images/enhance',
    body: () => ({ name: 'Moon dancer', description: 'A little dancer in a silver cape' }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/custom-images',
    path: '/api/custom-images',
    body: () => ({ kind: 'activity', name: 'Moon dance', description: 'Dancing under the moon', premium: true }),
    expect: { anonymous: 401, userA: 403, userB: 403, premium: 200 },
  },
  // Media keys hold a random UUID and are never listed to anyone else: the URL itself is the capability (see
  // media/routes.ts), so anyone holding it may load the picture, as an <img> tag must.
  { method: 'GET', route: '/media/*', path: '{image}', expect: all(200) },
  { method: 'GET', route: '/media/*', path: '{sceneImage}', expect: all(200) },
  { method: 'GET', route: '/*', path: '/', expect: all(200) },
  { method: 'GET', route: '/*', path: '/login', expect: all(200) },
  { method: 'GET', route: '/*', path: '/portfolio/{story}', expect: all(200) },
  { method: 'GET', route: 'static', path: '/assets/app-abc123.js', expect: all(200) },
  {
    method: 'DELETE',
    route: '/api/account',
    path: '/api/account',
    body: () => ({ confirm: 'DELETE' }),
    expect: signedIn(204),
    final: true,
  },
];

const auth = (path: string) => `/api/auth${path}`;

const AUTH_ROWS: Row[] = [
  {
    method: 'POST',
    route: auth('/sign-in/social'),
    path: auth('/sign-in/social'),
    body: () => ({ provider: 'google', callbackURL: '/' }),
    // Google is not configured in the tests.
    expect: all(404),
  },
  { method: 'GET', route: auth('/callback/:id'), path: auth('/callback/google'), expect: all(302) },
  { method: 'POST', route: auth('/callback/:id'), path: auth('/callback/google'), body: () => ({}), expect: all(302) },
  {
    method: 'GET',
    route: auth('/get-session'),
    path: auth('/get-session'),
    expect: all(200),
    check: (role, text, world, headers) => {
      if (role !== 'anonymous') expect(JSON.parse(text)).toHaveProperty('session.id');
      noSessionToken(role, text, world, headers);
    },
  },
  // POST is for deferred session refresh, which the app does not turn on.
  { method: 'POST', route: auth('/get-session'), path: auth('/get-session'), body: () => ({}), expect: all(405) },
  {
    method: 'POST',
    route: auth('/sign-up/email'),
    path: auth('/sign-up/email'),
    body: () => {
      const email = uniqueEmail('matrix-signup');
      return { email, password: 'sleepy-owl-42', name: email };
    },
    expect: all(200),
    check: noSessionToken,
  },
  {
    method: 'POST',
    route: auth('/sign-in/email'),
    path: auth('/sign-in/email'),
    // Only A knows A's password.
    body: (role, world) => ({
      email: world.users.userA.email,
      password: role === 'userA' ? world.users.userA.password : WRONG_PASSWORD,
    }),
    expect: { anonymous: 401, userA: 200, userB: 401, premium: 401 },
    check: (role, text, world, headers) => {
      if (role === 'userA') noSessionToken(role, text, world, headers);
    },
  },
  {
    method: 'POST',
    route: auth('/reset-password'),
    path: auth('/reset-password'),
    body: () => ({ token: 'not-a-token', newPassword: 'quiet-moon-88' }),
    expect: all(400),
  },
  {
    method: 'POST',
    route: auth('/verify-password'),
    path: auth('/verify-password'),
    body: () => ({ password: WRONG_PASSWORD }),
    expect: signedIn(400),
  },
  { method: 'GET', route: auth('/verify-email'), path: auth('/verify-email?token=not-a-token'), expect: all(401) },
  // A mailed link's button (mailed-link.ts) takes a form with the link's token; a JSON body is not one.
  { method: 'POST', route: auth('/verify-email'), path: auth('/verify-email'), body: () => ({}), expect: all(400) },
  {
    method: 'POST',
    route: auth('/magic-link/verify'),
    path: auth('/magic-link/verify'),
    body: () => ({}),
    expect: all(400),
  },
  {
    method: 'POST',
    route: auth('/send-verification-email'),
    path: auth('/send-verification-email'),
    // A signed-in parent may only ask for their own address; a visitor gets the same answer whoever it is.
    body: (_role, world) => ({ email: world.users.userA.email }),
    expect: { anonymous: 200, userA: 200, userB: 400, premium: 400 },
  },
  {
    method: 'POST',
    route: auth('/change-email'),
    path: auth('/change-email'),
    body: () => ({ newEmail: uniqueEmail('changed') }),
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: auth('/change-password'),
    path: auth('/change-password'),
    body: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'quiet-moon-88' }),
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: auth('/update-session'),
    path: auth('/update-session'),
    body: () => ({}),
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: auth('/update-user'),
    path: auth('/update-user'),
    body: () => ({ name: 'Renamed parent' }),
    expect: signedIn(200),
  },
  // Better Auth's self-service deletion is off: accounts are deleted through DELETE /api/account.
  { method: 'POST', route: auth('/delete-user'), path: auth('/delete-user'), body: () => ({}), expect: signedIn(404) },
  {
    method: 'POST',
    route: auth('/request-password-reset'),
    path: auth('/request-password-reset'),
    body: (_role, world) => ({ email: world.users.userA.email, redirectTo: '/' }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: auth('/reset-password/:token'),
    path: auth('/reset-password/not-a-token?callbackURL=/'),
    expect: all(302),
  },
  {
    method: 'GET',
    route: auth('/list-sessions'),
    path: auth('/list-sessions'),
    expect: signedIn(200),
    // A parent sees their sessions, but no session's token: that is its bearer credential.
    check: (role, text, world) => {
      if (role === 'anonymous') return;
      const sessions = JSON.parse(text) as Array<Record<string, unknown>>;
      expect(sessions.length).toBeGreaterThan(0);
      for (const listed of sessions) expect(listed).not.toHaveProperty('token');
      expect(text).not.toContain(world.ownedByA.spareSessionToken);
      expect(text).not.toContain(world.users[role].cookie.split('=')[1]?.split('.')[0]);
    },
  },
  {
    method: 'POST',
    route: auth('/revoke-session'),
    path: auth('/revoke-session'),
    // Answered 200 for anyone's token, but only the owner's request removes it (the fingerprint check proves it).
    body: (_role, world) => ({ token: world.ownedByA.spareSessionToken }),
    expect: signedIn(200),
    check: async (role, _text, world) => {
      const left = await world.sessionsOf(world.users.userA.id);
      expect(left.some((row) => row.token === world.ownedByA.spareSessionToken)).toBe(role !== 'userA');
    },
  },
  {
    method: 'POST',
    route: auth('/revoke-sessions'),
    path: auth('/revoke-sessions'),
    body: () => ({}),
    expect: signedIn(200),
    final: true,
  },
  {
    method: 'POST',
    route: auth('/revoke-other-sessions'),
    path: auth('/revoke-other-sessions'),
    body: () => ({}),
    expect: signedIn(200),
    final: true,
  },
  {
    method: 'POST',
    route: auth('/sign-out'),
    path: auth('/sign-out'),
    body: () => ({}),
    expect: all(200),
    final: true,
  },
  {
    method: 'POST',
    route: auth('/link-social'),
    path: auth('/link-social'),
    body: () => ({ provider: 'google' }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    route: auth('/list-accounts'),
    path: auth('/list-accounts'),
    expect: signedIn(200),
    check: sees('accountId'),
  },
  {
    method: 'GET',
    route: auth('/delete-user/callback'),
    path: auth('/delete-user/callback?token=not-a-token'),
    expect: all(404),
  },
  {
    method: 'POST',
    route: auth('/unlink-account'),
    path: auth('/unlink-account'),
    body: (_role, world) => ({ providerId: 'credential', accountId: world.ownedByA.accountId }),
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: auth('/refresh-token'),
    path: auth('/refresh-token'),
    body: (_role, world) => ({ accountId: world.ownedByA.accountId }),
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: auth('/get-access-token'),
    path: auth('/get-access-token'),
    body: (_role, world) => ({ accountId: world.ownedByA.accountId }),
    expect: signedIn(400),
  },
  {
    method: 'GET',
    route: auth('/account-info'),
    path: auth('/account-info?accountId={accountId}'),
    expect: signedIn(400),
  },
  {
    method: 'POST',
    route: auth('/sign-in/magic-link'),
    path: auth('/sign-in/magic-link'),
    body: (_role, world) => ({ email: world.users.userA.email, callbackURL: '/' }),
    expect: all(200),
  },
  {
    method: 'GET',
    route: auth('/magic-link/verify'),
    path: auth('/magic-link/verify?token=not-a-token&callbackURL=/'),
    expect: all(302),
  },
  // Better Auth's one-time codes are made and redeemed only inside the native hand-off, which adds a proof key.
  { method: 'GET', route: auth('/one-time-token/generate'), path: auth('/one-time-token/generate'), expect: all(404) },
  {
    method: 'POST',
    route: auth('/one-time-token/verify'),
    path: auth('/one-time-token/verify'),
    body: () => ({ token: 'never-a-code-never-a-code-never-a' }),
    expect: all(404),
  },
  ...(
    [
      ['/two-factor/get-totp-uri', { password: WRONG_PASSWORD }, signedIn(400)],
      // Without the cookie of a half-finished sign-in, a visitor has nothing to verify.
      ['/two-factor/verify-totp', { code: '000000' }, signedIn(400)],
      // OTP by mail is not configured, for anyone.
      ['/two-factor/send-otp', {}, all(400)],
      ['/two-factor/verify-otp', { code: '000000' }, signedIn(400)],
      ['/two-factor/verify-backup-code', { code: 'abcde-fghij' }, signedIn(400)],
      ['/two-factor/generate-backup-codes', { password: WRONG_PASSWORD }, signedIn(400)],
      ['/two-factor/enable', { password: WRONG_PASSWORD }, signedIn(400)],
      ['/two-factor/disable', { password: WRONG_PASSWORD }, signedIn(400)],
    ] as const
  ).map(
    ([path, body, outcome]): Row => ({
      method: 'POST',
      route: auth(path),
      path: auth(path),
      body: () => body,
      expect: outcome,
    }),
  ),
  { method: 'GET', route: auth('/ok'), path: auth('/ok'), expect: all(200) },
  // Better Auth's own error page (which links to its vendor) is the app's login page.
  { method: 'GET', route: auth('/error'), path: auth('/error?error=state_mismatch'), expect: all(302) },
];

// Deleting the accounts comes last of all.
const ROWS = [...AUTH_ROWS, ...APP_ROWS];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const world = await createWorld();
const { app } = world;

/** Every (method, route) the running app serves, enumerated from the app itself (see the comment at the top). */
function servedRoutes(): Set<string> {
  const served = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    if (route.path === '/api/auth/*') continue;
    served.add(`${route.method} ${route.path}`);
  }
  for (const endpoint of Object.values(world.auth.api)) {
    const { path, options } = endpoint as unknown as { path?: string; options?: { method?: string | string[] } };
    if (typeof path !== 'string') continue;
    const methods = options?.method;
    for (const method of Array.isArray(methods) ? methods : [methods ?? '*']) served.add(`${method} ${auth(path)}`);
  }
  return served;
}

/** Whether a route other than the web app's fallback (which passes API paths on) matches this method and path. */
function servedByAnother(served: Set<string>, method: string, path: string): boolean {
  for (const key of served) {
    const [routeMethod, pattern = ''] = key.split(' ');
    if (routeMethod !== method || pattern === '/*') continue;
    const source = pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:\w+/g, '[^/]+')
      .replace(/\*/g, '.*');
    if (new RegExp(`^${source}$`).test(path)) return true;
  }
  return false;
}

function fill(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = world.ownedByA[name as keyof OwnedByA];
    if (value === undefined) throw new Error(`unknown placeholder ${name}`);
    return value;
  });
}

/** Everything of A's that anyone else could change; a stranger's request must leave it exactly as it was. */
async function fingerprintOfA() {
  const id = world.users.userA.id;
  const { db } = world;
  const rows = await Promise.all([
    db.select().from(user).where(eq(user.id, id)),
    db.select().from(userSettings).where(eq(userSettings.userId, id)),
    db.select().from(stories).where(eq(stories.userId, id)).orderBy(asc(stories.id)),
    db.select({ id: characters.id }).from(characters).where(eq(characters.userId, id)).orderBy(asc(characters.id)),
    db.select({ id: activities.id }).from(activities).where(eq(activities.userId, id)).orderBy(asc(activities.id)),
    db.select().from(savedCustomActivities).where(eq(savedCustomActivities.userId, id)),
    db.select({ token: session.token }).from(session).where(eq(session.userId, id)).orderBy(asc(session.token)),
    db.select().from(account).where(eq(account.userId, id)),
    db.select({ id: storyJobs.id }).from(storyJobs).where(eq(storyJobs.userId, id)).orderBy(asc(storyJobs.id)),
    db.select({ key: mediaObjects.key }).from(mediaObjects).where(eq(mediaObjects.userId, id)),
  ]);
  return JSON.stringify(rows);
}

/** A's stories still being made change A's rows on their own; a stranger's cell starts when they are done. */
async function untilAIsIdle() {
  for (let i = 0; i < 600; i += 1) {
    const jobs = await world.db
      .select({ status: storyJobs.status })
      .from(storyJobs)
      .where(eq(storyJobs.userId, world.users.userA.id));
    if (jobs.every((job) => job.status !== 'queued' && job.status !== 'running')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('A’s story jobs did not finish');
}

async function runCell(row: Row, role: Role, cookie?: string) {
  const label = `${row.method} ${row.path} as ${role}`;
  if (role !== 'userA') await untilAIsIdle();
  const before = role === 'userA' ? '' : await fingerprintOfA();
  const response = await world.call(role, fill(row.path), {
    method: row.method,
    body: row.body?.(role, world),
    ...(cookie ? { cookie } : {}),
  });
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(row.expect[role]);
  expect(response.status, label).toBeLessThan(500);
  if (role !== 'userA') {
    for (const secret of world.secretsOfA) expect(text, `${label} leaks A's data`).not.toContain(secret);
    expect(await fingerprintOfA(), `${label} changed A's data`).toBe(before);
  }
  await row.check?.(role, text, world, response.headers);
}

/** A's cell runs last, so that A deleting or revoking something does not change what the strangers try. */
const CELL_ORDER: Role[] = ['anonymous', 'userB', 'premium', 'userA'];
const rowName = (row: Row) => `${row.method} ${row.path}`;

describe('authorization matrix', () => {
  it('lists every route the app serves, and no route it does not', () => {
    const served = servedRoutes();
    const listed = new Set(ROWS.map((row) => `${row.method} ${row.route}`));
    expect([...served].filter((route) => !listed.has(route)).sort(), 'routes missing from the matrix').toEqual([]);
    const stale = [...listed].filter((route) => !served.has(route) && route !== 'GET static');
    expect(stale.sort(), 'matrix rows for routes the app does not serve').toEqual([]);
    // Sanity: the enumeration really sees both worlds.
    expect(served.size).toBeGreaterThan(60);
    expect(served.has('GET /api/stories/:id')).toBe(true);
    expect(served.has('POST /api/auth/sign-in/email')).toBe(true);
  });

  it('gives A’s media keys an unguessable random part', () => {
    for (const url of [world.ownedByA.image, world.ownedByA.sceneImage]) {
      expect(url).toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/);
    }
  });

  it.each(ROWS.filter((row) => !row.final).map((row) => [rowName(row), row] as const))('%s', async (_, row) => {
    for (const role of CELL_ORDER) await runCell(row, role);
  });

  it('answers every method a route does not serve with 404, for everyone', async () => {
    const served = servedRoutes();
    const paths = new Map<string, string>();
    for (const row of ROWS) if (row.route !== 'static' && row.route !== '/*') paths.set(row.route, row.path);
    paths.set('static', '/assets/app-abc123.js');
    paths.set('/*', '/login');
    await untilAIsIdle();
    const before = await fingerprintOfA();
    let cells = 0;
    for (const [route, path] of paths) {
      for (const method of METHODS) {
        if (served.has(`${method} ${route}`) || (route === 'static' && method === 'GET')) continue;
        const concrete = fill(path.split('?')[0] ?? path);
        // Another route with this method serves the same path (GET /api/stories/jobs is GET /api/stories/:id).
        if (servedByAnother(served, method, concrete)) continue;
        const expected = 404;
        for (const role of ROLES) {
          const response = await world.call(role, concrete, {
            method,
            ...(method === 'GET' ? {} : { body: {} }),
          });
          expect(response.status, `${method} ${path} as ${role}`).toBe(expected);
          cells += 1;
        }
      }
    }
    expect(cells).toBeGreaterThan(400);
    expect(await fingerprintOfA()).toBe(before);
  });

  /** Every state-changing route of the app's own (Better Auth checks the origin of its own). */
  const STATE_CHANGING = APP_ROWS.filter((row) => row.method !== 'GET');
  const otherPort = (() => {
    const url = new URL(world.origin);
    url.port = String(Number(url.port || 80) + 1);
    return url.origin;
  })();

  it.each(STATE_CHANGING.map((row) => [rowName(row), row] as const))(
    '%s from another origin, or another port of the same site, is refused for A and changes nothing',
    async (_, row) => {
      await untilAIsIdle();
      const before = await fingerprintOfA();
      const attempts: Array<{ headers: Record<string, string>; body?: unknown }> = [
        { headers: { origin: 'https://evil.example' }, body: row.body?.('userA', world) },
        { headers: { origin: otherPort }, body: row.body?.('userA', world) },
        { headers: { origin: 'null' }, body: row.body?.('userA', world) },
        // A plain form post, body-less like the redraw.
        { headers: { origin: otherPort, 'content-type': 'application/x-www-form-urlencoded' } },
      ];
      for (const attempt of attempts) {
        const response = await world.call('userA', fill(row.path), {
          method: row.method,
          body: attempt.body,
          headers: attempt.headers,
        });
        const label = `${row.method} ${row.path} from ${attempt.headers.origin}`;
        expect(response.status, label).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code, label).toBe('foreignOrigin');
      }
      expect(await fingerprintOfA()).toBe(before);
    },
  );

  /**
   * Better Auth's own POSTs (sign-out, revoking sessions, changing the password, turning two-factor off, renaming…):
   * with the parent's cookie, Better Auth refuses another origin, another port and `null` itself.
   */
  const AUTH_STATE_CHANGING = AUTH_ROWS.filter(
    // The one-time-token routes never reach Better Auth: the app closes them for everyone (their rows say 404).
    (row) => row.method === 'POST' && !row.path.startsWith(auth('/one-time-token/')),
  );

  it.each(AUTH_STATE_CHANGING.map((row) => [rowName(row), row] as const))(
    '%s with A’s cookie from another origin, or another port of the same site, is refused and changes nothing',
    async (_, row) => {
      await untilAIsIdle();
      const before = await fingerprintOfA();
      const attempts: Array<{ headers: Record<string, string>; body?: unknown }> = [
        { headers: { origin: 'https://evil.example' }, body: row.body?.('userA', world) },
        { headers: { origin: otherPort }, body: row.body?.('userA', world) },
        { headers: { origin: 'null' }, body: row.body?.('userA', world) },
        { headers: { origin: otherPort, 'content-type': 'application/x-www-form-urlencoded' } },
      ];
      for (const attempt of attempts) {
        const response = await world.call('userA', fill(row.path), {
          method: row.method,
          body: attempt.body,
          headers: attempt.headers,
        });
        const label = `${row.method} ${row.path} from ${attempt.headers.origin} (${attempt.headers['content-type'] ?? 'json'})`;
        const text = await response.text();
        expect(response.status, `${label}: ${text.slice(0, 200)}`).toBe(403);
        expect((JSON.parse(text) as { code?: string }).code, label).toMatch(
          /^(INVALID_ORIGIN|MISSING_OR_NULL_ORIGIN)$/,
        );
      }
      expect(await fingerprintOfA()).toBe(before);
    },
  );

  it('answers a visitor 401 on every auth endpoint that needs a session, whatever the body', async () => {
    // Rows where only the visitor gets 401: the endpoint needs a session (a wrong password is 401 for everyone).
    const rows = AUTH_ROWS.filter(
      (row) => row.method === 'POST' && row.expect.anonymous === 401 && row.expect.userB !== 401,
    );
    expect(rows.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const row of rows) {
      for (const body of [{}, { junk: 'x'.repeat(300) }, []]) {
        const response = await world.call('anonymous', fill(row.path), { method: 'POST', body });
        if (response.status !== 401)
          wrong.push(`${row.path} with ${JSON.stringify(body).slice(0, 20)}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves a state-changing request with a bearer token whatever its origin, as the native app sends it', async () => {
    const signedInApp = await app.request(
      auth('/sign-in/email'),
      {
        method: 'POST',
        headers: { origin: 'https://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ email: world.users.userB.email, password: world.users.userB.password }),
      },
      fromAddress(nextAddress()),
    );
    const bearer = signedInApp.headers.get('set-auth-token') ?? '';
    expect(bearer).not.toBe('');
    const origins: Array<Record<string, string>> = [
      {},
      { origin: 'https://localhost' },
      { origin: 'capacitor://localhost' },
    ];
    for (const headers of origins) {
      const response = await app.request(
        '/api/saved-activities',
        {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ name: 'Bearer kite' }),
        },
        fromAddress(nextAddress()),
      );
      expect(response.status, JSON.stringify(headers)).toBe(201);
    }
    // A cookie without an origin is a browser's request that hides where it comes from: refused.
    const hidden = await app.request('/api/saved-activities', {
      method: 'POST',
      headers: { cookie: world.users.userB.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ name: 'Hidden kite' }),
    });
    expect(hidden.status).toBe(403);
  });

  it.each(ROWS.filter((row) => row.final).map((row) => [rowName(row), row] as const))(
    '%s (each in a fresh session)',
    async (_, row) => {
      for (const role of CELL_ORDER) {
        await runCell(row, role, role === 'anonymous' ? undefined : await world.freshCookie(role));
      }
    },
  );
});
