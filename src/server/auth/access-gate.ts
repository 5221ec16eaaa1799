import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { AccessCodeSchema } from '../../shared/account.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';

export const ACCESS_COOKIE = 'bedtime_access';

/** The gate's cookie lives 30 days; then the parent enters the code again. */
const GATE_COOKIE_DAYS = 30;

/**
 * What the gate cookie holds: derived from the current code (and the server's secret), so a changed ACCESS_CODE
 * turns every earlier cookie away until its browser enters the new one. The cookie is signed as well.
 */
const passFor = (accessCode: string, secret: string) =>
  createHmac('sha256', secret).update(`access-gate:${accessCode}`).digest('base64url');

/** Whether this browser has passed the gate with the current code. */
async function hasPassed(c: Context, accessCode: string, secret: string): Promise<boolean> {
  const held = await getSignedCookie(c, secret, ACCESS_COOKIE);
  return typeof held === 'string' && sameCode(held, passFor(accessCode, secret));
}

function sameCode(given: string, expected: string): boolean {
  // Compare digests so that neither the length nor the content leaks through timing.
  const digest = (value: string) => createHmac('sha256', 'access-gate').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * With ACCESS_CODE set, web sign-in and sign-up need the gate cookie. The native app skips the gate (spec §2): a
 * request from one of its origins passes. Any script can claim that Origin, but it gets nothing an installed app does
 * not (docs/decisions/011-access-gate-and-native-app.md). A request with no Origin, or the web's, needs the cookie.
 */
export function accessGateGuard(options: {
  accessCode: string | undefined;
  secret: string;
  nativeAppOrigins: readonly string[];
}) {
  return async (c: Context): Promise<void> => {
    if (options.accessCode === undefined) return;
    const origin = c.req.header('origin');
    if (origin !== undefined && options.nativeAppOrigins.includes(origin)) return;
    if (!(await hasPassed(c, options.accessCode, options.secret))) throw new AppError('accessCodeRequired', 403);
  };
}

/**
 * The web access gate (spec §2): when ACCESS_CODE is set, sign-in and sign-up screens stay hidden until the code is
 * accepted; the browser remembers it in a signed, HttpOnly cookie.
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
      const passed = options.accessCode === undefined || (await hasPassed(c, options.accessCode, options.secret));
      return c.json({ required, passed });
    })
    .post('/', async (c) => {
      const { code } = await jsonBody(c, AccessCodeSchema);
      if (options.accessCode === undefined) return c.json({ required: false, passed: true });
      await options.limitAttempts(c);
      if (!sameCode(code.trim(), options.accessCode)) throw new AppError('accessCodeInvalid', 403);
      await setSignedCookie(c, ACCESS_COOKIE, passFor(options.accessCode, options.secret), options.secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: options.isHttps,
        maxAge: 60 * 60 * 24 * GATE_COOKIE_DAYS,
      });
      return c.json({ required: true, passed: true });
    });
}
