import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { NATIVE_HANDOFF_PATH } from '../../shared/native-app.ts';

/**
 * Better Auth's two-factor plugin only stops the password sign-ins. Every other way that ends in a new session (the
 * mailed sign-in link, Google's callback, Google's id token posted to the social sign-in, the auto sign-in after
 * confirming an address) would hand a full session to an account that has two-factor sign-in on. These paths lead to
 * the same code step instead. `tests/security/auth-paths.test.ts` lists every endpoint and fails on a new one that
 * nobody has sorted.
 */
export const SESSION_MAKING_PATHS: ReadonlySet<string> = new Set([
  '/magic-link/verify',
  '/callback/:id',
  '/verify-email',
  '/sign-in/social',
]);

/** The paths a script calls for JSON (not a browser's navigation): they answer as the password sign-in does. */
const JSON_PATHS = new Set(['/sign-in/social']);

/** Where the browser goes to enter its code: the login page's code step. */
const TWO_FACTOR_STEP_PATH = '/login?twoFactor=required';

/** The lifetime of a pending code step, as Better Auth's plugin uses by default. */
const CHALLENGE_SECONDS = 600;

/** Must match the cookie Better Auth's two-factor plugin reads at `/two-factor/verify-*`. */
const TWO_FACTOR_COOKIE = 'two_factor';

export const requireSecondFactor = {
  matcher: (context: { path?: string }) => context.path !== undefined && SESSION_MAKING_PATHS.has(context.path),
  handler: createAuthMiddleware(async (ctx) => {
    const fresh = ctx.context.newSession;
    if (!fresh?.user.twoFactorEnabled) return;
    // Take the new session back, the way the plugin does for a password sign-in.
    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(fresh.session.token);
    ctx.context.setNewSession(null);
    const identifier = `2fa-${generateRandomString(20)}`;
    const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
    await ctx.context.internalAdapter.createVerificationValue({ value: fresh.user.id, identifier, expiresAt });
    await ctx.context.internalAdapter.createVerificationValue({
      value: '0',
      identifier: `2fa-attempts-${identifier}`,
      expiresAt,
    });
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
    if (JSON_PATHS.has(ctx.path)) return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // The native app's hand-off needs a finished session; the app signs in with password and code instead.
    const callback = typeof ctx.query?.callbackURL === 'string' ? ctx.query.callbackURL : '';
    if (callback.startsWith(NATIVE_HANDOFF_PATH)) throw ctx.redirect(`${NATIVE_HANDOFF_PATH}?error=two_factor`);
    throw ctx.redirect(TWO_FACTOR_STEP_PATH);
  }),
};
