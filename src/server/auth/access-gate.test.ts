import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cookieOf } from '../../../tests/setup/test-users.ts';
import type { AppError } from '../errors.ts';
import { accessGateGuard, accessGateRoutes } from './access-gate.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

/** The gate alone, as the app mounts it, for one ACCESS_CODE. */
function gateWith(accessCode: string) {
  const options = { accessCode, secret: SECRET, nativeAppOrigins: ['https://localhost'] };
  const guard = accessGateGuard(options);
  return new Hono()
    .route('/gate', accessGateRoutes({ ...options, isHttps: true, limitAttempts: async () => undefined }))
    .post('/sign-in', async (c) => {
      await guard(c);
      return c.json({ signedIn: true });
    })
    .onError((error, c) => c.json({ code: (error as AppError).code }, (error as AppError).status));
}

const enter = (gate: ReturnType<typeof gateWith>, code: string) =>
  gate.request('/gate', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });

describe('the access gate’s cookie', () => {
  it('holds a value of the current code for 30 days, and no longer opens the gate once the code changes', async () => {
    const before = gateWith('moonbeam');
    const passed = await enter(before, 'moonbeam');
    expect(passed.status).toBe(200);
    const setCookie = passed.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/bedtime_access=ok\./);
    const cookie = cookieOf(passed);
    expect((await before.request('/sign-in', { method: 'POST', headers: { cookie } })).status).toBe(200);

    // The operator changes ACCESS_CODE: the same browser is locked out until it enters the new code.
    const after = gateWith('starlight');
    expect(await (await after.request('/gate', { headers: { cookie } })).json()).toEqual({
      required: true,
      passed: false,
    });
    const refused = await after.request('/sign-in', { method: 'POST', headers: { cookie } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'accessCodeRequired' });
    const renewed = cookieOf(await enter(after, 'starlight'));
    expect((await after.request('/sign-in', { method: 'POST', headers: { cookie: renewed } })).status).toBe(200);
  });
});
