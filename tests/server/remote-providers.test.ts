import { afterAll, describe, expect, it } from 'vitest';
import type { JobProgress, Story } from '../../src/shared/stories.ts';
import { startFakeOpenAi } from '../fakes/openai-fake.ts';
import { startFakeReplicate } from '../fakes/replicate-fake.ts';
import { storyJson } from '../fakes/story-fixtures.ts';
import { createTestApp } from '../setup/test-app.ts';
import { signUp, type TestUser } from '../setup/test-users.ts';

// The real pipeline with the real provider clients, against fake servers that speak the providers' wire formats.
const openai = await startFakeOpenAi({
  apiKey: 'test-key',
  respond: () => storyJson(7),
  latency: { firstTokenMs: 5, tokensPerSecond: 20_000 },
});
const replicate = await startFakeReplicate({ token: 'r8_test', latency: { imageMs: 20 }, maxWaitMs: 200 });
afterAll(async () => {
  await openai.close();
  await replicate.close();
});
const { app, config } = await createTestApp(
  {
    LLM_API_KEY: 'test-key',
    LLM_BASE_URL: `${openai.url}/v1`,
    REPLICATE_API_TOKEN: 'r8_test',
    REPLICATE_BASE_URL: replicate.url,
  },
  { timing: { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 1500 } },
);
const origin = config.publicUrl;

const call = (user: TestUser, path: string, body?: unknown) =>
  app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: user.cookie, origin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

let key = 0;
async function generate(user: TestUser): Promise<JobProgress> {
  key += 1;
  const started = await call(user, '/api/stories/jobs', {
    characterId: 'character-fox',
    activityIds: ['activity-painting'],
    language: 'en',
    idempotencyKey: `remote-${key}-${Date.now()}`,
  });
  expect(started.status).toBe(201);
  const { jobId } = await started.json();
  const events = await (await call(user, `/api/stories/jobs/${jobId}/events`)).text();
  const last =
    events
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .at(-1) ?? 'data: {}';
  return JSON.parse(last.slice(6));
}

async function storiesLeft(user: TestUser) {
  return (await (await call(user, '/api/me/settings')).json()).storiesLeftToday as number;
}

describe('stories from remote providers (fake servers)', () => {
  it('writes with the chat model and draws with the image model, rehosting every picture', async () => {
    const parent = await signUp(app, origin, 'remote@example.org');
    const progress = await generate(parent);
    expect(progress.status).toBe('complete');
    const story = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
    expect(story.title).toBe('Bunny and the Quiet Moon');
    for (const scene of story.scenes) expect(scene.imageUrl).toMatch(/^\/media\/users\/.+\.webp$/);
    const chat = openai.chatRequests().at(-1);
    expect(chat?.body).toMatchObject({ temperature: 0.7, max_tokens: 3000, response_format: { type: 'json_object' } });
    expect(JSON.stringify(chat?.body)).not.toContain('key-');
  });

  it('completes every story with 7 pictures when a fifth of image calls fail in mixed ways', async () => {
    const parent = await signUp(app, origin, 'remote-faults@example.org');
    replicate.setFaults({ rate: 0.2, kinds: ['429', '500', '503', 'hang', 'failed', 'bad-output'], seed: 7 });
    for (let run = 0; run < 3; run += 1) {
      const progress = await generate(parent);
      expect(progress.status).toBe('complete');
      expect(progress.scenes.filter((scene) => scene.status === 'completed' && scene.imageUrl)).toHaveLength(7);
    }
    replicate.setFaults([]);
  });

  it('draws a parent’s own character after the image model refuses its first picture as NSFW', async () => {
    const parent = await signUp(app, origin, 'remote-custom-nsfw@example.org');
    const firstCreation = replicate.createRequests().length;
    const firstPrediction = replicate.predictions.size;
    // The first creation is made and then fails with Replicate's NSFW error; every later request is answered.
    replicate.setFaults(['nsfw']);
    try {
      const response = await call(parent, '/api/custom-images', {
        kind: 'character',
        name: 'Pip',
        description: 'A tiny green dragon',
        look: 'A tiny green dragon with round glasses.',
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as { imageUrl: string }).imageUrl).toMatch(/^\/media\/users\/.+\.webp$/);
    } finally {
      replicate.setFaults([]);
    }
    // The scenes' ladder (issue 16.6): one refused attempt, then a second creation that is used.
    expect(replicate.createRequests().length - firstCreation).toBe(2);
    const made = [...replicate.predictions.values()].slice(firstPrediction);
    expect(made.map((prediction) => prediction.ending)).toEqual(['nsfw', 'succeeded']);
    expect(made[1]?.fetched).toBe(true);
  });

  it('recovers when the story model fails twice, and tells the story itself when the model keeps failing', async () => {
    const parent = await signUp(app, origin, 'remote-text@example.org');
    openai.setFaults(['500', '503']);
    expect((await generate(parent)).status).toBe('complete');
    expect(await storiesLeft(parent)).toBe(4);
    openai.setFaults({ rate: 1, kinds: ['500'], seed: 1 });
    const told = await generate(parent);
    openai.setFaults([]);
    // Issue 16.1: the built-in storyteller writes it; the parent still gets a story.
    expect(told.status).toBe('complete');
    expect(await storiesLeft(parent)).toBe(3);
  });

  it('hands a story that keeps six scenes after one repair request to the built-in storyteller', async () => {
    const parent = await signUp(app, origin, 'remote-six@example.org');
    const before = openai.chatRequests().length;
    openai.setRespond(() => storyJson(6));
    const progress = await generate(parent);
    openai.setRespond(() => storyJson(7));
    expect(progress.status).toBe('complete');
    expect(progress.scenes).toHaveLength(7);
    expect(openai.chatRequests().length - before).toBe(2);
  });
});

describe('live progress with real provider latencies', () => {
  it('shows scene 1 with its picture before the story is finished', async () => {
    const parent = await signUp(app, origin, 'remote-live@example.org');
    openai.setLatency({ firstTokenMs: 100, tokensPerSecond: 600 });
    replicate.setLatency({ imageMs: 400 });
    key += 1;
    const started = await call(parent, '/api/stories/jobs', {
      characterId: 'character-fox',
      activityIds: ['activity-painting'],
      language: 'en',
      idempotencyKey: `remote-live-${Date.now()}`,
    });
    const { jobId } = await started.json();
    const events = (await (await call(parent, `/api/stories/jobs/${jobId}/events`)).text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as JobProgress);
    openai.setLatency({ firstTokenMs: 5, tokensPerSecond: 20_000 });
    replicate.setLatency({ imageMs: 20 });
    const firstWithScene1 = events.findIndex(
      (event) => event.scenes[0]?.status === 'completed' && event.scenes[0]?.imageUrl,
    );
    expect(firstWithScene1).toBeGreaterThanOrEqual(0);
    expect(events[firstWithScene1]?.status).toBe('running');
    expect(events[firstWithScene1]?.scenes.some((scene) => scene.status !== 'completed')).toBe(true);
    expect(events.at(-1)?.status).toBe('complete');
  });
});
