import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { LIMITS } from '../../../shared/domain.ts';
import type { FamilySkin } from '../../../shared/family.ts';
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
import { isMediaStoreError, MEDIA_URL_PREFIX, type MediaStore } from '../../media/media-store.ts';
import { removeMediaUnder } from '../../media/remove-media.ts';
import { storeImage } from '../../media/store-image.ts';
import { derivePlan } from '../../providers/builtin/illustration/scene-plan.ts';
import { isConfigurationError } from '../../providers/provider-errors.ts';
import type { Providers } from '../../providers/registry.ts';
import {
  type BriefItem,
  type Illustration,
  type ImageRequest,
  SCENE_ROLE_OF,
  type ScenePlan,
  type StoryBrief,
  type WriteOptions,
  type WrittenScene,
  type WrittenStory,
} from '../../providers/types.ts';
import { checkScene, checkStructure } from '../../story-rules/structure.ts';
import { sleep } from '../../util/sleep.ts';
import type { StoryJobBrief } from '../jobs.ts';
import { dayFacts, dayOfBrief } from './day-facts.ts';
import {
  CHILD_PLACEHOLDER,
  familyNameGuard,
  familyOf,
  friendsOf,
  type NameGuard,
  storyChildrenOf,
} from './family-names.ts';
import { createProgressWrites } from './progress-writes.ts';
import { createScenePictures, type ScenePicture } from './scene-pictures.ts';
import { recentMemories } from './story-memory.ts';

/** Every picture of a story shares one style and the character's look, so the character stays the same (issue 4.5). */
export const IMAGE_STYLE =
  'Soft, warm children’s picture-book illustration, gentle pastel colours, rounded friendly shapes, calm mood, no text';
const NEGATIVE_PROMPT = 'text, letters, scary, dark shadows, weapons, blood, realistic photo, adult content';

export type PipelineTiming = {
  backoffMs: number;
  timeoutBackoffMs: number;
  maxBackoffMs: number;
  imageTimeoutMs: number;
  /** How long the language model may take for the whole story, repair included (default `MODEL_DEADLINE_MS`). */
  modelDeadlineMs?: number;
};
/** Spec §9: back-off 1 s doubling up to 15 s, starting at 3 s after a time-out; 60 s per request. */
export const SPEC_TIMING: PipelineTiming = {
  backoffMs: 1000,
  timeoutBackoffMs: 3000,
  maxBackoffMs: 15_000,
  imageTimeoutMs: 60_000,
};

/**
 * The story model's time for a story, every try and the repair together: a model that hangs costs the parent this
 * long, then the built-in storyteller writes (issue 16.1). Without it, the SDK's tries and time-outs add up to minutes.
 */
export const MODEL_DEADLINE_MS = 90_000;

export type PipelineDeps = {
  /** The app's public address. */
  publicUrl: string;
  /** Where the catalog art lives (`public/`), for the premium reference picture. */
  publicDir?: string | undefined;
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
  /** Hides the family's names (and tonight's friends) from providers and puts them back. */
  names: NameGuard;
  /** The story's children (ids of the family's), saved with the story. */
  childIds: string[];
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
  const family = await familyOf(db, job.userId);
  const day = dayOfBrief(job.brief);
  const children = storyChildrenOf(family, day.childIds);
  // Spec: no name of the family, nor of tonight's friends, leaves the server, wherever the parent typed it.
  const names = familyNameGuard(family, {
    childIds: children.map((child) => child.id),
    friends: friendsOf(job.brief),
  });
  const hide = names.hide;
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
  return {
    userId: job.userId,
    brief,
    names,
    childIds: children.map((child) => child.id),
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
      childPlaceholder: children[0] ? CHILD_PLACEHOLDER : undefined,
      childPronoun: children[0]?.pronoun ?? undefined,
      facts: dayFacts({ userId: job.userId, family, children, moments: day.moments, guard: names }),
      recent: (await recentMemories(db, job.userId)).map((memory) => ({
        ...memory,
        title: hide(memory.title),
        uhOh: hide(memory.uhOh),
      })),
      seed: jobId,
    },
  };
}

/**
 * Writes scenes' progress in one statement, each change merged into its scene; false when the job's row is gone (its
 * parent deleted their account).
 */
async function updateScenes(db: Database, jobId: string, changes: JobSceneProgress[]): Promise<boolean> {
  let scenes = sql`scenes`;
  for (const change of changes) {
    const index = change.number - 1;
    scenes = sql`jsonb_set(${scenes}, ${`{${index}}`}::text[], (scenes -> ${index}::int) || ${JSON.stringify(change)}::jsonb)`;
  }
  const result = await db.execute(
    sql`update story_jobs set scenes = ${scenes}, updated_at = now() where id = ${jobId}`,
  );
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

/** A story's image seed, from its job id: the same story always draws with the same one. */
export function seedOf(jobId: string): number {
  return createHash('sha256').update(jobId).digest().readUInt32BE(0) % 2_147_483_647;
}

/**
 * A picture attempt's seed. The first attempt of every scene has the story's seed, so the character is drawn the same
 * way in every scene (issue 16.5). A later attempt has another one (the same for every scene's attempt of that number):
 * with the same seed, size and prompt, a model's refusal (a false NSFW alarm) would come back, and be paid for, again.
 */
export function attemptSeed(jobId: string, attempt: number): number {
  return attempt === 1 ? seedOf(jobId) : seedOf(`${jobId}:attempt-${attempt}`);
}

/**
 * The character's picture as image models take a reference (issue 16.5): a PNG, not the catalog's SVG, sent inline
 * as a `data:` URL so the model needs no way into this server. Undefined (no reference) when it cannot be read.
 */
export async function referencePicture(
  deps: Pick<PipelineDeps, 'media' | 'publicDir'>,
  imageUrl: string,
  log: Logger,
): Promise<string | undefined> {
  const cached = REFERENCES.get(imageUrl);
  if (cached) return cached;
  try {
    let bytes: Buffer;
    if (imageUrl.startsWith(MEDIA_URL_PREFIX)) {
      const file = await deps.media.open(imageUrl.slice(MEDIA_URL_PREFIX.length));
      if (!file) return undefined;
      bytes = Buffer.from(await new Response(file.body).arrayBuffer());
    } else {
      const root = path.resolve(deps.publicDir ?? DEFAULT_PUBLIC_DIR);
      const file = path.resolve(root, `.${imageUrl}`);
      if (!file.startsWith(`${root}${path.sep}`)) return undefined;
      bytes = await readFile(file);
    }
    const png = await sharp(bytes, { density: 96 })
      .resize(384, 384, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png({ palette: true })
      .toBuffer();
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    // Catalog art and stored pictures never change under their address: keep the last few.
    if (REFERENCES.size >= 32) REFERENCES.delete(REFERENCES.keys().next().value ?? '');
    REFERENCES.set(imageUrl, dataUrl);
    return dataUrl;
  } catch (error) {
    log.warn({ err: error, imageUrl }, 'the reference picture could not be made; drawing without it');
    return undefined;
  }
}

const REFERENCES = new Map<string, string>();

const DEFAULT_PUBLIC_DIR = fileURLToPath(new URL('../../../../public', import.meta.url));

/** Spec §9's picture attempts: 1024x576 first, then 512x288 in fast mode with guidance 3.5. */
function attemptSize(attempt: number) {
  return attempt === 1
    ? { width: 1024, height: 576, guidanceScale: 7.5, goFast: false }
    : { width: 512, height: 288, guidanceScale: 3.5, goFast: true };
}

type SceneImage = {
  imageUrl: string;
  thumbnailUrl: string;
  /** Not drawn by the configured illustrator: by the built-in one after the model failed, or the catalog art. */
  isFallback: boolean;
  /** Only the catalog art could be given (even the built-in illustrator failed): no drawn picture at all. */
  isArtOnly?: boolean;
  /** What the picture shows, kept with the scene so a redraw draws the same place, pose and activity. */
  plan: ScenePlan;
  /** The activity art the picture was composed with (`/art/x.svg`, `/media/…`), if any. */
  activityArt?: string | undefined;
};

/**
 * Spec §9's ladder for any picture (a scene's, a custom item's): at most 3 attempts with back-off, longer after a
 * time-out, each with its own time limit; a configuration error (401, 403, 404) ends it at once. Undefined when every
 * attempt failed; a cancellation is thrown.
 */
export async function withPictureLadder<T>(
  deps: Pick<PipelineDeps, 'timing' | 'sleep' | 'logger'>,
  attemptOnce: (attempt: number, attemptSignal: AbortSignal) => Promise<T>,
  options: {
    signal?: AbortSignal | undefined;
    /** Called before each further attempt; throws to stop. */
    beforeRetry?: (() => Promise<void>) | undefined;
    context?: Record<string, unknown>;
  } = {},
): Promise<T | undefined> {
  const timing = deps.timing ?? SPEC_TIMING;
  let delay = timing.backoffMs;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const attemptSignal = AbortSignal.any([
      ...(options.signal ? [options.signal] : []),
      AbortSignal.timeout(timing.imageTimeoutMs),
    ]);
    try {
      return await attemptOnce(attempt, attemptSignal);
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      // The picture was drawn but the store failed: another attempt would pay the provider again for nothing, and
      // the built-in art would hide the store's failure. The story waits for the store instead.
      if (isMediaStoreError(error)) throw error;
      deps.logger.warn({ ...options.context, attempt, err: error }, 'picture attempt failed');
      // A wrong key, address or model (401, 403, 404) fails every attempt alike: stop at once.
      if (attempt === 3 || isConfigurationError(error)) break;
      await options.beforeRetry?.();
      if (isTimeout(error, attemptSignal, options.signal)) delay = Math.max(delay, timing.timeoutBackoffMs);
      await (deps.sleep ?? sleep)(Math.min(delay, timing.maxBackoffMs), options.signal);
      delay *= 2;
    }
  }
  return undefined;
}

/**
 * One scene's picture with spec §9's ladder: 1024x576 first, then 512x288 in fast mode, at most 3 attempts, with
 * back-off. A scene the image model still fails is drawn by the built-in illustrator (issue 15); only when that fails
 * too does it get its activity's art (the character's for the last scene).
 */
export async function illustrateScene(
  deps: PipelineDeps,
  input: {
    jobId: string;
    userId: string;
    scene: WrittenScene;
    loaded: Pick<Loaded, 'character' | 'activityArt' | 'brief'>;
    /** Hides the family's names from the prompt; none hidden without it. */
    hide?: ((text: string) => string) | undefined;
    /** Where the picture is stored; by default beside the job's other files. */
    prefix?: string | undefined;
    signal?: AbortSignal | undefined;
    /** Called before each further attempt; throws to stop (the job is gone). */
    beforeRetry?: () => Promise<void>;
    /** The character's picture for models that take a reference (premium): a PNG `data:` URL. */
    reference?: string | undefined;
    /** The scene's draft is not checked whole yet (see `DrawOptions`). */
    mayBeDropped?: boolean | undefined;
    /** The family's one skin tone (`DayFacts.skin`), kept in the plan so the people it draws of the family have it. */
    skin?: FamilySkin | undefined;
  },
): Promise<SceneImage & { attempts: number }> {
  const { scene, loaded } = input;
  const role = SCENE_ROLE_OF[scene.number] ?? 'playtime';
  const ownArt = scene.activityIndex === undefined ? undefined : loaded.activityArt[scene.activityIndex];
  // Scene 1 shows no activity of its own, but its picture hints at the day's first one, so portfolio cards differ
  // by day also when a model wrote the story (issue 15).
  const activityArt = ownArt ?? (role === 'opening' ? loaded.activityArt[0] : undefined);
  const prompt = (input.hide ?? ((text: string) => text))(
    `${IMAGE_STYLE}. The main character: ${loaded.character.look}. ${scene.imagePrompt}`,
  );
  const seed = `${input.jobId}:${scene.number}`;
  // The writer's plan, or one read from the prompt: kept with the scene, so a redraw shows the same scene.
  const planned =
    scene.plan ?? derivePlan({ role, activityArt: activityArt ? artPath(activityArt) : undefined, prompt, seed });
  const plan = input.skin && !planned.skin ? { ...planned, skin: input.skin } : planned;
  const request = (attempt: number): ImageRequest => ({
    prompt,
    ...attemptSize(attempt),
    numInferenceSteps: 4,
    negativePrompt: NEGATIVE_PROMPT,
    premium: loaded.brief.premium,
    referenceImageUrl: loaded.brief.premium ? input.reference : undefined,
    // One seed per story on the first attempt, so the character is drawn the same way in every scene (issue 16.5);
    // a later attempt has its own, since the same request would bring the same refusal back.
    seed: attemptSeed(input.jobId, attempt),
    composition: {
      role,
      characterArt: artPath(loaded.character.imageUrl),
      activityArt: activityArt ? artPath(activityArt) : undefined,
      plan,
      // A parent's own character is drawn from its words in every pose (issue 15).
      look: loaded.character.isCustom ? `${loaded.character.name}. ${loaded.character.look}` : undefined,
      seed,
    },
  });
  const store = (illustration: Illustration) =>
    storeImage(
      { db: deps.db, media: deps.media, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
      {
        image: illustration,
        userId: input.userId,
        prefix: input.prefix ?? `users/${input.userId}/jobs/${input.jobId}`,
        signal: input.signal,
      },
    );
  const image = await withPictureLadder(
    deps,
    async (attempt, attemptSignal) => {
      const illustration = await deps.providers.illustrator.draw(request(attempt), {
        signal: attemptSignal,
        mayBeDropped: input.mayBeDropped,
      });
      let stored: Awaited<ReturnType<typeof store>>;
      try {
        stored = await store(illustration);
      } catch (error) {
        // The picture was made but its draft was dropped (or the job stopped) while it was being copied.
        if (input.signal?.aborted) illustration.letGo?.();
        throw error;
      }
      return { imageUrl: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl, isFallback: false, attempts: attempt };
    },
    { signal: input.signal, beforeRetry: input.beforeRetry, context: { jobId: input.jobId, scene: scene.number } },
  );
  if (image) return { ...image, plan, activityArt };
  const { fallbackIllustrator } = deps.providers;
  if (fallbackIllustrator && fallbackIllustrator !== deps.providers.illustrator) {
    // As before any further attempt: the failures may be the account's deletion.
    await input.beforeRetry?.();
    try {
      const stored = await store(await fallbackIllustrator.draw(request(1), { signal: input.signal }));
      deps.logger.info({ jobId: input.jobId, scene: scene.number }, 'the built-in illustrator drew the scene');
      const { imageUrl, thumbnailUrl } = stored;
      return { imageUrl, thumbnailUrl, isFallback: true, attempts: 3, plan, activityArt };
    } catch (error) {
      if (input.signal?.aborted) throw input.signal.reason;
      if (isMediaStoreError(error)) throw error;
      deps.logger.warn({ jobId: input.jobId, scene: scene.number, err: error }, 'the built-in illustrator failed');
    }
  }
  const art = scene.number === LIMITS.scenesPerStory || !ownArt ? loaded.character.imageUrl : ownArt;
  return { imageUrl: art, thumbnailUrl: art, isFallback: true, isArtOnly: true, attempts: 3, plan, activityArt };
}

/**
 * Writes the story (issue 16.1): the configured writer, and when its draft breaks the rules one repair request that
 * names each broken rule; when the model still fails (an error, or a second bad draft), the built-in storyteller
 * writes it in the requested language; so it does when the model is not done within its deadline (`modelDeadlineMs`,
 * every try and the repair together). `onRestart` runs before each new draft: a repair or a stream asked anew may
 * keep what was started for the scenes it tells alike, the built-in storyteller keeps nothing. Only a cancellation
 * ends without a story.
 */
async function writeStory(
  deps: PipelineDeps,
  brief: StoryBrief,
  hooks: { onScene: (scene: WrittenScene) => void; onRestart: (next: { keep: boolean }) => Promise<void> },
  signal: AbortSignal,
  log: Logger,
): Promise<WrittenStory & { writer: string }> {
  const { writer } = deps.providers;
  const fallback = deps.providers.fallbackWriter;
  // One deadline for the model's every try; the built-in storyteller is not held to it.
  const deadline = AbortSignal.timeout(deps.timing?.modelDeadlineMs ?? MODEL_DEADLINE_MS);
  const modelSignal = writer === fallback ? signal : AbortSignal.any([signal, deadline]);
  let repair: WriteOptions['repair'];
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    // A repair keeps the scenes it tells in the same words, with their pictures.
    if (attempt > 1) await hooks.onRestart({ keep: true });
    let story: WrittenStory;
    try {
      // A writer that starts again on its own (a cut stream asked for anew) gets its scenes' pictures stopped at once.
      const restarts: Promise<void>[] = [];
      story = await writer
        .write(brief, {
          signal: modelSignal,
          onScene: hooks.onScene,
          onRestart: () => restarts.push(hooks.onRestart({ keep: true })),
          repair,
        })
        .finally(() => Promise.allSettled(restarts));
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (writer === fallback) throw error;
      log.warn(
        { err: error, writer: writer.name, attempt },
        deadline.aborted
          ? 'the story model ran past its deadline; the built-in storyteller writes'
          : 'the story writer failed; the built-in storyteller writes',
      );
      break;
    }
    const verdict = checkStructure(story, brief.language);
    if (verdict.ok) {
      // A model's text that the safety checker refuses is not repaired: the built-in storyteller writes instead.
      if (writer === fallback || (await isSafe(deps, storyTexts(story), brief.language))) {
        return { ...story, writer: story.writer ?? writer.name };
      }
      log.warn({ writer: writer.name, attempt }, 'the story model wrote unsafe text; the built-in storyteller writes');
      break;
    }
    log.warn({ problems: verdict.problems, writer: writer.name, attempt }, 'story broke the structure rules');
    if (writer === fallback) throw new AppError('storyGenerationFailed', 502, 'Invalid story format');
    repair = { draft: story, problems: verdict.problems };
  }
  // Another writer's story shares no scene with the model's drafts: their pictures stop now.
  await hooks.onRestart({ keep: false });
  const story = await fallback.write(brief, { signal, onScene: hooks.onScene });
  const verdict = checkStructure(story, brief.language);
  if (!verdict.ok) {
    log.error({ problems: verdict.problems }, 'the built-in story broke the structure rules');
    throw new AppError('storyGenerationFailed', 502, 'Invalid story format');
  }
  return { ...story, writer: story.writer ?? fallback.name };
}

const storyTexts = (story: WrittenStory) => [story.title, ...story.scenes.map((scene) => scene.text)];

async function isSafe(deps: PipelineDeps, texts: string[], language: Language): Promise<boolean> {
  return texts.length === 0 || (await deps.providers.safety.check(texts, language)).isSafe;
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
  const { userId, names } = loaded;
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
    // Made while the text is written; the first picture waits for it.
    const reference = loaded.brief.premium
      ? referencePicture(deps, loaded.character.imageUrl, log)
      : Promise.resolve(undefined);
    // Each draft of the text has its pictures under its own folder, and each picture its own folder within it, so
    // a scene whose words changed drops exactly the picture it no longer needs (issue 16.7).
    const progress = createProgressWrites(async (changes) => stopWhenGone(await updateScenes(deps.db, jobId, changes)));
    const language = loaded.brief.language;
    const pictures = createScenePictures<SceneImage>({
      folder: (draft) => `users/${userId}/jobs/${jobId}/draft-${draft}`,
      signal: jobSignal,
      remove: (prefix) => removeMediaUnder(deps, userId, prefix),
      adopted: (picture) => {
        const text = names.restore(picture.text);
        progress
          .scene({
            number: picture.number,
            status: picture.done ? 'completed' : 'generating',
            text,
            ...(picture.done ? { imageUrl: picture.done.imageUrl, thumbnailUrl: picture.done.thumbnailUrl } : {}),
          })
          .catch(() => undefined);
      },
      draw: async (scene, { prefix, signal: pictureSignal, mayBeDropped, isLive }) => {
        const text = names.restore(scene.text);
        // What the model wrote is checked like what the parent typed, before the parent (or child) sees it.
        await ensureSafe(deps, [scene.text], language);
        pictureSignal.throwIfAborted();
        if (isLive()) {
          await progress.scene({ number: scene.number, status: 'generating', text });
        }
        const image = await illustrateScene(deps, {
          jobId,
          userId,
          scene,
          loaded,
          hide: names.hide,
          prefix,
          signal: pictureSignal,
          mayBeDropped,
          skin: loaded.storyBrief.facts?.skin,
          reference: await reference,
          // A failed attempt may be the account's deletion (its picture could not be recorded): ask before the next.
          beforeRetry: async () => stopWhenGone(await jobExists(deps.db, jobId)),
        });
        pictureSignal.throwIfAborted();
        if (isLive()) {
          await progress.scene({
            number: scene.number,
            status: 'completed',
            text,
            imageUrl: image.imageUrl,
            thumbnailUrl: image.thumbnailUrl,
          });
        }
        return image;
      },
    });
    drop = async () => {
      pictures.dropAll();
      await pictures.settled();
    };
    /**
     * Issue 16.2, 16.7: a streamed scene is shown to the parent, and its picture paid for, only once it keeps the
     * scene rules (its language above all); a scene that does not waits for the checked story.
     */
    const onScene = (scene: WrittenScene) => {
      const position = scene.number - 1;
      if (position < 0 || position >= LIMITS.scenesPerStory) return;
      if (checkScene(scene, position, language).length > 0) return;
      pictures.start(scene, { mayBeDropped: true });
    };
    /**
     * A new draft begins: the scenes shown so far are taken back. Their pictures wait for the new draft's words
     * (the same words keep them), unless another writer takes over, which stops them at once.
     */
    const restart = async ({ keep }: { keep: boolean }) => {
      pictures.newDraft({ keep });
      await progress.write(async () => stopWhenGone(await setPhase(deps.db, jobId, { scenes: pendingScenes() })));
    };
    const story = await writeStory(deps, loaded.storyBrief, { onScene, onRestart: restart }, jobSignal, log);
    // Every text that will be saved is checked, whichever draft and however it arrived.
    await ensureSafe(deps, storyTexts(story), language);
    for (const scene of story.scenes) pictures.start(scene, { mayBeDropped: false });
    // The story is final: what no draft adopted is stopped now.
    pictures.dropCarried();
    await progress.write(async () => stopWhenGone(await setPhase(deps.db, jobId, { phase: 'images' })));
    const drawn = await Promise.all(
      story.scenes.map((scene) => (pictures.of(scene.number) as ScenePicture<SceneImage>).task),
    );
    await pictures.settled();
    const fallbackPictures = drawn.filter((picture) => picture.isFallback).length;

    stopWhenGone(await setPhase(deps.db, jobId, { phase: 'saving' }));
    await deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(stories)
        .values({
          title: names.restore(story.title),
          characterId: loaded.character.id,
          characterName: loaded.character.name,
          activities: [...loaded.activityNames, ...loaded.customActivities],
          userId,
          isCustom: true,
          customDescription: loaded.brief.customDescription ?? null,
          customActivities: loaded.customActivities,
          language: loaded.brief.language,
          memory: story.memory ?? null,
          writer: story.writer,
          fallbackPictures,
          childIds: loaded.childIds,
        })
        .returning({ id: stories.id });
      if (!saved) throw new Error('the story was not saved');
      await tx.insert(storyScenes).values(
        story.scenes.map((scene, index) => ({
          storyId: saved.id,
          sceneNumber: scene.number,
          sceneText: names.restore(scene.text),
          imagePrompt: scene.imagePrompt,
          plan: drawn[index]?.plan ?? scene.plan ?? null,
          activityImageUrl: drawn[index]?.activityArt ?? null,
          imageUrl: drawn[index]?.imageUrl ?? loaded.character.imageUrl,
          thumbnailUrl: drawn[index]?.thumbnailUrl ?? loaded.character.imageUrl,
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
    const logLine = { writer: story.writer, fallbackPictures };
    if (fallbackPictures === LIMITS.scenesPerStory) log.warn(logLine, 'story complete, but every picture fell back');
    else log.info(logLine, 'story complete');
  } catch (error) {
    // Pictures still being drawn store nothing once the job has failed.
    await drop().catch((dropError: unknown) => log.warn({ err: dropError }, 'pictures of a failed story not removed'));
    if (signal?.aborted) throw error;
    // The media store failed: the job goes back to the queue and waits for it (the worker decides when), so a story
    // is never completed with pictures that were not stored.
    if (isMediaStoreError(error) && !gone.signal.aborted) throw error;
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
