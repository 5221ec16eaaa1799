import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  APIError,
  createAuthMiddleware,
  freshSessionMiddleware,
  sensitiveSessionMiddleware,
  sessionMiddleware,
} from 'better-auth/api';
import { bearer, magicLink, oneTimeToken, twoFactor } from 'better-auth/plugins';
import type pg from 'pg';
import { z } from 'zod';
import { LIMITS } from '../../shared/domain.ts';
import { withoutInvisibleCharacters } from '../../shared/invisible-characters.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { containsNul } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { answerExistingSignUp } from './existing-sign-up.ts';
import { HANDOFF_CODE_MINUTES } from './native-sign-in.ts';
import { newPasswordProblem, PASSWORD_FIELDS } from './password-rules.ts';
import { createSessionLookup } from './session-lookup.ts';
import { requireSecondFactor } from './two-factor-guard.ts';

/** The longest name a parent's account may carry (sign-up and update-user alike). */
export const NAME_MAX_LENGTH = 100;

/** Log lines quote at most this much of any text a client sent (a callback URL, an origin). */
const QUOTED_TEXT_MAX = 200;
const quoted = (text: string) => (text.length > QUOTED_TEXT_MAX ? `${text.slice(0, QUOTED_TEXT_MAX)}…` : text);

/**
 * Better Auth takes any JSON value for the name and picture of `/update-user` and writes it as it is: an object
 * became text in the user row, and a deeply nested one crashed the query with a 500. Only a name is kept; the app
 * shows no profile picture, so none is stored (a picture can only be cleared).
 */
const UpdateUserSchema = z
  .object({ name: z.string().trim().min(1).max(NAME_MAX_LENGTH), image: z.null() })
  .partial()
  .strict();

/**
 * Sign-up takes the same name as update-user, and a picture only as nothing or an https address: Better Auth itself
 * stored any string (`javascript:…`) and names of 64 KB, which every session check then sent back.
 */
const SignUpProfileSchema = z.looseObject({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  image: z.union([z.null(), z.url({ protocol: /^https$/ }).max(2048)]).optional(),
});

/**
 * The one answer whose `token` is not a session's: the hand-off's one-time code, which only the server asks for
 * (native-sign-in.ts; its HTTP route is closed in routes.ts).
 */
const SERVER_ONLY_TOKEN_PATHS = new Set(['/one-time-token/generate']);

/**
 * The fields of Better Auth's endpoints that name where the browser goes next. A mailed link (reset, sign-in,
 * confirmation) or Google leads back to the web app only: the native app signs in through its hand-off
 * (native-sign-in.ts), and a reset link must not carry its token to whatever answers another address on the device.
 */
const REDIRECT_FIELDS = new Map<string, readonly string[]>([
  ['/request-password-reset', ['redirectTo']],
  ['/sign-in/magic-link', ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']],
  ['/sign-up/email', ['callbackURL']],
  ['/send-verification-email', ['callbackURL']],
  ['/sign-in/social', ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL']],
  ['/sign-in/email', ['callbackURL']],
]);

/** Whether a redirect target is a path of the web app, or an address on its origin. */
function isWebAppTarget(target: unknown, webOrigin: string): boolean {
  if (target === undefined || target === null || target === '') return true;
  if (typeof target !== 'string' || target.length > 2048) return false;
  // Resolved the way a browser resolves it: `//host/x`, `/\host/x` and `/\t/host` are other hosts.
  try {
    return new URL(target, webOrigin).origin === webOrigin;
  } catch {
    return false;
  }
}

/** A JSON answer, not an error or a redirect. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The answer without `token`, and without `session.token` (get-session). */
function withoutSessionToken({ token: _token, ...rest }: Record<string, unknown>): Record<string, unknown> {
  if (!isPlainObject(rest.session)) return rest;
  const { token: _sessionToken, ...session } = rest.session;
  return { ...rest, session };
}

/**
 * A mailed sign-in link takes a name too, which Better Auth stores when the link makes a new account: the same rule
 * as sign-up's (the app itself sends none).
 */
const MagicLinkProfileSchema = z.looseObject({ name: SignUpProfileSchema.shape.name.optional() });

/** The endpoints that may make an account, with the profile each one takes. */
const PROFILE_RULES = new Map<string, z.ZodType>([
  ['/sign-up/email', SignUpProfileSchema],
  ['/sign-in/magic-link', MagicLinkProfileSchema],
]);

export type AuthMail = {
  sendVerification(input: { to: string; url: string; language: string }): Promise<void>;
  sendPasswordReset(input: { to: string; url: string; language: string }): Promise<void>;
  sendMagicLink(input: { to: string; url: string; language: string }): Promise<void>;
  /** To the owner of an address someone tried to sign up with again. */
  sendExistingAccount(input: { to: string; url: string; language: string }): Promise<void>;
};

export type AuthOptions = {
  db: Database;
  /** The pool under `db`, for the one raw statement of the session check. */
  pool: pg.Pool;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  requireEmailVerification: boolean;
  /** Attempts per minute per client address on the sign-in, sign-up, reset and magic-link endpoints. */
  rateLimitPerMinute: number;
  google: { clientId: string; clientSecret: string } | undefined;
  mail: AuthMail;
  /** Looks up the language a mail should be written in. */
  languageOf(userId: string | undefined, request: Request | undefined): Promise<string>;
  /** Runs once for each new account, e.g. to create its settings row. */
  onUserCreated?(userId: string, request: Request | undefined): Promise<void>;
  /**
   * Runs before each new account, on every way in (sign-up, a mailed link, Google): false refuses it. The client
   * address is the server's own (`x-client-ip`, see routes.ts).
   */
  mayCreateAccount?(clientAddress: string | undefined): Promise<boolean>;
  logger: Logger;
};

export function createAuth(options: AuthOptions) {
  // Mails go out after the reply, so a request about a registered address answers as fast as one about an unknown
  // address (issue: the reply never reveals whether an email is registered). A failed send is logged.
  const pendingMail = new Set<Promise<unknown>>();
  const runInBackground = (task: Promise<unknown>) => {
    const tracked = task
      .catch((error: unknown) => options.logger.error({ source: 'auth', err: error }, 'sending an account mail failed'))
      .finally(() => pendingMail.delete(tracked));
    pendingMail.add(tracked);
  };
  const mailExistingAccount = async (account: { id: string; email: string }, request: Request | undefined) => {
    const language = await options.languageOf(account.id, request);
    await options.mail.sendExistingAccount({ to: account.email, url: `${options.baseUrl}/login`, language });
  };

  /**
   * Better Auth's endpoints that need a credential: those that look the session up inside (and the two-factor steps,
   * which need a session or the cookie of a half-finished sign-in); those with a session middleware are added below,
   * once the endpoints exist.
   */
  const sessionOnlyPaths = new Set<string>([
    '/refresh-token',
    '/get-access-token',
    '/two-factor/verify-totp',
    '/two-factor/verify-otp',
    '/two-factor/verify-backup-code',
  ]);

  const auth = betterAuth({
    appName: 'Bedtime Stories',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // Better Auth's messages quote what a client sent (an invalid callback URL, an untrusted origin) and call it an
      // error: a client's mistake is a warning, and at most 200 characters of it reach the log.
      log: (level, message) => options.logger[level === 'error' ? 'warn' : level]({ source: 'auth' }, quoted(message)),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A visitor without any credential gets 401 from an endpoint that needs a session, before its body is read
        // (Better Auth checks the body first, so a visitor got 400 for a body it did not like).
        const headers = ctx.headers ?? ctx.request?.headers;
        if (sessionOnlyPaths.has(ctx.path) && !headers?.get('cookie') && !headers?.get('authorization')) {
          throw new APIError('UNAUTHORIZED', { message: 'Please sign in to continue.' });
        }
        const redirectFields = REDIRECT_FIELDS.get(ctx.path) ?? [];
        const webOrigin = new URL(options.baseUrl).origin;
        if (isPlainObject(ctx.body) && redirectFields.some((field) => !isWebAppTarget(ctx.body[field], webOrigin))) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_REDIRECT',
            message: 'A mailed link or sign-in leads back to the web app only: a path such as /update-password.',
          });
        }
        if (containsNul(ctx.body))
          throw new APIError('BAD_REQUEST', { message: 'Text may not contain NUL characters.' });
        if (ctx.path === '/update-user' && !UpdateUserSchema.safeParse(ctx.body).success) {
          throw new APIError('BAD_REQUEST', { message: 'Only the name can be changed.' });
        }
        const passwordField = PASSWORD_FIELDS.get(ctx.path);
        const passwordProblem =
          passwordField && isPlainObject(ctx.body) ? newPasswordProblem(ctx.body[passwordField]) : undefined;
        if (passwordProblem === 'PASSWORD_TOO_COMMON') {
          throw new APIError('BAD_REQUEST', {
            code: passwordProblem,
            message: 'That password is one of the most common ones. Please choose another.',
          });
        }
        const profileRule = PROFILE_RULES.get(ctx.path);
        if (profileRule && !profileRule.safeParse(ctx.body).success) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_PROFILE',
            message: `A name of at most ${NAME_MAX_LENGTH} characters, and a picture only as an https address.`,
          });
        }
        // A new password ends every other session, whatever the client asked: whoever knew the old one is out.
        if (ctx.path === '/change-password' && typeof ctx.body === 'object' && ctx.body !== null) {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A session's token is its bearer credential: no answer hands out those of the parent's other sessions.
        const returned = ctx.context.returned;
        if (ctx.path === '/list-sessions' && Array.isArray(returned)) {
          return ctx.json(returned.map(({ token: _token, ...rest }: { token?: unknown }) => rest));
        }
        // Nor the token of the session itself, on any endpoint (sign-in, sign-up, get-session, change-password, and
        // whatever a new version adds): the web keeps it in an HttpOnly cookie, out of reach of page scripts, and the
        // native app reads it from the `set-auth-token` header only (routes.ts sends that header to it alone).
        if (
          !SERVER_ONLY_TOKEN_PATHS.has(ctx.path) &&
          isPlainObject(returned) &&
          ('token' in returned || 'session' in returned)
        ) {
          return ctx.json(withoutSessionToken(returned));
        }
      }),
    },
    // Without this, Better Auth prints every unparseable request body (invalid JSON, a form where JSON belongs) to
    // the console as an error: a client's mistake, which anyone could use to flood the server's error output.
    onAPIError: {
      // Its own error page links to the vendor; a failed browser step lands on the app's login page instead.
      errorURL: `${options.baseUrl}/login`,
      onError: (error) => {
        const status = (error as { status?: unknown } | null)?.status;
        if (status === 'INTERNAL_SERVER_ERROR') options.logger.error({ source: 'auth', err: error }, 'auth failed');
        else options.logger.debug({ source: 'auth', err: error }, 'auth request refused');
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (newUser, ctx) => {
            const address = ctx?.headers?.get('x-client-ip') ?? ctx?.request?.headers.get('x-client-ip') ?? undefined;
            if (options.mayCreateAccount && !(await options.mayCreateAccount(address))) {
              throw new APIError('TOO_MANY_REQUESTS', {
                code: 'signUpLimitReached',
                message: 'Too many new accounts were made from this network today. Please try again tomorrow.',
              });
            }
            return { data: { ...newUser, name: withoutInvisibleCharacters(newUser.name) } };
          },
          after: async (user, ctx) => {
            await options.onUserCreated?.(user.id, ctx?.request);
          },
        },
        // The name loses bidirectional controls and invisible characters on every way in.
        update: {
          before: async (data) =>
            typeof data.name === 'string'
              ? { data: { ...data, name: withoutInvisibleCharacters(data.name) } }
              : undefined,
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMinLength,
      requireEmailVerification: options.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      // With verification on, Better Auth answers a taken address like a new one; its owner hears about it.
      onExistingUserSignUp: async ({ user }, request) => mailExistingAccount(user, request),
      sendResetPassword: async ({ user, url }, request) => {
        const language = await options.languageOf(user.id, request);
        await options.mail.sendPasswordReset({ to: user.email, url, language });
      },
    },
    emailVerification: {
      sendOnSignUp: options.requireEmailVerification,
      // A parent whose link expired gets a new one by trying to sign in.
      sendOnSignIn: options.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        const language = await options.languageOf(user.id, request);
        await options.mail.sendVerification({ to: user.email, url, language });
      },
    },
    socialProviders: options.google
      ? { google: { clientId: options.google.clientId, clientSecret: options.google.clientSecret } }
      : {},
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: Object.fromEntries([
        // Every screen asks who is signed in; a household behind one address must never be locked out of that.
        ['/get-session', false],
        ...[
          '/sign-in/email',
          '/sign-up/email',
          '/request-password-reset',
          '/sign-in/magic-link',
          '/two-factor/verify-totp',
          '/two-factor/verify-backup-code',
        ].map((path) => [path, { window: 60, max: options.rateLimitPerMinute }]),
      ]),
    },
    advanced: {
      // The server sets this header itself from the socket (or a trusted proxy); see auth routes.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      // Better Auth turns its origin and redirect checks off when it thinks it runs under a test runner; they stay on
      // everywhere, so the tests prove what production does.
      disableOriginCheck: false,
      backgroundTasks: { handler: runInBackground },
    },
    plugins: [
      bearer(),
      magicLink({
        sendMagicLink: async ({ email, url }, ctx) => {
          const language = await options.languageOf(undefined, ctx?.request);
          await options.mail.sendMagicLink({ to: email, url, language });
        },
      }),
      twoFactor({ issuer: 'Bedtime Stories' }),
      { id: 'two-factor-on-every-way-in', hooks: { after: [requireSecondFactor] } },
      // With verification on, Better Auth itself answers a registered address like a new one (onExistingUserSignUp).
      ...(options.requireEmailVerification
        ? []
        : [answerExistingSignUp((account) => runInBackground(mailExistingAccount(account, undefined)))]),
      // The native app's hand-off from the system browser (native-sign-in.ts): codes only the server makes and
      // redeems, stored hashed, used once, valid for 3 minutes. Its HTTP routes are closed (routes.ts).
      oneTimeToken({ storeToken: 'hashed', disableClientRequest: true, expiresIn: HANDOFF_CODE_MINUTES }),
    ],
  });
  const sessionChecks: unknown[] = [sessionMiddleware, freshSessionMiddleware, sensitiveSessionMiddleware];
  for (const endpoint of Object.values(auth.api)) {
    const { path, options: endpointOptions } = endpoint as unknown as { path?: string; options?: { use?: unknown[] } };
    if (path && endpointOptions?.use?.some((middleware) => sessionChecks.includes(middleware))) {
      sessionOnlyPaths.add(path);
    }
  }
  /** Who is signed in, for the app's own protected routes (session-lookup.ts). */
  return Object.assign(auth, {
    signedIn: createSessionLookup(auth, options.pool),
    /** Waits for the account mails still being sent (tests, and a clean shutdown). */
    mailSent: async () => {
      while (pendingMail.size > 0) await Promise.allSettled([...pendingMail]);
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
