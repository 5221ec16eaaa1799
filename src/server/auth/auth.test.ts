import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { userSettings } from '../db/schema.ts';

const { app, db, config } = await createTestApp();
const origin = { origin: config.publicUrl, 'content-type': 'application/json' };

describe('accounts', () => {
  it('signs up, creates the settings row in the browser language and returns the session', async () => {
    const signUp = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { ...origin, 'accept-language': 'nl-NL,nl;q=0.9' },
      body: JSON.stringify({ email: 'parent@example.org', password: 'sleepy1', name: 'parent@example.org' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await app.request('/api/auth/get-session', { headers: { cookie } });
    expect((await session.json()).user.email).toBe('parent@example.org');
    const [settings] = await db.select().from(userSettings);
    expect(settings).toMatchObject({ language: 'nl', premiumUser: false, dailyStoryGenerations: 0 });
    expect(
      await db
        .select()
        .from(userSettings)
        .where(eq(userSettings.userId, settings?.userId ?? '')),
    ).toHaveLength(1);
  });

  it('has no session for a visitor', async () => {
    const session = await app.request('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
  });
});
