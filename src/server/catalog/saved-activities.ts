import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedActivity } from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/domain.ts';
import type { Database } from '../db/client.ts';
import { savedCustomActivities } from '../db/schema.ts';

const toSaved = (row: typeof savedCustomActivities.$inferSelect): SavedActivity => ({
  id: row.id,
  name: row.name,
  lastUsedAt: row.lastUsedAt.toISOString(),
  usageCount: row.usageCount,
});

/** Typed activities kept per parent: past it the least recently used go. The chips show 6. */
export const SAVED_ACTIVITIES_KEPT = 200;

/**
 * Spec §5: a typed activity is trimmed and matched case-insensitively; using it again counts and moves it up. A new
 * one is taken from the parent's daily saves budget (`spend` throws its 429 past it); using a kept one again is free.
 * A parent keeps at most SAVED_ACTIVITIES_KEPT: the one saved now pushes out the least recently used.
 */
export async function saveTypedActivity(
  db: Database,
  userId: string,
  name: string,
  spend: () => Promise<void>,
): Promise<SavedActivity> {
  const known = await db.execute(
    sql`select 1 from saved_custom_activities where user_id = ${userId} and lower(name) = lower(${name})`,
  );
  if (known.rows.length === 0) await spend();
  const result = await db.execute<{ id: string; name: string; last_used_at: Date | string; usage_count: number }>(sql`
    insert into saved_custom_activities (user_id, name) values (${userId}, ${name})
    on conflict (user_id, lower(name))
    do update set usage_count = saved_custom_activities.usage_count + 1, last_used_at = now()
    returning id, name, last_used_at, usage_count`);
  const row = result.rows[0];
  if (!row) throw new Error('the activity was not saved');
  await db.execute(sql`
    delete from saved_custom_activities where id in (
      select id from saved_custom_activities where user_id = ${userId}
      order by last_used_at desc, id desc offset ${SAVED_ACTIVITIES_KEPT})`);
  return {
    id: row.id,
    name: row.name,
    lastUsedAt: new Date(row.last_used_at).toISOString(),
    usageCount: row.usage_count,
  };
}

export async function recentActivities(db: Database, userId: string, limit: number = LIMITS.recentChips) {
  const rows = await db
    .select()
    .from(savedCustomActivities)
    .where(eq(savedCustomActivities.userId, userId))
    .orderBy(desc(savedCustomActivities.lastUsedAt))
    .limit(limit);
  return rows.map(toSaved);
}

export async function removeSavedActivity(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedCustomActivities)
    .where(and(eq(savedCustomActivities.id, id), eq(savedCustomActivities.userId, userId)))
    .returning({ id: savedCustomActivities.id });
  return rows.length > 0;
}
