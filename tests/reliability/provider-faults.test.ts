import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { storyJobs } from '../../src/server/db/schema.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createReplicateIllustrator } from '../../src/server/providers/image/replicate.ts';
import { createProviders } from '../../src/server/providers/registry.ts';
import { createOpenAiCompatibleText } from '../../src/server/providers/text/openai-compatible.ts';
import type { Illustrator } from '../../src/server/providers/types.ts';
import { startStoryWorker } from '../../src/server/stories/worker.ts';
import { LIMITS } from '../../src/shared/domain.ts';
import type { Story } from '../../src/shared/stories.ts';
import type { Fault, FaultKind } from '../fakes/fake-http.ts';
import { startFakeOpenAi } from '../fakes/openai-fake.ts';
import { startFakeReplicate } from '../fakes/replicate-fake.ts';
import { createTestApp } from '../setup/test-app.ts';
import { signUp, type TestUser } from '../setup/test-users.ts';

// Issue 8.8: stories at a 10% and then a 20% mixed fault rate on every image request (creation and polling),
// through the real pipeline and the real Replicate and OpenAI-compatible clients, against the fake servers.
// `npm test` makes 100 stories a rate: at 10% every one of them must be fully illustrated (99.5% of 100), at 20% 98.
// `npm run test:soak` makes the 200 a rate (`FAULT_STORIES` sets the count).
const STORIES = Number(process.env.FAULT_STORIES) || 100;
// The five kinds the issue names weigh the same: time-outs, 429 with Retry-After, server errors (5xx and failed
// model runs), malformed outputs (unparseable, cut-off or without a picture) and dropped connections.
const FAULTS: (Fault | FaultKind)[] = [
  ...Array.from({ length: 4 }, (): FaultKind => 'hang'),
  ...Array.from({ length: 4 }, (): Fault => ({ kind: '429', retryAfterSeconds: 0.05 })),
  '500',
  '500',
  '503',
  'failed',
  'malformed-json',
  'truncated-json',
  'bad-output',
  'bad-output',
  ...Array.from({ length: 4 }, (): FaultKind => 'network'),
];

/** Each story's image prompts carry its own marker, so the fake's requests can be counted per scene. */
let written = 0;
const openai = await startFakeOpenAi({
  apiKey: 'faults-key',
  latency: { firstTokenMs: 5, tokensPerSecond: 50_000 },
  respond: () => {
    written += 1;
    const story = written;
    return JSON.stringify({
      title: 'Fox and the Sleepy Stars',
      scenes: Array.from({ length: LIMITS.scenesPerStory }, (_, index) => ({
        number: index + 1,
        text:
          index === LIMITS.scenesPerStory - 1
            ? 'Bedtime comes softly. Fox yawns in bed. The moon is gentle and warm.'
            : `Scene ${index + 1} begins softly. Fox smiles at the sky. The day is gentle and warm.`,
        imagePrompt: `a small red fox at dusk [story-${story} scene-${index + 1}]`,
        activity: index === 1 ? 'Painting' : null,
      })),
    });
  },
});
const replicate = await startFakeReplicate({ token: 'r8_faults', latency: { imageMs: 15 }, maxWaitMs: 2000 });
afterAll(async () => {
  await openai.close();
  await replicate.close();
});

const markerOf = (prompt: unknown) => /\[story-\d+ scene-\d+\]/.exec(String(prompt))?.[0] ?? 'unknown';

// The real clients, with short retry steps instead of Replicate's 0.5 s and polling every 20 ms.
const text = createOpenAiCompatibleText({
  baseUrl: `${openai.url}/v1`,
  apiKey: 'faults-key',
  storyModel: 'story-model',
  fastModel: 'fast-model',
});
const replicateIllustrator = createReplicateIllustrator({
  baseUrl: replicate.url,
  token: 'r8_faults',
  standardModel: 'black-forest-labs/flux-schnell',
  premiumModel: 'google/nano-banana',
  retryBaseMs: 20,
  pollIntervalMs: 20,
  // As in production, the client's own time for a picture is the pipeline's time for one attempt. The app, its
  // workers and both fakes share this process: 3 s (a hanging read is given up after an eighth of it) keeps a loaded
  // machine's pauses from passing for faults.
  timeoutMs: 3000,
});
/** Picture attempts as the pipeline makes them (one per rung of the ladder), per scene. */
const draws = new Map<string, number>();
const countingIllustrator: Illustrator = {
  name: 'replicate',
  draw(request, options) {
    const marker = markerOf(request.prompt);
    draws.set(marker, (draws.get(marker) ?? 0) + 1);
    return replicateIllustrator.draw(request, options);
  },
};
const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../public', import.meta.url).pathname });
const providers = { ...builtin, writer: text.writer, illustrator: countingIllustrator };
const timing = { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 3000 };
const { app, config, db, url, media } = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { providers, timing });
// A second server's worker on the same database, as in a deployment with several: 12 stories at a time in all.
const logger = createLogger(config);
const extra = await startStoryWorker({
  connectionString: url,
  pipeline: { publicUrl: config.publicUrl, db, media, providers, logger, timing },
  logger,
  concurrency: 8,
});
afterAll(() => extra.stop());
const origin = config.publicUrl;

const get = async <T>(user: TestUser, path: string): Promise<T> =>
  (await app.request(path, { headers: { cookie: user.cookie } })).json() as Promise<T>;

// The same parents make the stories of both rates (5 a day each): before the second rate, their first stories are
// moved to yesterday, as if the night had passed.
const parents = await Promise.all(
  Array.from({ length: Math.ceil(STORIES / LIMITS.storiesPerDay) }, (_, index) =>
    signUp(app, origin, `faults-${index}@example.org`),
  ),
);

async function makeStories(label: string): Promise<{ user: TestUser; jobId: string }[]> {
  await db
    .update(storyJobs)
    .set({ slotDay: sql`${storyJobs.slotDay} - 1`, createdAt: sql`${storyJobs.createdAt} - interval '1 day'` })
    .where(
      inArray(
        storyJobs.userId,
        parents.map((parent) => parent.id),
      ),
    );
  const started: { user: TestUser; jobId: string }[] = [];
  for (const [index, user] of parents.entries()) {
    const responses = await Promise.all(
      Array.from({ length: LIMITS.storiesPerDay }, (_, story) =>
        app.request('/api/stories/jobs', {
          method: 'POST',
          headers: { cookie: user.cookie, origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            characterId: 'character-fox',
            activityIds: ['activity-painting'],
            language: 'en',
            idempotencyKey: `faults-${label}-${index}-${story}`,
          }),
        }),
      ),
    );
    for (const response of responses) {
      expect(response.status).toBe(201);
      started.push({ user, jobId: ((await response.json()) as { jobId: string }).jobId });
    }
  }
  const ids = started.map((entry) => entry.jobId);
  for (let i = 0; i < 1200; i += 1) {
    const finished = await db
      .select({ id: storyJobs.id })
      .from(storyJobs)
      .where(and(inArray(storyJobs.id, ids), inArray(storyJobs.status, ['complete', 'failed'])));
    if (finished.length === ids.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return started;
}

async function runAtRate(rate: number, seed: number, minimumFullyIllustrated: number) {
  const began = performance.now();
  const firstPrediction = replicate.predictions.size;
  const firstCreate = replicate.createRequests().length;
  draws.clear();
  replicate.setFaults({ rate, kinds: FAULTS, seed });
  const started = await makeStories(`${rate}`);
  replicate.setFaults([]);

  let fullyIllustrated = 0;
  let fallbackScenes = 0;
  for (const { user, jobId } of started) {
    const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
    // None lost: every job ends complete, with a story of 7 scenes that all have a picture.
    expect(job?.status, `job ${jobId}: ${JSON.stringify(job?.error)}`).toBe('complete');
    const story = await get<Story>(user, `/api/stories/${job?.storyId}`);
    expect(story.scenes.map((scene) => scene.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Issue 15: a scene the model failed is drawn by the built-in illustrator and stored like the others; the story
    // counts it.
    expect(story.scenes.every((scene) => scene.imageUrl.startsWith('/media/'))).toBe(true);
    const fallbacks = story.fallbackPictures ?? 0;
    if (fallbacks === 0) fullyIllustrated += 1;
    fallbackScenes += fallbacks;
  }

  // Attempts per scene, as counted at the fake: predictions it started, and creation requests including the
  // client's retries of refused ones (429, 5xx, dropped connections).
  const predictionsPerScene = new Map<string, number>();
  for (const prediction of [...replicate.predictions.values()].slice(firstPrediction)) {
    const marker = markerOf(prediction.input.prompt);
    predictionsPerScene.set(marker, (predictionsPerScene.get(marker) ?? 0) + 1);
  }
  const createsPerScene = new Map<string, number>();
  for (const request of replicate.createRequests().slice(firstCreate)) {
    const marker = markerOf((request.body as { input?: { prompt?: unknown } } | undefined)?.input?.prompt);
    createsPerScene.set(marker, (createsPerScene.get(marker) ?? 0) + 1);
  }
  const maxOf = (counts: Map<string, number>) => Math.max(...counts.values());
  const requests = replicate.requests.filter((request) => request.path.startsWith('/v1/'));
  const faulted = requests.filter((request) => request.fault).length;
  const percent = (100 * fullyIllustrated) / started.length;
  console.info(
    `faults at ${rate * 100}%: ${started.length} stories in ${((performance.now() - began) / 1000).toFixed(1)} s, ` +
      `${fullyIllustrated} fully illustrated (${percent.toFixed(1)}%, target >= ${minimumFullyIllustrated}%), ` +
      `${started.length - fullyIllustrated} with ${fallbackScenes} fallback pictures, 0 lost; ` +
      `picture attempts per scene: max ${maxOf(draws)} (pipeline), max ${maxOf(predictionsPerScene)} predictions ` +
      `started at the fake, max ${maxOf(createsPerScene)} creation requests with HTTP retries; ` +
      `${faulted} faults injected so far in ${requests.length} API requests`,
  );

  expect(draws.size).toBe(started.length * LIMITS.scenesPerStory);
  expect(maxOf(draws)).toBeLessThanOrEqual(3);
  expect(maxOf(predictionsPerScene)).toBeLessThanOrEqual(3);
  // Each attempt's creation request is tried at most 3 times by the client.
  expect(maxOf(createsPerScene)).toBeLessThanOrEqual(9);
  // A scene falls back only after its third failed attempt.
  expect([...draws.values()].filter((count) => count === 3).length).toBeGreaterThanOrEqual(fallbackScenes);
  expect(percent).toBeGreaterThanOrEqual(minimumFullyIllustrated);
}

describe('stories against faulty providers', () => {
  it('at 10% faults: at least 99.5% fully illustrated, the rest with fallback pictures, none lost', async () => {
    await runAtRate(0.1, 10, 99.5);
  }, 240_000);

  it('at 20% faults: at least 98% fully illustrated, the rest with fallback pictures, none lost', async () => {
    await runAtRate(0.2, 20, 98);
  }, 240_000);
});
