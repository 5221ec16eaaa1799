/** Business constants of spec §9, shared by the server (which enforces them) and the client (which mirrors them). */
export const LIMITS = {
  activitiesPerStory: 5,
  storiesPerDay: 5,
  scenesPerStory: 7,
  maxStoryWords: 500,
  /** Chinese is counted in characters (issue 16.4): seven short scenes take 250-550. */
  maxStoryChineseCharacters: 700,
  regenerationsPerStory: 3,
  nameMaxLength: 50,
  descriptionMaxLength: 500,
  /** NIST SP 800-63B: at least 8 characters, and not a common password (server: password-rules.ts). */
  passwordMinLength: 8,
  initialActivityRows: 3,
  recentChips: 6,
  chipLabelLength: 30,
  storyListDefault: 50,
  portfolioStories: 100,
} as const;

export const TIMINGS = {
  longPressMs: 500,
  splashMs: 3000,
  networkCheckHomeMs: 10_000,
  networkCheckDialogMs: 5_000,
  invalidResetRedirectMs: 3000,
  parentalGateHoldMs: 5000,
  duplicateStoryWindowMs: 60_000,
  availabilityTimeoutMs: 3000,
  /** How long a screen that cannot show anything before the answer (who is signed in, the public flags) waits for it. */
  blockingAnswerMs: 15_000,
  /** How long an answer of "nobody signed in" waits for the device to forget the last parent before it is shown. */
  forgetWaitMs: 3000,
} as const;

/** Catalog ordering (spec §9): the first item has order 1000, new ones max + 100, the create tile 9999. */
export const ORDER = { first: 1000, step: 100, createTile: 9999 } as const;

export const ENVIRONMENT = 'production';

export type JobPhase = 'starting' | 'text' | 'images' | 'saving' | 'complete';

export type JobStatus = 'queued' | 'running' | 'complete' | 'failed' | 'cancelled';

export type SceneStatus = 'pending' | 'generating' | 'completed' | 'failed';
