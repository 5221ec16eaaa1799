import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../src/server/db/schema.ts';
import { createProviders } from '../../src/server/providers/registry.ts';
import { createOpenAiCompatibleText } from '../../src/server/providers/text/openai-compatible.ts';
import type { Illustrator } from '../../src/server/providers/types.ts';
import { LIMITS } from '../../src/shared/domain.ts';
import type { Story } from '../../src/shared/stories.ts';
import { startFakeOpenAi } from '../fakes/openai-fake.ts';
import { waitForJobEnd } from '../setup/story-jobs.ts';
import { createTestApp } from '../setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../setup/test-users.ts';

// Issue 4.4: a draft that breaks the structure rules gets one repair request; the repaired draft must get pictures
// of its own and pass the safety check like the first (issue 16.1: an unsafe model draft is told anew by the
// built-in storyteller).
let drafts = 0;
/** Scene 3 of the repaired draft, to make it unsafe. */
let repairedSceneThree = 'A shoe is missing. Fox looks under the bed. Where can it be?';
let title = 'Fox and the Lost Shoe';
let drawDelayMs = 40;
/** Pictures whose drawing was stopped before it ended. */
let stoppedPictures = 0;
const openai = await startFakeOpenAi({
  apiKey: 'repair-key',
  latency: { firstTokenMs: 5, tokensPerSecond: 2000 },
  respond: () => {
    drafts += 1;
    const draft = drafts % 2 === 1 ? 1 : 2;
    return JSON.stringify({
      title,
      scenes: Array.from({ length: LIMITS.scenesPerStory }, (_, index) => ({
        number: index + 1,
        text:
          index === 2 && draft === 2
            ? repairedSceneThree
            : index === 6
              ? 'Fox yawns in bed. The moon glows softly. Fox falls asleep.'
              : `Fox plays in the garden. The sun is warm. Fox smiles at a bird.`,
        imagePrompt: `a small red fox, draft ${draft}, scene ${index + 1}`,
        activity: null,
      })),
    });
  },
});
afterAll(() => openai.close());

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };
/** Paints draft 1's pictures red and draft 2's blue, slowly enough that draft 1's are still being drawn. */
const illustrator: Illustrator = {
  name: 'by-draft',
  async draw(request, options) {
    await new Promise((resolve) => setTimeout(resolve, drawDelayMs));
    if (options?.signal?.aborted) stoppedPictures += 1;
    options?.signal?.throwIfAborted();
    const background = request.prompt.includes('draft 1') ? RED : BLUE;
    const bytes = await sharp({ create: { width: 64, height: 36, channels: 3, background } })
      .png()
      .toBuffer();
    return { bytes: new Uint8Array(bytes), contentType: 'image/png' };
  },
};
const text = createOpenAiCompatibleText({
  baseUrl: `${openai.url}/v1`,
  apiKey: 'repair-key',
  storyModel: 'story-model',
  fastModel: 'fast-model',
});
const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../public', import.meta.url).pathname });
const { app, config, db } = await createTestApp(
  {},
  {
    providers: { ...builtin, writer: text.writer, illustrator },
    timing: { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 },
  },
);
const origin = config.publicUrl;
const call = apiCaller(app, origin);

async function makeStory(user: TestUser, key: string) {
  const started = await call(user, '/api/stories/jobs', {
    characterId: 'character-fox',
    activityIds: ['activity-painting'],
    language: 'en',
    idempotencyKey: key,
  });
  expect(started.status).toBe(201);
  const { jobId } = (await started.json()) as { jobId: string };
  const job = await waitForJobEnd(db, jobId);
  // Whatever the outcome, nothing of the job is stored after it ended.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const stored = await db
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.userId, user.id), like(mediaObjects.key, `users/${user.id}/jobs/${jobId}/%`)));
  return { job, stored: stored.map((row) => row.key) };
}

async function colourOf(url: string) {
  const response = await app.request(url);
  expect(response.status).toBe(200);
  const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats();
  return { r: Math.round(channels[0]?.mean ?? 0), b: Math.round(channels[2]?.mean ?? 0) };
}

describe('a story repaired after breaking the structure rules', () => {
  it('shows only pictures drawn for the repaired text, and keeps none of the first draft’s', async () => {
    const parent = await signUp(app, origin, 'repair-pictures@example.org');
    openai.setFaults(['six-scenes', null]);
    const { job, stored } = await makeStory(parent, 'repair-pictures');
    expect(job.status, JSON.stringify(job.error)).toBe('complete');
    expect(openai.chatRequests()).toHaveLength(2);
    const story = (await (await call(parent, `/api/stories/${job.storyId}`)).json()) as Story;
    for (const scene of story.scenes) {
      const colour = await colourOf(scene.imageUrl);
      expect(colour.b, `scene ${scene.number}`).toBeGreaterThan(150);
      expect(colour.r, `scene ${scene.number}`).toBeLessThan(80);
    }
    // 7 pictures and their thumbnails: the first draft's were removed.
    expect(stored).toHaveLength(2 * LIMITS.scenesPerStory);
    expect(stored.every((key) => key.includes('/draft-2/'))).toBe(true);
  });

  it('checks the repaired text for safety: an unsafe repaired draft is replaced by the built-in storyteller’s', async () => {
    const parent = await signUp(app, origin, 'repair-safety@example.org');
    repairedSceneThree = 'A shoe is missing. Fox finds blood on the floor. Fox cries.';
    openai.setFaults(['six-scenes', null]);
    const { job, stored } = await makeStory(parent, 'repair-safety');
    expect(job.status).toBe('complete');
    const story = (await (await call(parent, `/api/stories/${job.storyId}`)).json()) as Story;
    expect(story.writer).toBe('builtin');
    expect(story.scenes.map((scene) => scene.text).join(' ')).not.toContain('blood');
    // Only the built-in story's pictures are kept: the model's two drafts left nothing behind.
    expect(stored).toHaveLength(2 * LIMITS.scenesPerStory);
    expect(stored.every((key) => key.includes('/draft-3/'))).toBe(true);
  });
});

describe('a model story that is unsafe', () => {
  it('stops the pictures still being drawn for it, keeps nothing they would have stored, and tells the story anew', async () => {
    const parent = await signUp(app, origin, 'failed-story-pictures@example.org');
    title = 'Fox and the blood moon';
    drawDelayMs = 400;
    const { job, stored } = await makeStory(parent, 'failed-story-pictures');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(job.status).toBe('complete');
    expect(stoppedPictures).toBeGreaterThan(0);
    const story = (await (await call(parent, `/api/stories/${job.storyId}`)).json()) as Story;
    expect(story.writer).toBe('builtin');
    expect(story.title).not.toContain('blood');
    expect(stored.every((key) => key.includes('/draft-2/'))).toBe(true);
    const later = await db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(like(mediaObjects.key, `users/${parent.id}/jobs/${job.id}/draft-1/%`));
    expect(later).toEqual([]);
  });
});
