import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askSignInLink, confirmMailedLink } from '../../../tests/setup/mailed-links.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { cookieOf, fromAddress, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import { session, user } from '../db/schema.ts';

const { app, auth, config, db, mailbox } = await createTestApp();
const origin = config.publicUrl;
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.71.0.${addresses}`;
};

const deleteAccount = (cookie: string, body: Record<string, unknown>, address = nextAddress()) =>
  app.request(
    '/api/account',
    {
      method: 'DELETE',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: 'DELETE', ...body }),
    },
    fromAddress(address),
  );
/** The parent signed in 6 minutes ago: no longer a recent sign-in. */
const ageSessions = (parent: { id: string }) =>
  db
    .update(session)
    .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
    .where(eq(session.userId, parent.id));
const exists = async (parent: { id: string }) => (await db.select().from(user).where(eq(user.id, parent.id))).length;
const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

/** A parent who signed up with a mailed link and has no password. */
async function signUpByLink(email: string): Promise<TestUser> {
  const link = await askSignInLink({ app, auth, mailbox, origin }, email, nextAddress());
  const { answer } = await confirmMailedLink(app, link ?? '', {
    origin,
    address: nextAddress(),
  });
  const cookie = cookieOf(answer);
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return { email, password: '', cookie, id: row?.id ?? 'missing' };
}

describe('deleting the account asks who is deleting it', () => {
  it('needs no password within 5 minutes of signing in', async () => {
    const parent = await signUp(app, origin, 'fresh-sign-in@example.org');
    expect((await deleteAccount(parent.cookie, {})).status).toBe(204);
    expect(await exists(parent)).toBe(0);
  });

  it('asks for the password after that, refuses a wrong one, and deletes with the right one', async () => {
    const parent = await signUp(app, origin, 'older-sign-in@example.org');
    const settings = await app.request('/api/me/settings', { headers: { cookie: parent.cookie } });
    expect(await settings.json()).toMatchObject({ hasPassword: true });
    await ageSessions(parent);

    const without = await deleteAccount(parent.cookie, {});
    expect(without.status).toBe(403);
    expect(await codeOf(without)).toBe('reauthPasswordRequired');
    const wrong = await deleteAccount(parent.cookie, { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(await codeOf(wrong)).toBe('reauthPasswordWrong');
    expect(await exists(parent)).toBe(1);

    expect((await deleteAccount(parent.cookie, { password: parent.password })).status).toBe(204);
    expect(await exists(parent)).toBe(0);
  });

  it('limits password tries from one address like sign-in does', async () => {
    const parent = await signUp(app, origin, 'guessed@example.org');
    await ageSessions(parent);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= config.authRateLimit; attempt += 1) {
      statuses.push((await deleteAccount(parent.cookie, { password: `guess-${attempt}-password` }, address)).status);
    }
    expect(statuses).toEqual([...Array(config.authRateLimit).fill(403), 429]);
    expect(await exists(parent)).toBe(1);
  });

  it('mails a parent without a password a sign-in link, after which the deletion goes through', async () => {
    const parent = await signUpByLink('no-password@example.org');
    const settings = await app.request('/api/me/settings', { headers: { cookie: parent.cookie } });
    expect(await settings.json()).toMatchObject({ hasPassword: false });
    await ageSessions(parent);
    const mailsBefore = mailbox.messages.length;

    const asked = await deleteAccount(parent.cookie, {});
    expect(asked.status).toBe(403);
    expect(await codeOf(asked)).toBe('reauthLinkSent');
    expect(await exists(parent)).toBe(1);
    await auth.mailSent();
    expect(mailbox.messages.length).toBe(mailsBefore + 1);
    const link = mailbox.lastTo(parent.email)?.link ?? '';
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/settings?delete=confirm');

    const { answer } = await confirmMailedLink(app, link, { origin, cookie: parent.cookie, address: nextAddress() });
    expect(answer.headers.get('location')).toBe(`${origin}/settings?delete=confirm`);
    expect((await deleteAccount(cookieOf(answer), {})).status).toBe(204);
    expect(await exists(parent)).toBe(0);
  });
});
