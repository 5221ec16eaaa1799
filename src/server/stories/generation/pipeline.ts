import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/domain.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Database } from '../../db/client.ts';
import {
  activities,
  characters,
  type JobSceneProgress,
  stories,
  storyJobs,
  storyScenes,
  type Translation,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { removeMediaUnder } from '../../media/remove-media.ts';
import { storeImage } from '../../media/store-image.ts';
import type { Providers } from '../../providers/registry.ts';
import {
  type BriefItem,
  SCENE_ROLE_OF,
  type StoryBrief,
  type WrittenScene,
  type WrittenStory,
} from '../../providers/types.ts';
import { sleep } from '../../util/sleep.ts';
import type { StoryJobBrief } from '../jobs.ts';
import { CHILD_PLACEHOLDER, childNameOf, hideChildName, restoreChildName } from './child-name.ts';
import { storyPersonalisation } from './story-memory.ts';
import { checkStructure } from './structure.ts';

/** Every picture of a story shares one style and the character's look, so the character stays the same (issue 4.5). */
export const IMAGE_STYLE =
  'Soft, warm children’s picture-book illustration, gentle pastel colours, rounded friendly shapes, calm mood, no text';
const NEGATIVE_PROMPT = 'text, letters, scary, dark shadows, weapons, blood, realistic photo, adult content';

export type PipelineTiming = {
  backoffMs: number;
  timeoutBackoffMs: number;
  maxBackoffMs: number;
  imageTimeoutMs: number;
};
/** Spec §9: back-off 1 s doubling up to 15 s, starting at 3 s after a time-out; 60 s per request. */
export const SPEC_TIMING: PipelineTiming = {
  backoffMs: 1000,
  timeoutBackoffMs: 3000,
  maxBackoffMs: 15_000,
  imageTimeoutMs: 60_000,
};

export type PipelineDeps = {
  /** The app's public address: models fetch the premium reference picture from it. */
  publicUrl: string;
  db: Database;
  media: MediaStore;
  providers: Providers;
  logger: Logger;
  timing?: PipelineTiming;
  fetch?: typeof fetch;
  /** Waits between picture attempts; tests pass one that only records the wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

type Loaded = {
  userId: string;
  brief: StoryJobBrief;
  storyBrief: StoryBrief;
  childName: string | null;
  character: { id: string; name: string; imageUrl: string; look: string; isCustom: boolean };
  activityArt: string[];
  /** The activities' names as the parent sees them, with the child's name. */
  activityNames: string[];
  customActivities: string[];
};

function localized(row: { name: string; description: string; translations: Translation[] }, language: Language) {
  const translation = row.translations.find((entry) => entry.language === language);
  return { name: translation?.name || row.name, description: translation?.description || row.description };
}

/** `/art/x.svg` -> `art/x.svg`, `/media/k` -> `media/k`: the paths the built-in illustrator composes from. */
const artPath = (url: string) => url.replace(/^\//, '');

async function load(db: Database, jobId: string): Promise<Loaded | undefined> {
  const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
  if (!job || job.status === 'complete' || job.status === 'failed' || job.status === 'cancelled') return undefined;
  const brief = job.brief as StoryJobBrief;
  const [character] = await db.select().from(characters).where(eq(characters.id, brief.characterId));
  if (!character) throw new AppError('characterNotFound', 404);
  const rows = brief.activityIds.length
    ? await db.select().from(activities).where(inArray(activities.id, brief.activityIds))
    : [];
  const ordered = brief.activityIds.flatMap((id) => rows.filter((row) => row.id === id));
  const childName = await childNameOf(db, job.userId);
  // Spec: the child's first name never leaves the server, wherever the parent typed it.
  const hide = (text: string) => hideChildName(text, childName);
  const customActivities = brief.customActivities.filter((text) => text.trim() !== '');
  const toItem = (row: typeof character): BriefItem => {
    const { name, description } = localized(row, brief.language);
    return {
      name: hide(name),
      description: hide(description),
      look: hide(row.look),
      catalogId: row.isCustom ? undefined : row.id,
    };
  };
  const personal = await storyPersonalisation(db, job.userId);
  return {
    userId: job.userId,
    brief,
    childName,
    character: {
      id: character.id,
      name: localized(character, brief.language).name,
      imageUrl: character.imageUrl,
      look: hide(character.look),
      isCustom: character.isCustom,
    },
    activityArt: ordered.map((row) => row.imageUrl),
    activityNames: ordered.map((row) => localized(row, brief.language).name),
    customActivities,
    storyBrief: {
      language: brief.language,
      character: toItem(character),
      activities: ordered.map(toItem),
      customDescription: brief.customDescription ? hide(brief.customDescription) : undefined,
      customActivities: customActivities.map(hide),
      childPlaceholder: childName ? CHILD_PLACEHOLDER : undefined,
      childPronoun: personal.childPronoun,
      recent: personal.recent.map((memory) => ({ ...memory, title: hide(memory.title) })),
      seed: jobId,
    },
  };
}

/** Writes one scene's progress; false when the job's row is gone (its parent deleted their account). */
async function updateScene(db: Database, jobId: string, scene: JobSceneProgress): Promise<boolean> {
  const result = await db.execute(sql`
    update story_jobs
    set scenes = jsonb_set(scenes, ${`{${scene.number - 1}}`}::text[], (scenes -> ${scene.number - 1}::int) || ${JSON.stringify(scene)}::jsonb),
        updated_at = now()
    where id = ${jobId}`);
  return (result.rowCount ?? 0) > 0;
}

async function jobExists(db: Database, jobId: string): Promise<boolean> {
  const rows = await db.select({ id: storyJobs.id }).from(storyJobs).where(eq(storyJobs.id, jobId));
  return rows.length > 0;
}

/** Writes the job's phase or status; false when the job's row is gone. */
async function setPhase(db: Database, jobId: string, values: Partial<typeof storyJobs.$inferInsert>): Promise<boolean> {
  const updated = await db
    .update(storyJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storyJobs.id, jobId))
    .returning({ id: storyJobs.id });
  return updated.length > 0;
}

/**
 * Whether a failed picture attempt ran out of time (spec §9 waits 3 s before the next one): the attempt's own timer
 * (the provider then reports a cancellation), or the provider's time-out, including Replicate's "still processing".
 */
function isTimeout(error: unknown, attemptSignal: AbortSignal, jobSignal: AbortSignal | undefined): boolean {
  if (attemptSignal.aborted && !jobSignal?.aborted) return true;
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  if (code === 'timeout' || code === 'stillProcessing') return true;
  return error instanceof Error && (error.name === 'TimeoutError' || /timed? ?out/i.test(error.message));
}

/** Spec §9's picture attempts: 1024x576 first, then 512x288 in fast mode with guidance 3.5. */
function attemptSize(attempt: number) {
  return attempt === 1
    ? { width: 1024, height: 576, guidanceScale: 7.5, goFast: false }
    : { width: 512, height: 288, guidanceScale: 3.5, goFast: true };
}

type SceneImage = { imageUrl: string; thumbnailUrl: string; isFallback: boolean };

/**
 * One scene's picture with spec §9's ladder: 1024x576 first, then 512x288 in fast mode, at most 3 attempts, with
 * back-off; a scene that still fails gets its activity's art (the character's for the last scene).
 */
export async function illustrateScene(
  deps: PipelineDeps,
  input: {
    jobId: string;
    userId: string;
    scene: WrittenScene;
    loaded: Pick<Loaded, 'character' | 'activityArt' | 'brief'>;
    /** The child's first name, kept out of the prompt. */
    childName?: string | null | undefined;
    /** Where the picture is stored; by default beside the job's other files. */
    prefix?: string | undefined;
    signal?: AbortSignal | undefined;
    /** Called before each further attempt; throws to stop (the job is gone). */
    beforeRetry?: () => Promise<void>;
  },
): Promise<SceneImage & { attempts: number }> {
  const timing = deps.timing ?? SPEC_TIMING;
  const { scene, loaded } = input;
  const activityArt = scene.activityIndex === undefined ? undefined : loaded.activityArt[scene.activityIndex];
  const prompt = hideChildName(
    `${IMAGE_STYLE}. The main character: ${loaded.character.look}. ${scene.imagePrompt}`,
    input.childName,
  );
  let delay = timing.backoffMs;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const size = attemptSize(attempt);
    const attemptSignal = AbortSignal.any([
      ...(input.signal ? [input.signal] : []),
      AbortSignal.timeout(timing.imageTimeoutMs),
    ]);
    try {
      const illustration = await deps.providers.illustrator.draw(
        {
          prompt,
          ...size,
          numInferenceSteps: 4,
          negativePrompt: NEGATIVE_PROMPT,
          premium: loaded.brief.premium,
          referenceImageUrl: loaded.brief.premium
            ? new URL(loaded.character.imageUrl, deps.publicUrl).toString()
            : undefined,
          composition: {
            role: SCENE_ROLE_OF[scene.number] ?? 'playtime',
            characterArt: artPath(loaded.character.imageUrl),
            activityArt: activityArt ? artPath(activityArt) : undefined,
            plan: scene.plan,
            seed: `${input.jobId}:${scene.number}`,
          },
        },
        { signal: attemptSignal },
      );
      const stored = await storeImage(
        { db: deps.db, media: deps.media, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
        {
          image: illustration,
          userId: input.userId,
          prefix: input.prefix ?? `users/${input.userId}/jobs/${input.jobId}`,
          signal: input.signal,
        },
      );
      return { imageUrl: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl, isFallback: false, attempts: attempt };
    } catch (error) {
      if (input.signal?.aborted) throw input.signal.reason;
      deps.logger.warn({ jobId: input.jobId, scene: scene.number, attempt, err: error }, 'scene image failed');
      if (attempt === 3) break;
      await input.beforeRetry?.();
      if (isTimeout(error, attemptSignal, input.signal)) delay = Math.max(delay, timing.timeoutBackoffMs);
      await (deps.sleep ?? sleep)(Math.min(delay, timing.maxBackoffMs), input.signal);
      delay *= 2;
    }
  }
  const fallback = scene.number === LIMITS.scenesPerStory || !activityArt ? loaded.character.imageUrl : activityArt;
  return { imageUrl: fallback, thumbnailUrl: fallback, isFallback: true, attempts: 3 };
}

/**
 * Asks for the story, with one repair request when the draft breaks the structure rules (issue 4); a second failure
 * fails the job. `onRepair` runs before the repair request, so what was started for the first draft is dropped.
 */
async function writeChecked(
  deps: PipelineDeps,
  brief: StoryBrief,
  hooks: { onScene: (scene: WrittenScene) => void; onRepair: () => Promise<void> },
  signal: AbortSignal | undefined,
): Promise<WrittenStory> {
  for (let attempt = 1; ; attempt += 1) {
    if (attempt > 1) await hooks.onRepair();
    const story = await deps.providers.writer.write(brief, { signal, onScene: hooks.onScene });
    const verdict = checkStructure(story, brief.language);
    if (verdict.ok) return story;
    deps.logger.warn({ problems: verdict.problems, attempt }, 'story broke the structure rules');
    if (attempt >= 2) throw new AppError('storyGenerationFailed', 502, 'Invalid story format');
  }
}

/** Refuses text the safety checker does not pass (spec §5's message), whoever wrote it. */
async function ensureSafe(deps: PipelineDeps, texts: string[], language: Language): Promise<void> {
  if (texts.length === 0) return;
  const verdict = await deps.providers.safety.check(texts, language);
  if (!verdict.isSafe) throw new AppError('unsafeContent', 422);
}

/** Marks a job failed and gives its daily slot back (a failed story does not count). */
export async function failJob(db: Database, jobId: string, error: AppError): Promise<void> {
  await setPhase(db, jobId, {
    status: 'failed',
    holdsSlot: false,
    error: { code: error.code, message: error.message },
  });
}

const pendingScenes = (): JobSceneProgress[] =>
  Array.from({ length: LIMITS.scenesPerStory }, (_, index) => ({ number: index + 1, status: 'pending' as const }));

/** Removes what an interrupted earlier attempt of this job stored, so a retry leaves no orphan files. */
export async function clearEarlierAttempt(deps: PipelineDeps, userId: string, jobId: string): Promise<void> {
  await removeMediaUnder(deps, userId, `users/${userId}/jobs/${jobId}/`);
}

/**
 * Runs one story job end to end: safety check -> text (scenes streamed) -> each scene's picture as soon as its text
 * is known -> story and 7 scenes saved in one transaction. Progress is written to the job row for the live stream.
 */
export async function runStoryJob(deps: PipelineDeps, jobId: string, signal?: AbortSignal): Promise<void> {
  let loaded: Loaded | undefined;
  try {
    loaded = await load(deps.db, jobId);
  } catch (error) {
    // A brief that can no longer be made (its character was deleted meanwhile) fails at once, not after retries.
    if (!(error instanceof AppError)) throw error;
    await failJob(deps.db, jobId, error);
    return;
  }
  if (!loaded) return;
  const { userId, childName } = loaded;
  const log = deps.logger.child({ jobId });
  // A job whose row is gone (the parent deleted their account) stops at its next progress write: no further
  // provider call is made with the parent's text, and nothing more is stored.
  const gone = new AbortController();
  const jobSignal = signal ? AbortSignal.any([signal, gone.signal]) : gone.signal;
  const stopWhenGone = (exists: boolean) => {
    if (!exists) gone.abort(new AppError('jobNotFound', 404));
    jobSignal.throwIfAborted();
  };
  /** Stops the pictures still being drawn and removes what they stored (set once pictures can start). */
  let drop = async (): Promise<void> => {};
  try {
    await clearEarlierAttempt(deps, userId, jobId);
    stopWhenGone(
      await setPhase(deps.db, jobId, {
        status: 'running',
        phase: 'starting',
        scenes: pendingScenes(),
      }),
    );

    const freeText = [loaded.storyBrief.customDescription ?? '', ...loaded.storyBrief.customActivities].filter(Boolean);
    await ensureSafe(deps, freeText, loaded.brief.language);

    stopWhenGone(await setPhase(deps.db, jobId, { phase: 'text' }));
    // Each draft of the text has its own pictures, stored under its own folder: a repaired draft never shows a
    // picture drawn for another text.
    let draftNumber = 1;
    const newDraft = () => ({
      prefix: `users/${userId}/jobs/${jobId}/draft-${draftNumber}`,
      controller: new AbortController(),
      images: new Map<number, Promise<SceneImage>>(),
    });
    let draft = newDraft();
    drop = async () => {
      const dropped = draft;
      dropped.controller.abort(new Error('the draft was dropped'));
      await Promise.allSettled(dropped.images.values());
      await removeMediaUnder(deps, userId, `${dropped.prefix}/`);
    };
    const startImage = (scene: WrittenScene) => {
      const { images, controller, prefix } = draft;
      if (images.has(scene.number)) return;
      const text = restoreChildName(scene.text, childName);
      const pictureSignal = AbortSignal.any([jobSignal, controller.signal]);
      const task = (async () => {
        // What the model wrote is checked like what the parent typed, before the parent (or child) sees it.
        await ensureSafe(deps, [scene.text], loaded.brief.language);
        pictureSignal.throwIfAborted();
        stopWhenGone(await updateScene(deps.db, jobId, { number: scene.number, status: 'generating', text }));
        const image = await illustrateScene(deps, {
          jobId,
          userId,
          scene,
          loaded,
          childName,
          prefix,
          signal: pictureSignal,
          // A failed attempt may be the account's deletion (its picture could not be recorded): ask before the next.
          beforeRetry: async () => stopWhenGone(await jobExists(deps.db, jobId)),
        });
        pictureSignal.throwIfAborted();
        stopWhenGone(
          await updateScene(deps.db, jobId, {
            number: scene.number,
            status: 'completed',
            text,
            imageUrl: image.imageUrl,
            thumbnailUrl: image.thumbnailUrl,
          }),
        );
        return image;
      })();
      // Awaited below; this only keeps an early failure from being reported as unhandled.
      task.catch(() => undefined);
      images.set(scene.number, task);
    };
    const repair = async () => {
      await drop();
      draftNumber += 1;
      draft = newDraft();
      stopWhenGone(await setPhase(deps.db, jobId, { scenes: pendingScenes() }));
    };
    const story = await writeChecked(deps, loaded.storyBrief, { onScene: startImage, onRepair: repair }, jobSignal);
    // Every text that will be saved is checked, whichever draft and however it arrived.
    await ensureSafe(deps, [story.title, ...story.scenes.map((scene) => scene.text)], loaded.brief.language);
    for (const scene of story.scenes) startImage(scene);
    stopWhenGone(await setPhase(deps.db, jobId, { phase: 'images' }));
    const { images } = draft;
    const pictures = await Promise.all(story.scenes.map((scene) => images.get(scene.number) as Promise<SceneImage>));

    stopWhenGone(await setPhase(deps.db, jobId, { phase: 'saving' }));
    await deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(stories)
        .values({
          title: restoreChildName(story.title, childName),
          characterId: loaded.character.id,
          characterName: loaded.character.name,
          activities: [...loaded.activityNames, ...loaded.customActivities],
          userId,
          isCustom: true,
          customDescription: loaded.brief.customDescription ?? null,
          customActivities: loaded.customActivities,
          language: loaded.brief.language,
          memory: story.memory ?? null,
        })
        .returning({ id: stories.id });
      if (!saved) throw new Error('the story was not saved');
      await tx.insert(storyScenes).values(
        story.scenes.map((scene, index) => ({
          storyId: saved.id,
          sceneNumber: scene.number,
          sceneText: restoreChildName(scene.text, childName),
          imagePrompt: scene.imagePrompt,
          imageUrl: pictures[index]?.imageUrl ?? loaded.character.imageUrl,
          thumbnailUrl: pictures[index]?.thumbnailUrl ?? loaded.character.imageUrl,
          userId,
          language: loaded.brief.language,
        })),
      );
      const finished = await tx
        .update(storyJobs)
        .set({ status: 'complete', phase: 'complete', storyId: saved.id, updatedAt: new Date() })
        .where(and(eq(storyJobs.id, jobId), eq(storyJobs.status, 'running')))
        .returning({ id: storyJobs.id });
      // Someone else finished or cancelled this job meanwhile: keep exactly one story.
      if (finished.length === 0) throw new AppError('jobNotFound', 409);
    });
    log.info({ fallbacks: pictures.filter((picture) => picture.isFallback).length }, 'story complete');
  } catch (error) {
    // Pictures still being drawn store nothing once the job has failed.
    await drop().catch((dropError: unknown) => log.warn({ err: dropError }, 'pictures of a failed story not removed'));
    if (signal?.aborted) throw error;
    if (gone.signal.aborted) {
      log.info('story stopped: its job is gone (the account was deleted)');
      return;
    }
    const appError =
      error instanceof AppError ? error : new AppError('storyGenerationFailed', 502, undefined, { cause: error });
    log.error({ err: error, code: appError.code }, 'story failed');
    await failJob(deps.db, jobId, appError);
  }
}
