import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ChildPronoun } from '../../../shared/account.ts';
import type { Database } from '../../db/client.ts';
import { stories, userSettings } from '../../db/schema.ts';
import type { StoryMemory } from '../../providers/types.ts';

/** How many of a parent's stories the writers remember, so that tonight's does not repeat them (decision 019). */
export const REMEMBERED_STORIES = 10;

/** What makes a parent's stories theirs beyond the brief: the child's pronoun and what recent stories told. */
export async function storyPersonalisation(
  db: Database,
  userId: string,
): Promise<{ childPronoun: ChildPronoun | undefined; recent: StoryMemory[] }> {
  const [settings, rows] = await Promise.all([
    db.select({ childPronoun: userSettings.childPronoun }).from(userSettings).where(eq(userSettings.userId, userId)),
    db
      .select({ memory: stories.memory })
      .from(stories)
      .where(and(eq(stories.userId, userId), isNotNull(stories.memory)))
      .orderBy(desc(stories.createdAt))
      .limit(REMEMBERED_STORIES),
  ]);
  return {
    childPronoun: settings[0]?.childPronoun ?? undefined,
    recent: rows.flatMap((row) => (row.memory ? [row.memory] : [])),
  };
}
