import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { AccessCodeSchema } from '../../shared/account.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';

export const ACCESS_COOKIE = 'bedtime_access';

function sameCode(given: string, expected: string): boolean {
  // Compare digests so that neither the length nor the content leaks through timing.
  const digest = (value: string) => createHmac('sha256', 'access-gate').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The header the native app sends the access code in: its web view's cookies do not reach the API's origin. */
export const ACCESS_CODE_HEADER = 'x-access-code';

/**
 * With ACCESS_CODE set, every sign-in and sign-up needs the gate, whatever Origin the request claims: any script can
 * send the native app's Origin (docs/decisions/011-access-gate-everywhere.md). The web app passes with its signed
 * cookie; the native app sends the code itself, and a wrong one counts against the same limit as the gate's form.
 */
export function accessGateGuard(options: {
  accessCode: string | undefined;
  secret: string;
  limitAttempts: (c: Context) => Promise<void>;
}) {
  return async (c: Context): Promise<void> => {
    if (options.accessCode === undefined) return;
    if ((await getSignedCookie(c, options.secret, ACCESS_COOKIE)) === 'ok') return;
    // The native app's Google sign-in starts as a page in the phone's browser, which cannot add a header.
    const given = c.req.header(ACCESS_CODE_HEADER) ?? (c.req.method === 'GET' ? c.req.query('accessCode') : undefined);
    if (given === undefined) throw new AppError('accessCodeRequired', 403);
    await options.limitAttempts(c);
    if (!sameCode(given.trim(), options.accessCode)) throw new AppError('accessCodeInvalid', 403);
  };
}

/**
 * The web access gate (spec §2): when ACCESS_CODE is set, sign-in and sign-up screens stay hidden until the code is
 * accepted; the browser remembers it in a signed, HttpOnly cookie. The native app checks the code here too, then
 * keeps it and sends it with its sign-ins.
 */
export function accessGateRoutes(options: {
  accessCode: string | undefined;
  secret: string;
  isHttps: boolean;
  /** Per client address, stored in the database: the code cannot be guessed by trying many. */
  limitAttempts: (c: Context) => Promise<void>;
}) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const required = options.accessCode !== undefined;
      const passed = !required || (await getSignedCookie(c, options.secret, ACCESS_COOKIE)) === 'ok';
      return c.json({ required, passed });
    })
    .post('/', async (c) => {
      const { code } = await jsonBody(c, AccessCodeSchema);
      if (options.accessCode === undefined) return c.json({ required: false, passed: true });
      await options.limitAttempts(c);
      if (!sameCode(code.trim(), options.accessCode)) throw new AppError('accessCodeInvalid', 403);
      await setSignedCookie(c, ACCESS_COOKIE, 'ok', options.secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: options.isHttps,
        maxAge: 60 * 60 * 24 * 365,
      });
      return c.json({ required: true, passed: true });
    });
}
