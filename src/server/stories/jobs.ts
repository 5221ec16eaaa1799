import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { LIMITS } from '../../shared/domain.ts';
import { EMPTY_FAMILY, type Family, hasMoments, type Moments } from '../../shared/family.ts';
import type { CreateJob, JobProgress } from '../../shared/stories.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { activities, characters, storyJobs, userSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { secondsUntilMidnightIn } from '../limits/daily-budget.ts';
import { slotsUsedToday, todayIn } from './daily-limit.ts';

export type ParsedBrief = {
  characterId: string;
  activityIds: string[];
  customDescription?: string | undefined;
  customActivities: string[];
  language: CreateJob['language'];
  premium: boolean;
  idempotencyKey: string;
  /** Whose story it is: ids of the family's children. */
  childIds?: string[] | undefined;
  /** Tonight's moments; the pipeline turns them into the writers' day facts. */
  moments?: Moments | undefined;
};

export type StoryJobBrief = Omit<ParsedBrief, 'idempotencyKey'>;

/** Spec §5: a character and at least one activity, a non-blank description or a non-blank custom activity. */
export function assertHasContent(brief: ParsedBrief): void {
  const hasContent =
    brief.activityIds.length > 0 ||
    (brief.customDescription ?? '').trim() !== '' ||
    brief.customActivities.some((activity) => activity.trim() !== '');
  if (!hasContent) throw new AppError('missingContent', 400);
}

/** The character and activities must be ones this parent may see: the defaults or their own. */
async function assertVisible(db: Database, userId: string, brief: ParsedBrief): Promise<void> {
  const visible = (table: typeof characters | typeof activities) =>
    and(or(eq(table.isCustom, false), eq(table.userId, userId)), eq(table.environment, 'production'));
  const [character] = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.id, brief.characterId), visible(characters)));
  if (!character) throw new AppError('characterNotFound', 404);
  if (brief.activityIds.length > 0) {
    const found = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(inArray(activities.id, brief.activityIds), visible(activities)));
    if (found.length !== brief.activityIds.length) throw new AppError('activityNotFound', 404);
  }
}

/**
 * Whose story it is and tonight's moments may only name the parent's own family (Settings): the story's children
 * among its children, who was there among its people and pets, a pet that died among its pets.
 */
export function assertFamilyMembers(brief: Pick<ParsedBrief, 'childIds' | 'moments'>, family: Family): void {
  const children = new Set(family.children.map((child) => child.id));
  const pets = new Set(family.pets.map((pet) => pet.id));
  const members = new Set([...children, ...family.grownUps.map((grownUp) => grownUp.id), ...pets]);
  const petId = brief.moments?.hard?.petId;
  const isKnown =
    (brief.childIds ?? []).every((id) => children.has(id)) &&
    (brief.moments?.with ?? []).every((id) => members.has(id)) &&
    (petId === undefined || pets.has(petId));
  if (!isKnown) throw new AppError('familyMemberNotFound', 400);
}

export const STORY_QUEUE = 'story-generation';

export type Enqueue = (
  job: { jobId: string; userId: string },
  db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
) => Promise<void>;

/**
 * Starts a story: in ONE transaction, takes one of today's 5 slots (in the parent's time zone), records the job and
 * queues it. The same idempotency key returns the same job (a double tap makes one story).
 */
export async function createStoryJob(
  deps: { db: Database; pool: pg.Pool; enqueue: Enqueue },
  userId: string,
  brief: ParsedBrief,
): Promise<{ jobId: string; isNew: boolean }> {
  assertHasContent(brief);
  await assertVisible(deps.db, userId, brief);
  if (brief.premium) {
    const [settings] = await deps.db
      .select({ premium: userSettings.premiumUser })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    if (!settings?.premium) throw new AppError('premiumRequired', 403);
  }

  const client = await deps.pool.connect();
  try {
    await client.query('begin');
    const tx = drizzle(client, { schema });
    // One parent's requests queue up here, so the count below cannot race.
    await tx.insert(userSettings).values({ userId }).onConflictDoNothing();
    const [settings] = await tx
      .select({ timeZone: userSettings.timeZone, family: userSettings.family })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .for('update');
    const [existing] = await tx
      .select({ id: storyJobs.id })
      .from(storyJobs)
      .where(and(eq(storyJobs.userId, userId), eq(storyJobs.idempotencyKey, brief.idempotencyKey)));
    if (existing) {
      await client.query('commit');
      return { jobId: existing.id, isNew: false };
    }
    // Checked after the idempotency key: a start tried again returns its job even if the family changed since.
    assertFamilyMembers(brief, settings?.family ?? EMPTY_FAMILY);
    const timeZone = settings?.timeZone ?? 'UTC';
    const used = await slotsUsedToday(tx, userId, timeZone);
    if (used >= LIMITS.storiesPerDay) {
      throw new AppError('dailyLimitReached', 429, undefined, { retryAfterSeconds: secondsUntilMidnightIn(timeZone) });
    }

    const { idempotencyKey, moments, childIds, ...rest } = brief;
    // Moments with nothing chosen are no moments: the brief carries only what the parent tapped.
    const jobBrief: StoryJobBrief = {
      ...rest,
      ...(childIds ? { childIds } : {}),
      ...(moments && hasMoments(moments) ? { moments } : {}),
    };
    const [job] = await tx
      .insert(storyJobs)
      .values({
        userId,
        idempotencyKey,
        brief: jobBrief,
        slotDay: todayIn(timeZone),
        scenes: Array.from({ length: LIMITS.scenesPerStory }, (_, index) => ({
          number: index + 1,
          status: 'pending' as const,
        })),
      })
      .returning({ id: storyJobs.id });
    if (!job) throw new Error('the job was not created');
    await tx
      .update(userSettings)
      .set({ dailyStoryGenerations: used + 1, lastUpdated: new Date() })
      .where(eq(userSettings.userId, userId));
    await deps.enqueue({ jobId: job.id, userId }, { executeSql: (text, values) => client.query(text, values) });
    await client.query('commit');
    return { jobId: job.id, isNew: true };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The job as its owner's progress stream shows it; undefined when it is not theirs. */
export async function readProgress(db: Database, userId: string, jobId: string): Promise<JobProgress | undefined> {
  // Only what a parent sees: a stream reads this at every change, and the brief can be long.
  const [job] = await db
    .select({
      id: storyJobs.id,
      language: sql<StoryJobBrief['language']>`${storyJobs.brief} ->> 'language'`,
      status: storyJobs.status,
      phase: storyJobs.phase,
      storyId: storyJobs.storyId,
      error: storyJobs.error,
      scenes: storyJobs.scenes,
    })
    .from(storyJobs)
    .where(and(eq(storyJobs.id, jobId), eq(storyJobs.userId, userId)));
  if (!job) return undefined;
  return {
    jobId: job.id,
    language: job.language,
    status: job.status,
    phase: job.phase,
    ...(job.storyId ? { storyId: job.storyId } : {}),
    ...(job.error ? { error: job.error } : {}),
    scenes: job.scenes.map((scene) => ({
      number: scene.number,
      status: scene.status,
      ...(scene.text ? { text: scene.text } : {}),
      ...(scene.imageUrl ? { imageUrl: scene.imageUrl } : {}),
      ...(scene.thumbnailUrl ? { thumbnailUrl: scene.thumbnailUrl } : {}),
    })),
  };
}
