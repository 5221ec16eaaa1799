import { and, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/domain.ts';
import type { Database } from '../db/client.ts';
import { storyJobs, userSettings } from '../db/schema.ts';

/** Today's date in a time zone, as PostgreSQL computes it. */
export function todayIn(timeZone: string): SQL<string> {
  return sql<string>`(now() at time zone ${timeZone})::date`;
}

/**
 * Whether a slot-holding job counts toward a parent's today (spec §9: the count resets on a new day). "Today" is the
 * parent's calendar day in their current time zone; a job counts when it was taken on that date, or at any moment
 * since that day began. The second half keeps a changed time zone from handing out a new day early: moving the clock
 * from UTC-11 to UTC+14 changes the date, but not the stories made in the last hours.
 */
export function countsToday(timeZone: string): SQL | undefined {
  const startOfToday = sql`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
  return and(
    eq(storyJobs.holdsSlot, true),
    or(eq(storyJobs.slotDay, todayIn(timeZone)), gte(storyJobs.createdAt, startOfToday)),
  );
}

/** Slots a parent has used today, read inside `db` (a transaction holding the parent's settings row, when taking one). */
export async function slotsUsedToday(db: Database, userId: string, timeZone: string): Promise<number> {
  const [used] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(storyJobs)
    .where(and(eq(storyJobs.userId, userId), countsToday(timeZone)));
  return used?.count ?? 0;
}

/** How many stories a parent may still start today. Jobs that hold a slot count; a failed job gave its slot back. */
export async function storiesLeftToday(db: Database, userId: string): Promise<number> {
  const [settings] = await db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const used = await slotsUsedToday(db, userId, settings?.timeZone ?? 'UTC');
  return Math.max(0, LIMITS.storiesPerDay - used);
}
