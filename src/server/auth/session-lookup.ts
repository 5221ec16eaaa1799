import { createHmac, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';

export type SignedIn = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
};

/** What the slow path needs: Better Auth's own session check, and its settings. */
type BetterAuthSessions = {
  api: {
    getSession(input: { headers: Headers }): Promise<{
      user: SignedIn['user'];
      session: { id: string };
    } | null>;
  };
  $context: Promise<{
    secret: string;
    authCookies: { sessionToken: { name: string }; dontRememberToken: { name: string } };
    sessionConfig: { expiresIn: number; updateAge: number };
  }>;
};

type SessionRow = {
  session_id: string;
  expires_ms: number;
  user_id: string;
  email: string;
  name: string;
  email_verified: boolean;
  companion?: string | null;
};

/**
 * A statement that rides along with the session check, so a request that needs one more read makes one round trip
 * to the database instead of two: a scalar `select` that may use the parent's id as `u.id`, and parameters from $2.
 */
export type Companion = { name: string; select: string; values: unknown[] };

/**
 * The session and its parent in one statement (plus a companion's answer). The expiry is read as milliseconds of the
 * column's UTC wall time, the way Better Auth writes it, whatever the time zone of this process.
 */
export function sessionQuery(companion?: Companion) {
  return {
    name: companion ? `session_user_${companion.name}` : 'session_user',
    text: `select s.id as session_id, (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms,
    u.id as user_id, u.email, u.name, u.email_verified${companion ? `,\n    (${companion.select}) as companion` : ''}
    from "session" s join "user" u on u.id = s.user_id where s.token = $1`,
  };
}

/** One cookie's value from a Cookie header, URI-decoded as Better Auth reads it; undefined when absent. */
function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** The token of a signed session cookie (`token.base64(HMAC-SHA256)`), or undefined when the signature is wrong. */
export function verifiedToken(cookie: string, secret: string): string | undefined {
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = cookie.slice(0, dot);
  const encoded = cookie.slice(dot + 1);
  // Exactly the padded base64 of 32 bytes, as Better Auth reads it: Node's decoder would forgive other characters.
  if (!SIGNATURE.test(encoded)) return undefined;
  const signature = Buffer.from(encoded, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/**
 * Who is signed in, for every protected request. Better Auth's check costs about a millisecond of CPU and two
 * statements per request (bench/api-throughput), most of it in machinery the common case does not need. The common
 * case, a browser's signed cookie for a live session that is not due for its daily extension, is answered here with
 * one prepared statement and a synchronous signature check. Everything else goes to Better Auth, which does its
 * full work: bearer tokens of the native app, a missing or forged cookie, an expired session (it deletes it), a
 * session due for extension (it extends it), and "don't remember me" sessions. Nothing is cached between requests,
 * so a session ended anywhere (sign-out, password reset, deletion) ends at once here too.
 */
export function createSessionLookup(auth: BetterAuthSessions, pool: pg.Pool) {
  const slow = async (headers: Headers): Promise<SignedIn | null> => {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const { id, email, name, emailVerified } = session.user;
    return { user: { id, email, name, emailVerified }, sessionId: session.session.id };
  };

  /**
   * Who is signed in, and with a companion its answer too when the common case allowed it (otherwise the caller
   * runs its read on its own).
   */
  return async function lookup(
    headers: Headers,
    companion?: Companion,
  ): Promise<(SignedIn & { companion?: string }) | null> {
    const context = await auth.$context;
    if (headers.has('authorization')) return slow(headers);
    const cookies = headers.get('cookie');
    const cookie = cookieValue(cookies, context.authCookies.sessionToken.name);
    if (cookie === undefined) return null;
    if (cookieValue(cookies, context.authCookies.dontRememberToken.name) !== undefined) return slow(headers);
    const token = verifiedToken(cookie, context.secret);
    if (token === undefined) return slow(headers);
    const values = [token, ...(companion?.values ?? [])];
    const { rows } = await pool.query<SessionRow>({ ...sessionQuery(companion), values });
    const row = rows[0];
    if (!row) return null;
    const { expiresIn, updateAge } = context.sessionConfig;
    const now = Date.now();
    if (row.expires_ms < now || row.expires_ms - expiresIn * 1000 + updateAge * 1000 <= now) return slow(headers);
    return {
      user: { id: row.user_id, email: row.email, name: row.name, emailVerified: row.email_verified },
      sessionId: row.session_id,
      ...(typeof row.companion === 'string' ? { companion: row.companion } : {}),
    };
  };
}
