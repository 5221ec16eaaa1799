import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { JobPhase, JobStatus, SceneStatus } from '../../shared/domain.ts';
import { EMPTY_FAMILY, type Family } from '../../shared/family.ts';
import type { Language } from '../../shared/languages.ts';
import type { SentenceTiming } from '../../shared/sentences.ts';
import type { ScenePlan, StoryMemory } from '../providers/types.ts';
import { user } from './auth-schema.ts';

// Drizzle needs every table in one schema object; Better Auth's tables are generated into auth-schema.ts.
export * from './auth-schema.ts';

export type Translation = { language: Language; name: string; description: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per user (spec §3 user_settings), created on first use. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  dailyStoryGenerations: integer('daily_story_generations').notNull().default(0),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  premiumUser: boolean('premium_user').notNull().default(false),
  language: text('language').$type<Language>().notNull().default('en'),
  /** IANA time zone of the parent, for the calendar day of the daily limit. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The family (Settings): the children, the grown-ups and the pets; every name in it is private like the child's. */
  family: jsonb('family').$type<Family>().notNull().default(EMPTY_FAMILY),
});

/** Default characters (user_id null) and each user's own (spec §3 characters). */
export const characters = pgTable(
  'characters',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    /** English visual description used in every image prompt, for a consistent look. */
    look: text('look').notNull(),
    order: integer('order').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    environment: text('environment').notNull().default('production'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<Translation[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('characters_order_idx').on(t.order),
    index('characters_user_idx').on(t.userId, t.order),
    check('characters_custom_owner', sql`${t.isCustom} = (${t.userId} is not null)`),
  ],
);

/** Default activities and each user's own (spec §3 activities). */
export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    look: text('look').notNull(),
    order: integer('order').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    environment: text('environment').notNull().default('production'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<Translation[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_order_idx').on(t.order),
    index('activities_user_idx').on(t.userId, t.order),
    index('activities_name_idx').on(t.name),
    check('activities_custom_owner', sql`${t.isCustom} = (${t.userId} is not null)`),
  ],
);

/** Activities a parent typed in reflection mode, offered again as recent chips (spec §3). */
export const savedCustomActivities = pgTable(
  'saved_custom_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    usageCount: integer('usage_count').notNull().default(1),
  },
  (t) => [
    uniqueIndex('saved_custom_activities_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('saved_custom_activities_recent_idx').on(t.userId, t.lastUsedAt.desc()),
  ],
);

/** A finished story (spec §3 stories); saved together with its 7 scenes in one transaction. */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    characterId: text('character_id').references(() => characters.id, { onDelete: 'set null' }),
    characterName: text('character_name').notNull(),
    activities: jsonb('activities').$type<string[]>().notNull().default([]),
    environment: text('environment').notNull().default('production'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    isCustom: boolean('is_custom').notNull().default(true),
    customDescription: text('custom_description'),
    customActivities: jsonb('custom_activities').$type<string[]>().notNull().default([]),
    language: text('language').$type<Language>().notNull(),
    /** Scene images regenerated so far; at most 3 per story (spec §9), counted here. */
    imageRegenerations: integer('image_regenerations').notNull().default(0),
    /** What the writers remember of this story so the parent's next ones do not repeat it (decision 019). */
    memory: jsonb('memory').$type<StoryMemory>(),
    /** Which writer made the story: `builtin`, or the model provider's name (issue 16.1); null for older stories. */
    writer: text('writer'),
    /** Scenes that show their fallback art because every picture attempt failed; 7 means all (issue 16.8). */
    fallbackPictures: integer('fallback_pictures').notNull().default(0),
    /** Whose story it is: ids of the family's children (Settings); empty for older stories and childless briefs. */
    childIds: jsonb('child_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('stories_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('stories_default_created_idx').on(t.createdAt.desc()).where(sql`${t.userId} is null`),
    // Deleting a custom character sets its stories' character to null: found by this index, not a full scan.
    index('stories_character_idx').on(t.characterId),
  ],
);

/** The 7 scenes of a story (spec §3 story_scenes). */
export const storyScenes = pgTable(
  'story_scenes',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    sceneNumber: integer('scene_number').notNull(),
    sceneText: text('scene_text').notNull(),
    /** The English prompt the image was drawn from, kept for regeneration. */
    imagePrompt: text('image_prompt').notNull(),
    /**
     * What the picture shows (place, light, pose, things, people, activity), kept so "New picture" draws the same
     * scene anew; null for scenes saved before it was kept.
     */
    plan: jsonb('plan').$type<ScenePlan>(),
    /** The activity art the picture was composed with (`/art/x.svg`), for a redraw; null when there was none. */
    activityImageUrl: text('activity_image_url'),
    imageUrl: text('image_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    environment: text('environment').notNull().default('production'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    language: text('language').$type<Language>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.sceneNumber] }),
    // Deleting an account removes its scenes through this column.
    index('story_scenes_user_idx').on(t.userId),
    check('story_scenes_number', sql`${t.sceneNumber} between 1 and 7`),
  ],
);

export type JobSceneProgress = {
  number: number;
  status: SceneStatus;
  text?: string;
  imageUrl?: string;
  thumbnailUrl?: string;
};

/** A story being generated: the durable record behind the job queue and the live progress stream. */
export const storyJobs = pgTable(
  'story_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    brief: jsonb('brief').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    phase: text('phase').$type<JobPhase>().notNull().default('starting'),
    scenes: jsonb('scenes').$type<JobSceneProgress[]>().notNull().default([]),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    error: jsonb('error').$type<{ code: string; message: string }>(),
    /** The parent's calendar day whose daily slot this job holds (spec §9: 5 stories a day). */
    slotDay: date('slot_day').notNull(),
    /** False once a failed job has given its slot back. */
    holdsSlot: boolean('holds_slot').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('story_jobs_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('story_jobs_user_day_idx').on(t.userId, t.slotDay),
    // Deleting a story clears the job that made it; most jobs' story is still null, so only the others are indexed.
    index('story_jobs_story_idx').on(t.storyId).where(sql`${t.storyId} is not null`),
  ],
);

/** Every stored media file, so that deletion can find and remove each one (principle 5, privacy). */
export const mediaObjects = pgTable(
  'media_objects',
  {
    key: text('key').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_objects_user_idx').on(t.userId)],
);

/**
 * When each sentence is heard in a stored narration file (seconds), measured from its audio when it was made, so the
 * reader lights the sentence the voice is reading. Removed with the file; older narrations have none.
 */
export const narrationTimings = pgTable('narration_timings', {
  key: text('key')
    .primaryKey()
    .references(() => mediaObjects.key, { onDelete: 'cascade' }),
  sentences: jsonb('sentences').$type<SentenceTiming[]>().notNull(),
});

/**
 * What a parent has used of a daily budget of costly requests (custom pictures, enhance calls, narration): one row
 * per parent, kind and UTC day, counted up in one statement so parallel requests cannot overrun it (issue: cost per
 * account). Removed with the account.
 */
export const accountBudgets = pgTable(
  'account_budgets',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);

/**
 * Counters of requests that are not a parent's: mails per recipient and kind, new accounts per client address. The
 * key is a keyed hash (never an address in the clear), so the table says nothing about who was written to.
 */
export const sendCounters = pgTable(
  'send_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('send_counters_window_idx').on(t.windowStart)],
);

/** A provider that answered 429 with `Retry-After`: no server sends it a new request before `until`. */
export const providerPauses = pgTable('provider_pauses', {
  provider: text('provider').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
