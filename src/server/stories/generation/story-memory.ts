import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stories } from '../../db/schema.ts';
import type { StoryMemory } from '../../providers/types.ts';

/** How many of a parent's stories the writers remember, so that tonight's does not repeat them (decision 019). */
export const REMEMBERED_STORIES = 10;

/** What the parent's recent stories told, newest first, so that tonight's does not repeat them. */
export async function recentMemories(db: Database, userId: string): Promise<StoryMemory[]> {
  const rows = await db
    .select({ memory: stories.memory })
    .from(stories)
    .where(and(eq(stories.userId, userId), isNotNull(stories.memory)))
    .orderBy(desc(stories.createdAt))
    .limit(REMEMBERED_STORIES);
  return rows.flatMap((row) => (row.memory ? [row.memory] : []));
}
