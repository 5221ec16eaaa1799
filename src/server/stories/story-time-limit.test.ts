import { describe, expect, it } from 'vitest';
import { MODEL_DEADLINE_MS, SPEC_TIMING } from './generation/pipeline.ts';
import { STORY_TIME_LIMIT_FLOOR_MS, storyTimeLimitMs } from './story-time-limit.ts';

describe('the time a story job is given', () => {
  it('is 15 minutes with the default limits, which hosted providers keep well within', () => {
    expect(storyTimeLimitMs({ ...SPEC_TIMING, modelDeadlineMs: MODEL_DEADLINE_MS })).toBe(15 * 60_000);
    expect(storyTimeLimitMs(SPEC_TIMING)).toBe(STORY_TIME_LIMIT_FLOOR_MS);
  });

  it('grows with the limits of a slow server of your own: the model’s deadline, then a scene’s whole picture ladder', () => {
    // README's CPU setup: LLM_TIMEOUT_MS=300000 (the model's deadline is one and a half times it), IMAGE_TIMEOUT_MS=300000.
    const cpu = { ...SPEC_TIMING, modelDeadlineMs: 450_000, imageTimeoutMs: 300_000 };
    // 450 s + 3 × 300 s + 2 × 15 s of back-off + 5 min for the rest: 28 minutes, where 15 would end it mid-picture.
    expect(storyTimeLimitMs(cpu)).toBe(1_680_000);
    expect(storyTimeLimitMs({ ...cpu, imageTimeoutMs: 600_000 })).toBe(1_680_000 + 900_000);
    expect(storyTimeLimitMs({ ...cpu, modelDeadlineMs: 900_000 })).toBe(1_680_000 + 450_000);
  });

  it('stays within the day pg-boss allows a job', () => {
    const slowest = { ...SPEC_TIMING, modelDeadlineMs: 5_400_000, imageTimeoutMs: 3_600_000 };
    expect(storyTimeLimitMs(slowest)).toBeLessThanOrEqual(24 * 60 * 60_000);
  });
});
