import { MODEL_DEADLINE_MS, type PipelineTiming } from './generation/pipeline.ts';

/** The least time a story job is given, as before the limits could be raised: enough for hosted providers. */
export const STORY_TIME_LIMIT_FLOOR_MS = 15 * 60_000;
/** What a story does besides waiting on the model and the pictures: saving, the built-in fallbacks, narration. */
const OTHER_WORK_MS = 5 * 60_000;
/** pg-boss refuses a job expiry past a day. */
const CEILING_MS = 24 * 60 * 60_000;

/**
 * The longest a story job may run before the queue takes it for lost (its expiry) and before a row that has not
 * moved is failed: the model's whole deadline, then one scene's whole picture ladder (3 attempts of the picture
 * limit, with the back-offs between them; the scenes are drawn side by side, and waiting for a provider slot counts
 * against an attempt's time), then the rest of the work; never less than 15 minutes. A slow server of one's own
 * (`LLM_TIMEOUT_MS`, `IMAGE_TIMEOUT_MS` raised) so gets the time its limits allow instead of a job that expires
 * while its pictures are still being drawn, and is then run again from the start.
 */
export function storyTimeLimitMs(timing: PipelineTiming): number {
  const model = timing.modelDeadlineMs ?? MODEL_DEADLINE_MS;
  const pictureLadder = 3 * timing.imageTimeoutMs + 2 * timing.maxBackoffMs;
  return Math.min(CEILING_MS, Math.max(STORY_TIME_LIMIT_FLOOR_MS, model + pictureLadder + OTHER_WORK_MS));
}
