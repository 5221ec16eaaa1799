import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, fromAddress, signIn, signUp } from '../../../tests/setup/test-users.ts';
import { isCommonPassword } from './password-rules.ts';

describe('the common-password list', () => {
  const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n');
  const entries = lines.filter((line) => line.trim() !== '' && !line.startsWith('#'));

  it('says in its header what it is, and holds thousands of passwords of 8 or more characters, in lower case', () => {
    expect(lines[0]).toMatch(/^# Common passwords/);
    expect(entries.length).toBeGreaterThan(3000);
    for (const entry of entries) {
      expect(entry.length, entry).toBeGreaterThanOrEqual(8);
      expect(entry, entry).toBe(entry.toLowerCase().trim());
    }
  });

  it('knows the passwords everyone tries, in any case, and not a parent’s own phrase', () => {
    for (const password of ['password1', 'Password123', '12345678', 'iloveyou', 'QWERTY123', 'sunshine1', '1q2w3e4r']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('sleepy-owl-42')).toBe(false);
    expect(isCommonPassword('# Common passwords')).toBe(false);
  });
});

describe('every place a password is set', async () => {
  const { app, auth, config, mailbox } = await createTestApp();
  const origin = config.publicUrl;
  const call = apiCaller(app, origin);
  let addresses = 0;
  const post = (path: string, body: unknown, cookie = '') => {
    addresses += 1;
    return app.request(
      path,
      {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      },
      fromAddress(`10.31.0.${addresses}`),
    );
  };
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

  it('refuses at sign-up a password under 8 characters and a common one, for a new and a known address alike', async () => {
    await signUp(app, origin, 'known-pw@example.org');
    for (const email of ['new-pw@example.org', 'known-pw@example.org']) {
      const short = await post('/api/auth/sign-up/email', { email, password: 'owl-4-u', name: 'x' });
      expect(short.status).toBe(400);
      expect(await codeOf(short)).toBe('PASSWORD_TOO_SHORT');
      const common = await post('/api/auth/sign-up/email', { email, password: 'Password123', name: 'x' });
      expect(common.status).toBe(400);
      expect(await codeOf(common)).toBe('PASSWORD_TOO_COMMON');
    }
    const fine = await post('/api/auth/sign-up/email', {
      email: 'new-pw@example.org',
      password: 'owl-4-you',
      name: 'x',
    });
    expect(fine.status).toBe(200);
  });

  it('refuses the same when a parent changes the password, and keeps the old one', async () => {
    const parent = await signUp(app, origin, 'change-pw@example.org');
    for (const [newPassword, code] of [
      ['short12', 'PASSWORD_TOO_SHORT'],
      ['iloveyou1', 'PASSWORD_TOO_COMMON'],
    ] as const) {
      const changed = await call(parent, '/api/auth/change-password', {
        currentPassword: parent.password,
        newPassword,
      });
      expect(changed.status).toBe(400);
      expect(await codeOf(changed)).toBe(code);
    }
    expect((await signIn(app, origin, parent.email, parent.password, '10.31.1.1')).status).toBe(200);
  });

  it('refuses the same on a reset, and the reset link still works for a good password', async () => {
    const parent = await signUp(app, origin, 'reset-pw@example.org');
    expect(
      (await post('/api/auth/request-password-reset', { email: parent.email, redirectTo: '/update-password' })).status,
    ).toBe(200);
    await auth.mailSent();
    const landing = new URL(mailbox.lastTo(parent.email)?.link ?? 'http://missing');
    const token = landing.pathname.split('/').at(-1) ?? '';
    const common = await post('/api/auth/reset-password', { token, newPassword: 'sunshine2024' });
    expect(common.status).toBe(400);
    expect(await codeOf(common)).toBe('PASSWORD_TOO_COMMON');
    const short = await post('/api/auth/reset-password', { token, newPassword: 'moon-7' });
    expect(await codeOf(short)).toBe('PASSWORD_TOO_SHORT');
    expect((await post('/api/auth/reset-password', { token, newPassword: 'a-quiet-moon-7' })).status).toBe(200);
    expect((await signIn(app, origin, parent.email, 'a-quiet-moon-7', '10.31.1.2')).status).toBe(200);
  });
});
