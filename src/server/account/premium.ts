import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user, userSettings } from '../db/schema.ts';

/** Turns premium on or off for the account with this email; false when there is no such account. */
export async function setPremium(db: Database, email: string, isPremium: boolean): Promise<boolean> {
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  if (!account) return false;
  await db
    .insert(userSettings)
    .values({ userId: account.id, premiumUser: isPremium })
    .onConflictDoUpdate({ target: userSettings.userId, set: { premiumUser: isPremium, lastUpdated: new Date() } });
  return true;
}
