import { sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/domain.ts';
import type { Database } from '../db/client.ts';

/**
 * How many stories a parent may still start today. Jobs that hold a slot count; a failed job gave its slot back.
 * "Today" is the parent's calendar day in their own time zone (spec §9: the count resets on a new day).
 */
export async function storiesLeftToday(db: Database, userId: string): Promise<number> {
  const result = await db.execute<{ used: number }>(sql`
    select count(j.id)::int as used
    from user_settings s
    left join story_jobs j
      on j.user_id = s.user_id and j.holds_slot and j.slot_day = (now() at time zone s.time_zone)::date
    where s.user_id = ${userId}`);
  return Math.max(0, LIMITS.storiesPerDay - (result.rows[0]?.used ?? 0));
}
