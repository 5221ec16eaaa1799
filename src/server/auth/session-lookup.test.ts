import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { signIn, signUp } from '../../../tests/setup/test-users.ts';
import { session } from '../db/schema.ts';
import { verifiedToken } from './session-lookup.ts';

const { app, auth, config, db } = await createTestApp();
const { secret: authSecret } = await auth.$context;
const origin = config.publicUrl;
const DAY = 24 * 60 * 60 * 1000;
const headersWith = (cookie: string) => new Headers({ cookie });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
/** Sets a session's expiry the way Better Auth stores it: the UTC wall time in a column without a time zone. */
const expireAt = (token: string, at: Date) => db.update(session).set({ expiresAt: at }).where(eq(session.token, token));

describe('who is signed in', () => {
  it('answers a live browser session with one statement, without asking Better Auth', async () => {
    const parent = await signUp(app, origin, 'lookup-live@example.org');
    const betterAuth = vi.spyOn(auth.api, 'getSession');
    const found = await auth.signedIn(headersWith(`theme=dark; ${parent.cookie}; other=1`));
    expect(found?.user).toEqual({ id: parent.id, email: parent.email, name: parent.email, emailVerified: false });
    const [row] = await db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(parent.cookie)));
    expect(found?.sessionId).toBe(row?.id);
    expect(betterAuth).not.toHaveBeenCalled();
    betterAuth.mockRestore();
  });

  it('brings a companion read along in the same statement, and leaves it to the caller on the slow path', async () => {
    const parent = await signUp(app, origin, 'lookup-companion@example.org');
    const companion = { name: 'email_twice', select: 'select u.email || $2', values: ['!'] };
    const fast = await auth.signedIn(headersWith(parent.cookie), companion);
    expect(fast?.companion).toBe(`${parent.email}!`);
    await expireAt(tokenOf(parent.cookie), new Date(Date.now() + 5 * DAY));
    const slow = await auth.signedIn(headersWith(parent.cookie), companion);
    expect(slow?.user.id).toBe(parent.id);
    expect(slow?.companion).toBeUndefined();
  });

  it('knows nobody without a cookie, with a forged one, or once they signed out', async () => {
    const parent = await signUp(app, origin, 'lookup-gone@example.org');
    expect(await auth.signedIn(new Headers())).toBeNull();
    const token = tokenOf(parent.cookie);
    const name = parent.cookie.split('=')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`;
    expect(await auth.signedIn(headersWith(forged))).toBeNull();
    expect(await auth.signedIn(headersWith(`${name}=${token}`))).toBeNull();
    const out = await app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: parent.cookie, origin } });
    expect(out.status).toBe(200);
    expect(await auth.signedIn(headersWith(parent.cookie))).toBeNull();
  });

  it('ends an expired session, as Better Auth does: it is deleted', async () => {
    const parent = await signUp(app, origin, 'lookup-expired@example.org');
    await expireAt(tokenOf(parent.cookie), new Date(Date.now() - 60_000));
    expect(await auth.signedIn(headersWith(parent.cookie))).toBeNull();
    expect(
      await db
        .select()
        .from(session)
        .where(eq(session.token, tokenOf(parent.cookie))),
    ).toEqual([]);
  });

  it('hands a session due for its daily extension to Better Auth, which extends it', async () => {
    const parent = await signUp(app, origin, 'lookup-extend@example.org');
    const soon = new Date(Date.now() + 5 * DAY);
    await expireAt(tokenOf(parent.cookie), soon);
    expect((await auth.signedIn(headersWith(parent.cookie)))?.user.id).toBe(parent.id);
    const [row] = await db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(parent.cookie)));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it('lets Better Auth check the native app’s bearer token', async () => {
    const parent = await signUp(app, origin, 'lookup-bearer@example.org');
    const response = await signIn(app, 'https://localhost', parent.email, parent.password, '10.6.6.6');
    const bearer = response.headers.get('set-auth-token') ?? '';
    expect(bearer).not.toBe('');
    const found = await auth.signedIn(new Headers({ authorization: `Bearer ${bearer}` }));
    expect(found?.user.id).toBe(parent.id);
    expect(await auth.signedIn(new Headers({ authorization: 'Bearer not-a-token' }))).toBeNull();
  });

  it('reads the signature Better Auth writes, and only with the server’s secret', async () => {
    const parent = await signUp(app, origin, 'lookup-signature@example.org');
    const signed = decodeURIComponent(parent.cookie.split('=').slice(1).join('='));
    expect(verifiedToken(signed, authSecret)).toBe(tokenOf(parent.cookie));
    expect(verifiedToken(signed, `${authSecret}x`)).toBeUndefined();
    expect(verifiedToken(`${signed}A`, authSecret)).toBeUndefined();
    expect(verifiedToken('no-signature', authSecret)).toBeUndefined();
  });
});
