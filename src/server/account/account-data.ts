import { eq, inArray, or, sql } from 'drizzle-orm';
import { EMPTY_FAMILY } from '../../shared/family.ts';
import type { Database } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import {
  activities,
  characters,
  mediaObjects,
  savedCustomActivities,
  session,
  account as signInMethod,
  stories,
  storyJobs,
  storyScenes,
  user,
  userSettings,
  verification,
} from '../db/schema.ts';
import type { MediaStore } from '../media/media-store.ts';
import { STORY_QUEUE } from '../stories/jobs.ts';

/** The schema pg-boss keeps its tables in (its default). */
const QUEUE_SCHEMA = 'pgboss';

/** Everything the account owns, as one JSON document (the parent's right of access and portability). */
export async function exportAccount(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.id, userId));
  // Where and when the account is signed in, and how it signs in: never tokens, passwords or secrets.
  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(session.createdAt);
  const signInMethods = await db
    .select({ provider: signInMethod.providerId, createdAt: signInMethod.createdAt })
    .from(signInMethod)
    .where(eq(signInMethod.userId, userId))
    .orderBy(signInMethod.createdAt);
  const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  const ownStories = await db.select().from(stories).where(eq(stories.userId, userId)).orderBy(stories.createdAt);
  const scenes = ownStories.length
    ? await db
        .select()
        .from(storyScenes)
        .where(
          inArray(
            storyScenes.storyId,
            ownStories.map((story) => story.id),
          ),
        )
        .orderBy(storyScenes.storyId, storyScenes.sceneNumber)
    : [];
  return {
    exportedAt: new Date().toISOString(),
    account: account ? { ...account, twoFactorEnabled: account.twoFactorEnabled ?? false } : account,
    sessions,
    signInMethods,
    // The family (Settings: children, grown-ups, pets) on its own, as the parent knows it; the rest of Settings beside it.
    settings: settings ? { ...settings, family: undefined } : null,
    family: settings?.family ?? EMPTY_FAMILY,
    characters: await db.select().from(characters).where(eq(characters.userId, userId)),
    activities: await db.select().from(activities).where(eq(activities.userId, userId)),
    savedActivities: await db.select().from(savedCustomActivities).where(eq(savedCustomActivities.userId, userId)),
    stories: ownStories.map((story) => ({ ...story, scenes: scenes.filter((scene) => scene.storyId === story.id) })),
    storyJobs: await db.select().from(storyJobs).where(eq(storyJobs.userId, userId)),
    media: await db.select().from(mediaObjects).where(eq(mediaObjects.userId, userId)),
  };
}

/**
 * Deletes the account and everything it owns, at once and for good: every row (through ON DELETE CASCADE from the
 * user), pending mail tokens, sessions, the queue's rows of its stories (pg-boss would keep finished ones for days,
 * holding the parent's and the jobs' ids), and every media file (the parent's whole media folder, the folder too).
 *
 * A story being made meanwhile loses its job row, so the worker drops it; a picture it stores afterwards is refused
 * (its owner is gone) and its file removed (store-image.ts).
 */
export async function deleteAccount(db: Database, media: MediaStore, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!account) return;
    await tx.delete(verification).where(
      or(
        eq(verification.value, userId),
        eq(verification.identifier, account.email),
        // A pending link's value is JSON naming the address: the address whole, in its quotes, in any case.
        sql`${verification.value} ilike ${`%${escapeLike(JSON.stringify(account.email))}%`}`,
      ),
    );
    const jobIds = (await tx.select({ id: storyJobs.id }).from(storyJobs).where(eq(storyJobs.userId, userId))).map(
      (job) => job.id,
    );
    await tx.delete(user).where(eq(user.id, userId));
    // The queue's rows name the parent (their group and data) and the job; a story running now stops on its own,
    // as its job row is gone.
    await tx.execute(sql`
      delete from ${sql.identifier(QUEUE_SCHEMA)}.job
      where name = ${STORY_QUEUE}
        and (group_id = ${userId} or data ->> 'userId' = ${userId}
          or data ->> 'jobId' = any(${`{${jobIds.join(',')}}`}::text[]) or singleton_key = any(${`{${jobIds.join(',')}}`}::text[]))`);
  });
  // Every stored file of the parent lives under this folder, recorded or not; the rows go with the user.
  await media.removePrefix(`users/${userId}/`);
}
