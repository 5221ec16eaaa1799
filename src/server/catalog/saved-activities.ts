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

/** Spec §5: a typed activity is trimmed and matched case-insensitively; using it again counts and moves it up. */
export async function saveTypedActivity(db: Database, userId: string, name: string): Promise<SavedActivity> {
  const result = await db.execute<{ id: string; name: string; last_used_at: Date | string; usage_count: number }>(sql`
    insert into saved_custom_activities (user_id, name) values (${userId}, ${name})
    on conflict (user_id, lower(name))
    do update set usage_count = saved_custom_activities.usage_count + 1, last_used_at = now()
    returning id, name, last_used_at, usage_count`);
  const row = result.rows[0];
  if (!row) throw new Error('the activity was not saved');
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
