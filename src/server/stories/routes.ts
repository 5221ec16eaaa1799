import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type pg from 'pg';
import { z } from 'zod';
import { LIMITS } from '../../shared/domain.ts';
import {
  type CheckWordsAnswer,
  CheckWordsSchema,
  CreateJobSchema,
  type JobProgress,
  type NarrationAnswer,
} from '../../shared/stories.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { characters, stories, storyJobs, storyScenes, userSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import type { DailyBudget } from '../limits/daily-budget.ts';
import type { Logger } from '../logger.ts';
import type { MediaHealth } from '../media/media-health.ts';
import { isMediaStoreError, type MediaStore } from '../media/media-store.ts';
import { removeMediaByUrl, removeMediaUnder } from '../media/remove-media.ts';
import type { Providers } from '../providers/registry.ts';
import type { Narrator } from '../providers/types.ts';
import { sleep } from '../util/sleep.ts';
import { nameGuardOf, storyNameGuardOf } from './generation/family-names.ts';
import { illustrateScene, type PipelineTiming, referencePicture } from './generation/pipeline.ts';
import { createStoryJob, type Enqueue, readProgress, type StoryJobBrief } from './jobs.ts';
import { type NarrationBudget, narrationFolder, storedNarration } from './narration.ts';
import type { ProgressHub } from './progress-hub.ts';
import {
  giveRegenerationBack,
  isStoryId,
  portfolioCompanion,
  portfolioJson,
  readStory,
  takeRegeneration,
} from './stories-repository.ts';

export type StoryRouteDeps = {
  publicUrl: string;
  db: Database;
  pool: pg.Pool;
  auth: Auth;
  media: MediaStore;
  providers: Providers;
  logger: Logger;
  enqueue: Enqueue;
  timing?: PipelineTiming;
  /** Wakes progress streams when their job changes (LISTEN/NOTIFY) and bounds how many are open. */
  progress: ProgressHub;
  /** How long a quiet progress stream waits before a keep-alive comment (proxies close silent connections). */
  keepAliveMs?: number;
  /** Daily budgets of paid provider calls per parent (narration here; pictures in the catalog routes). */
  budget: DailyBudget;
  /** The media store's health (the catalog routes refuse a picture preview at once while it is down). */
  mediaHealth?: MediaHealth | undefined;
};

/** How long a woken progress stream gathers further changes of its job before it reads the job once for all. */
const PROGRESS_GATHER_MS = 150;

/** The id of a progress event: the same progress gives the same id, so a reconnect does not repeat it. */
const eventIdOf = (data: string) => createHash('sha1').update(data).digest('base64url').slice(0, 16);

/** A new narration by a server voice is taken from the parent's daily budget; the device's voice costs nothing. */
function narrationBudget(narrator: Narrator, budget: DailyBudget, userId: string): NarrationBudget | undefined {
  if (narrator.name === 'device') return undefined;
  return {
    spend: () => budget.spend(userId, 'narration'),
    giveBack: () => budget.giveBack(userId, 'narration'),
  };
}

/** `GET /stories?child=<id>`: one child's stories only. */
const PortfolioQuerySchema = z.object({ child: z.string().uuid().optional() });

const SpeechSchema = z.object({ storyId: z.string().max(100), sceneNumber: z.number().int().min(1).max(7) }).strict();

/** `/api/stories`: start a story, follow it live, the portfolio, one story, delete, redraw a scene, narration. */
export function storyRoutes(deps: StoryRouteDeps) {
  const signedIn = requireUser(deps.auth);
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/stories/jobs', signedIn, async (c) => {
      const brief = await jsonBody(c, CreateJobSchema);
      const job = await createStoryJob(deps, c.get('user').id, brief);
      return c.json({ jobId: job.jobId }, job.isNew ? 201 : 200);
    })
    .post('/stories/check-words', signedIn, async (c) => {
      // One check per text, as the story's own check sees them (the family's names as placeholders, decision 010),
      // so the parent learns which row to change instead of starting over.
      const { texts, language, friends } = await jsonBody(c, CheckWordsSchema);
      const names = await nameGuardOf(db, c.get('user').id, { friends });
      const verdicts = await Promise.all(
        texts.map((text) =>
          text.trim() === '' ? { isSafe: true as const } : deps.providers.safety.check([names.hide(text)], language),
        ),
      );
      return c.json({
        toChange: verdicts.flatMap((verdict, index) => (verdict.isSafe ? [] : [index])),
        // The words as the parent wrote them: the family's names are theirs again where the check saw placeholders.
        words: verdicts.map((verdict) => (verdict.isSafe ? [] : (verdict.words ?? []).map(names.restore))),
      } satisfies CheckWordsAnswer);
    })
    .get('/stories/jobs/:id/events', signedIn, async (c) => {
      const userId = c.get('user').id;
      const jobId = c.req.param('id');
      const first = isStoryId(jobId) ? await readProgress(db, userId, jobId) : undefined;
      if (!first) throw new AppError('jobNotFound', 404);
      const admission = deps.progress.admit(userId);
      if (!admission) throw new AppError('serverBusy', 503);
      const subscription = deps.progress.subscribe(jobId);
      // A reconnect names the last event it got: the same progress is not sent again.
      let lastId = c.req.header('last-event-id') ?? '';
      return streamSSE(c, async (stream) => {
        const closed = new AbortController();
        stream.onAbort(() => closed.abort());
        const stop = AbortSignal.any([closed.signal, admission.signal]);
        try {
          let progress: JobProgress | undefined = first;
          while (progress && !stop.aborted) {
            const data = JSON.stringify(progress);
            const id = eventIdOf(data);
            if (id !== lastId) {
              lastId = id;
              await stream.writeSSE({ event: 'progress', data, id });
            }
            if (progress.status !== 'queued' && progress.status !== 'running') break;
            if (await subscription.next(deps.keepAliveMs ?? 15_000, stop)) {
              // A story's changes come in bursts (its scenes' words, then their pictures): changes landing in this
              // short wait are read together, so a story costs fewer reads and the parent sees it no later than this.
              await sleep(PROGRESS_GATHER_MS, stop).catch(() => undefined);
              progress = await readProgress(db, userId, jobId);
            } else if (!stop.aborted) {
              await stream.write(': still working\n\n');
            }
          }
        } finally {
          subscription.close();
          admission.release();
        }
      });
    })
    .get('/stories', async (c) => {
      // The most-read route: the portfolio is read with the session check, its JSON ready-made by PostgreSQL.
      const child = PortfolioQuerySchema.safeParse(c.req.query());
      if (!child.success)
        throw new AppError('invalidInput', 400, 'child must be the id of one of the family’s children.');
      const childId = child.data.child;
      const found = await deps.auth.signedIn(c.req.raw.headers, portfolioCompanion(undefined, childId));
      if (!found) throw new AppError('unauthorized', 401);
      const stories = found.companion ?? (await portfolioJson(db, found.user.id, undefined, childId));
      return c.body(`{"stories":${stories}}`, 200, { 'Content-Type': 'application/json' });
    })
    .get('/stories/:id', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!isStoryId(id)) throw new AppError('invalidStoryId', 400);
      const story = await readStory(db, c.get('user').id, id);
      if (!story) throw new AppError('storyNotFound', 404);
      return c.json(story);
    })
    .delete('/stories/:id', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!isStoryId(id)) throw new AppError('invalidStoryId', 400);
      const scenes = await db
        .select({ imageUrl: storyScenes.imageUrl, thumbnailUrl: storyScenes.thumbnailUrl })
        .from(storyScenes)
        .innerJoin(stories, eq(stories.id, storyScenes.storyId))
        .where(and(eq(stories.id, id), eq(stories.userId, c.get('user').id)));
      const deleted = await db.transaction(async (tx) => {
        // The job that made the story stays (it holds the day's slot), but not the story's words: its scenes and the
        // parent's brief go with the story, all but the language.
        await tx.execute(sql`
          update story_jobs set scenes = '[]'::jsonb, brief = jsonb_build_object('language', brief -> 'language')
          where story_id = ${id} and user_id = ${c.get('user').id}`);
        return tx
          .delete(stories)
          .where(and(eq(stories.id, id), eq(stories.userId, c.get('user').id)))
          .returning({ id: stories.id });
      });
      if (deleted.length === 0) throw new AppError('storyNotFound', 404);
      await removeMediaByUrl(
        deps,
        c.get('user').id,
        scenes.flatMap((scene) => [scene.imageUrl, scene.thumbnailUrl]),
      );
      await removeMediaUnder(deps, c.get('user').id, narrationFolder(c.get('user').id, id));
      return c.body(null, 204);
    })
    .post('/stories/:id/scenes/:n/regenerate', signedIn, async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      const number = Number(c.req.param('n'));
      if (!isStoryId(id)) throw new AppError('invalidStoryId', 400);
      if (!Number.isInteger(number) || number < 1 || number > LIMITS.scenesPerStory) {
        throw new AppError('invalidInput', 400);
      }
      const story = await readStory(db, userId, id);
      if (!story?.isOwn) throw new AppError('storyNotFound', 404);
      const [scene] = await db
        .select()
        .from(storyScenes)
        .where(and(eq(storyScenes.storyId, id), eq(storyScenes.sceneNumber, number)));
      if (!scene) throw new AppError('storyNotFound', 404);
      // As a picture preview: a picture that could not be kept is not drawn, nor a redraw spent on it.
      if (deps.mediaHealth && (await deps.mediaHealth.status({ fresh: true })) === 'down') {
        throw new AppError('mediaStoreUnavailable', 503);
      }
      const left = await takeRegeneration(db, userId, id);
      if (left === undefined) throw new AppError('regenerationLimitReached', 429);
      try {
        const image = await regenerate(deps, {
          userId,
          storyId: id,
          scene,
          characterId: story.characterId,
          hide: (await storyNameGuardOf(db, userId, id)).hide,
          redraw: LIMITS.regenerationsPerStory - left,
        });
        await db
          .update(storyScenes)
          .set({ imageUrl: image.imageUrl, thumbnailUrl: image.thumbnailUrl })
          .where(and(eq(storyScenes.storyId, id), eq(storyScenes.sceneNumber, number)));
        await removeMediaByUrl(deps, c.get('user').id, [scene.imageUrl, scene.thumbnailUrl]);
        return c.json({ imageUrl: image.imageUrl, thumbnailUrl: image.thumbnailUrl, regenerationsLeft: left });
      } catch (error) {
        await giveRegenerationBack(db, id);
        if (isMediaStoreError(error)) {
          deps.mediaHealth?.suspect();
          throw new AppError('mediaStoreUnavailable', 503, undefined, { cause: error });
        }
        throw error instanceof AppError
          ? error
          : new AppError('imageGenerationFailed', 502, undefined, { cause: error });
      }
    })
    .post('/speech', signedIn, async (c) => {
      const { storyId, sceneNumber } = await jsonBody(c, SpeechSchema);
      const story = await readStory(db, c.get('user').id, storyId);
      const scene = story?.scenes.find((candidate) => candidate.number === sceneNumber);
      if (!story || !scene) throw new AppError('storyNotFound', 404);
      const userId = c.get('user').id;
      const narrator = deps.providers.narrator;
      const budget = narrationBudget(narrator, deps.budget, userId);
      const narration = await storedNarration(
        { db, media: deps.media, narrator, ...(budget ? { budget } : {}) },
        {
          userId,
          storyId: story.id,
          sceneNumber,
          text: scene.text,
          language: story.language,
          signal: c.req.raw.signal,
        },
      );
      if (!narration) return c.json({ useDeviceVoice: true } satisfies NarrationAnswer);
      const { audioUrl, sentences } = narration;
      return c.json({ useDeviceVoice: false, audioUrl, ...(sentences ? { sentences } : {}) } satisfies NarrationAnswer);
    });
}

async function regenerate(
  deps: StoryRouteDeps,
  input: {
    userId: string;
    storyId: string;
    scene: typeof storyScenes.$inferSelect;
    characterId: string | null;
    /** Hides the family's names (and the story's friends) from the picture's prompt. */
    hide: (text: string) => string;
    /** Which of the story's redraws this is (1-3): the built-in illustrator draws each one differently. */
    redraw: number;
  },
) {
  const [character] = input.characterId
    ? await deps.db.select().from(characters).where(eq(characters.id, input.characterId))
    : [];
  const premium = await isPremiumRedraw(deps.db, input.userId, input.storyId);
  const result = await illustrateScene(
    { ...deps, ...(deps.timing ? { timing: deps.timing } : {}) },
    {
      // The redraw's number rides in the job id, which seeds the picture (`<story>~r2:<scene>`); the files stay
      // beside the story's others.
      jobId: `${input.storyId}~r${input.redraw}`,
      prefix: `users/${input.userId}/jobs/${input.storyId}`,
      userId: input.userId,
      hide: input.hide,
      // The scene's own plan and activity: a redraw shows the same place, pose and things anew (issue 15).
      scene: {
        number: input.scene.sceneNumber,
        text: input.scene.sceneText,
        imagePrompt: input.scene.imagePrompt,
        plan: input.scene.plan ?? undefined,
        activityIndex: input.scene.activityImageUrl ? 0 : undefined,
      },
      reference: premium && character ? await referencePicture(deps, character.imageUrl, deps.logger) : undefined,
      loaded: {
        character: {
          id: character?.id ?? '',
          name: character?.name ?? '',
          imageUrl: character?.imageUrl ?? input.scene.imageUrl,
          look: character?.look ?? '',
          isCustom: character?.isCustom ?? false,
        },
        activityArt: input.scene.activityImageUrl ? [input.scene.activityImageUrl] : [],
        brief: {
          characterId: character?.id ?? '',
          activityIds: [],
          customActivities: [],
          language: 'en',
          premium,
        },
      },
    },
  );
  // The built-in illustrator's picture stands in for a failed model; the bare catalog art does not.
  if (result.isArtOnly) throw new AppError('imageGenerationFailed', 502);
  return result;
}

/** A story made with the premium model is redrawn with it, as long as the parent still has premium. */
async function isPremiumRedraw(db: Database, userId: string, storyId: string): Promise<boolean> {
  const [row] = await db
    .select({ brief: storyJobs.brief, isPremiumUser: userSettings.premiumUser })
    .from(storyJobs)
    .innerJoin(userSettings, eq(userSettings.userId, storyJobs.userId))
    .where(and(eq(storyJobs.storyId, storyId), eq(storyJobs.userId, userId)))
    .limit(1);
  return row?.isPremiumUser === true && (row.brief as Partial<StoryJobBrief>).premium === true;
}
