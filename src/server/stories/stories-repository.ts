import { and, asc, desc, eq, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { LIMITS } from '../../shared/domain.ts';
import type { Story, StorySummary } from '../../shared/stories.ts';
import type { Database } from '../db/client.ts';
import { stories, storyScenes } from '../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isStoryId = (id: string) => UUID.test(id);

/** Spec §6: a parent sees the default stories and their own, production-tagged or untagged. */
const visibleTo = (userId: string | Placeholder) =>
  and(
    or(isNull(stories.userId), eq(stories.userId, userId)),
    or(eq(stories.environment, 'production'), isNull(stories.environment)),
  );

/**
 * The portfolio, as a named prepared statement: it is the most-read query, and building and planning it on every
 * request cost more than running it (bench/api-throughput). PostgreSQL keeps one per pooled connection.
 */
function preparePortfolio(db: Database) {
  return db
    .select({
      id: stories.id,
      title: stories.title,
      characterId: stories.characterId,
      characterName: stories.characterName,
      activities: stories.activities,
      language: stories.language,
      createdAt: stories.createdAt,
      userId: stories.userId,
      firstSceneThumbnailUrl: storyScenes.thumbnailUrl,
    })
    .from(stories)
    .leftJoin(storyScenes, and(eq(storyScenes.storyId, stories.id), eq(storyScenes.sceneNumber, 1)))
    .where(visibleTo(sql.placeholder('userId')))
    .orderBy(desc(stories.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare('list_stories');
}

const portfolioQueries = new WeakMap<Database, ReturnType<typeof preparePortfolio>>();

/** The portfolio: newest first, with the first scene's thumbnail, in one query. */
export async function listStories(
  db: Database,
  userId: string,
  limit: number = LIMITS.portfolioStories,
): Promise<StorySummary[]> {
  let query = portfolioQueries.get(db);
  if (!query) {
    query = preparePortfolio(db);
    portfolioQueries.set(db, query);
  }
  const rows = await query.execute({ userId, limit });
  return rows.map(({ userId: owner, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    isOwn: owner === userId,
  }));
}

export async function readStory(db: Database, userId: string, storyId: string): Promise<Story | undefined> {
  if (!isStoryId(storyId)) return undefined;
  const [story] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), visibleTo(userId)));
  if (!story) return undefined;
  const scenes = await db
    .select()
    .from(storyScenes)
    .where(eq(storyScenes.storyId, storyId))
    .orderBy(asc(storyScenes.sceneNumber));
  return {
    id: story.id,
    title: story.title,
    characterId: story.characterId,
    characterName: story.characterName,
    activities: story.activities,
    language: story.language,
    createdAt: story.createdAt.toISOString(),
    isOwn: story.userId === userId,
    regenerationsLeft: Math.max(0, LIMITS.regenerationsPerStory - story.imageRegenerations),
    scenes: scenes.map((scene) => ({
      number: scene.sceneNumber,
      text: scene.sceneText,
      imageUrl: scene.imageUrl,
      thumbnailUrl: scene.thumbnailUrl,
    })),
  };
}

/** Takes one of the story's 3 regenerations, atomically; undefined when none is left or the story is not theirs. */
export async function takeRegeneration(db: Database, userId: string, storyId: string) {
  const [row] = await db
    .update(stories)
    .set({ imageRegenerations: sql`${stories.imageRegenerations} + 1` })
    .where(
      and(
        eq(stories.id, storyId),
        eq(stories.userId, userId),
        sql`${stories.imageRegenerations} < ${LIMITS.regenerationsPerStory}`,
      ),
    )
    .returning({ used: stories.imageRegenerations });
  return row ? LIMITS.regenerationsPerStory - row.used : undefined;
}

export async function giveRegenerationBack(db: Database, storyId: string): Promise<void> {
  await db
    .update(stories)
    .set({ imageRegenerations: sql`greatest(${stories.imageRegenerations} - 1, 0)` })
    .where(eq(stories.id, storyId));
}
