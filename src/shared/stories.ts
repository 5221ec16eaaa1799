import { z } from 'zod';
import type { JobPhase, JobStatus, SceneStatus } from './domain.ts';
import { LIMITS } from './domain.ts';
import { FAMILY_LIMITS, MomentsSchema, PersonNameSchema } from './family.ts';
import { withoutInvisibleCharacters } from './invisible-characters.ts';
import { LANGUAGES, type Language } from './languages.ts';
import type { SentenceTiming } from './sentences.ts';

const freeText = (max: number) =>
  z
    .string()
    .max(max)
    // A typed activity is a name too: it loses bidirectional controls and invisible characters.
    .transform((text) => withoutInvisibleCharacters(text).replace(/\s+/g, ' ').trim());

/** `POST /api/stories/jobs`: the brief of a story (spec §5). */
/**
 * `POST /api/stories/check-words`: after a story was refused for its words (unsafeContent), which of the parent's
 * typed texts to change; answered with `CheckWordsAnswer`.
 */
export const CheckWordsSchema = z
  .object({
    texts: z
      .array(z.string().max(LIMITS.descriptionMaxLength))
      .min(1)
      .max(LIMITS.activitiesPerStory + 1),
    language: z.enum(LANGUAGES),
    /** Tonight's friends the parent named (`moments.friends`): kept from the checker like the family's names. */
    friends: z.array(PersonNameSchema).max(FAMILY_LIMITS.friends).optional(),
  })
  .strict();

/**
 * `toChange`: the positions of the texts the check refuses. `words`: for each text, the words to change in it as the
 * parent wrote them (empty for a text that passes, and for a refused one whose words the checker cannot name).
 */
export type CheckWordsAnswer = { toChange: number[]; words: string[][] };

export const CreateJobSchema = z
  .object({
    characterId: z.string().min(1).max(100),
    activityIds: z
      .array(z.string().min(1).max(100))
      .max(LIMITS.activitiesPerStory)
      .refine((ids) => new Set(ids).size === ids.length, 'the same activity cannot be added twice')
      .default([]),
    customDescription: freeText(LIMITS.descriptionMaxLength).optional(),
    customActivities: z.array(freeText(200)).max(LIMITS.activitiesPerStory).default([]),
    language: z.enum(LANGUAGES),
    premium: z.boolean().default(false),
    idempotencyKey: z.string().min(8).max(100),
    /**
     * Whose story it is: ids of the family's children (Settings). Omitted: the first child, or a story without a
     * named child when the family has none.
     */
    childIds: z
      .array(z.string().uuid())
      .min(1)
      .max(FAMILY_LIMITS.children)
      .refine((ids) => new Set(ids).size === ids.length, 'each child once')
      .optional(),
    /** Tonight's moments, tapped on the create screen; omitted when the parent skipped them. */
    moments: MomentsSchema.optional(),
  })
  .strict();

export type CreateJob = z.input<typeof CreateJobSchema>;

export type JobScene = {
  number: number;
  status: SceneStatus;
  text?: string;
  imageUrl?: string;
  thumbnailUrl?: string;
};

/** One Server-Sent Event of `GET /api/stories/jobs/:id/events`. */
export type JobProgress = {
  jobId: string;
  language: Language;
  status: JobStatus;
  phase: JobPhase;
  storyId?: string;
  error?: { code: string; message: string };
  scenes: JobScene[];
};

export type StoryScene = { number: number; text: string; imageUrl: string; thumbnailUrl: string };

export type StorySummary = {
  id: string;
  title: string;
  characterId: string | null;
  characterName: string;
  activities: string[];
  language: Language;
  createdAt: string;
  isOwn: boolean;
  firstSceneThumbnailUrl: string | null;
  /** Whose story it is: ids of the family's children (empty for stories from before the family, or without one). */
  childIds?: string[];
};

export type Story = Omit<StorySummary, 'firstSceneThumbnailUrl'> & {
  scenes: StoryScene[];
  regenerationsLeft: number;
  /** Which writer made it (`builtin`, or the language model's provider); null for stories from before it was kept. */
  writer?: string | null;
  /** Scenes that show their fallback art because every picture attempt failed (7: all of them). */
  fallbackPictures?: number;
};

/**
 * The answer to `POST /api/speech`: the scene's stored narration with, when it was measured, when each of its
 * sentences is heard (seconds); or the device's own voice reads.
 */
export type NarrationAnswer =
  | { useDeviceVoice: true }
  | { useDeviceVoice: false; audioUrl: string; sentences?: SentenceTiming[] };
