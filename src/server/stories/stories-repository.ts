import { and, asc, eq, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type pg from 'pg';
import { LIMITS } from '../../shared/domain.ts';
import type { Story, StorySummary } from '../../shared/stories.ts';
import type { Companion } from '../auth/session-lookup.ts';
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

/** `Date.toISOString()` as a to_char format; sent as a parameter, as its colons would read as variables to pgbench. */
const ISO_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/**
 * The portfolio as the very JSON the API sends, built by PostgreSQL in one named prepared statement: newest first, with
 * the first scene's thumbnail. Planning the query on every request, and mapping 100 rows into objects only to turn
 * them into JSON again, cost the server more than the query itself (bench/api-throughput). `createdAt` has the
 * format of `Date.toISOString()`, `isOwn` says whether the story is the parent's own rather than a default one.
 */
function portfolioSelect(userId: string, limit: string, format: string, childId?: string): string {
  return `select coalesce(json_agg(p order by p."createdAt" desc), '[]')::text from (
    select st.id as "id", st.title as "title", st.character_id as "characterId",
      st.character_name as "characterName", st.activities as "activities", st.language as "language",
      to_char(st.created_at at time zone 'UTC', ${format}) as "createdAt",
      (st.user_id is not null and st.user_id = ${userId}) as "isOwn",
      sc.thumbnail_url as "firstSceneThumbnailUrl", st.child_ids as "childIds"
    from (
      select * from stories
      where (user_id is null or user_id = ${userId}) and (environment = 'production' or environment is null)${
        childId ? `\n        and child_ids @> jsonb_build_array(${childId}::text)` : ''
      }
      order by created_at desc limit ${limit}
    ) st
    left join story_scenes sc on sc.story_id = st.id and sc.scene_number = 1
  ) p`;
}

export const PORTFOLIO_QUERY = { name: 'portfolio_json', text: portfolioSelect('$1', '$2', '$3') } as const;
/** One child's stories only (`?child=`): the parent's own stories whose children include that child. */
const CHILD_PORTFOLIO_QUERY = { name: 'portfolio_child_json', text: portfolioSelect('$1', '$2', '$3', '$4') } as const;

/**
 * The portfolio read together with the session check of `GET /api/stories` (session-lookup.ts): one round trip to
 * the database per request.
 */
export const portfolioCompanion = (limit: number = LIMITS.portfolioStories, childId?: string): Companion =>
  childId
    ? {
        name: 'portfolio_child',
        select: portfolioSelect('u.id', '$2', '$3', '$4'),
        values: [limit, ISO_FORMAT, childId],
      }
    : { name: 'portfolio', select: portfolioSelect('u.id', '$2', '$3'), values: [limit, ISO_FORMAT] };

export const portfolioParameters = (userId: string, limit: number = LIMITS.portfolioStories) => [
  userId,
  limit,
  ISO_FORMAT,
];

/** The connection under a Drizzle database or transaction, for the statements written by hand. */
function clientOf(db: Database): Pick<pg.Pool, 'query'> {
  return (db as unknown as { $client: Pick<pg.Pool, 'query'> }).$client;
}

/** The portfolio (spec §6 visibility) as a JSON array of StorySummary, ready to send. */
export async function portfolioJson(
  db: Database,
  userId: string,
  limit: number = LIMITS.portfolioStories,
  childId?: string,
): Promise<string> {
  const { rows } = await clientOf(db).query<[string]>({
    ...(childId ? CHILD_PORTFOLIO_QUERY : PORTFOLIO_QUERY),
    values: [...portfolioParameters(userId, limit), ...(childId ? [childId] : [])],
    rowMode: 'array',
  });
  return rows[0]?.[0] ?? '[]';
}

/** The portfolio as objects. */
export async function listStories(
  db: Database,
  userId: string,
  limit: number = LIMITS.portfolioStories,
  childId?: string,
): Promise<StorySummary[]> {
  return JSON.parse(await portfolioJson(db, userId, limit, childId)) as StorySummary[];
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
    childIds: story.childIds,
    isOwn: story.userId === userId,
    regenerationsLeft: Math.max(0, LIMITS.regenerationsPerStory - story.imageRegenerations),
    writer: story.writer,
    fallbackPictures: story.fallbackPictures,
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
