import { and, eq, isNotNull } from 'drizzle-orm';
import type { Auth } from '../auth/auth.ts';
import type { Database } from '../db/client.ts';
import { account, session } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** A sign-in this recent stands for the password (OWASP ASVS re-authentication before a sensitive operation). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/** Where the mailed link of a parent without a password leads: back to the settings, signed in anew. */
export const CONFIRM_BY_LINK_TARGET = '/settings?delete=confirm';

/** Whether the parent has a password (an email-and-password account), rather than only a mailed link or Google. */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)));
  return rows.length > 0;
}

/**
 * That the one deleting the account is its owner, not someone who found a device left signed in: the
 * password, or a sign-in within the last 5 minutes. A parent without a password gets a sign-in link by mail; once
 * they open it, their sign-in is recent.
 */
export async function confirmAccountOwner(
  deps: { db: Database; auth: Auth },
  input: { userId: string; email: string; sessionId: string; password: string | undefined; headers: Headers },
): Promise<void> {
  if (input.password !== undefined) {
    const verified = await deps.auth.api
      .verifyPassword({ body: { password: input.password }, headers: input.headers })
      .then(() => true)
      .catch(() => false);
    if (!verified) throw new AppError('reauthPasswordWrong', 403);
    return;
  }
  const [current] = await deps.db
    .select({ createdAt: session.createdAt })
    .from(session)
    .where(eq(session.id, input.sessionId));
  if (current && Date.now() - current.createdAt.getTime() <= RECENT_SIGN_IN_MS) return;
  if (await hasPassword(deps.db, input.userId)) throw new AppError('reauthPasswordRequired', 403);
  await deps.auth.api.signInMagicLink({
    body: { email: input.email, callbackURL: CONFIRM_BY_LINK_TARGET },
    headers: input.headers,
  });
  throw new AppError('reauthLinkSent', 403);
}
