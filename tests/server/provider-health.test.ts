import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.ts';
import { createProviderHealth } from '../../src/server/providers/health.ts';
import { startFakeOpenAi } from '../fakes/openai-fake.ts';
import { startFakeReplicate } from '../fakes/replicate-fake.ts';
import { createTestApp } from '../setup/test-app.ts';

// Issue 16.8: each configured provider's status in `GET /api/health`, asked over a real socket as a load balancer
// or the app's own online check would, and kept up to date after start-up.
const openai = await startFakeOpenAi({ apiKey: 'model-key' });
const replicate = await startFakeReplicate({ token: 'r8_model' });
let openaiRunning = true;
afterAll(async () => {
  if (openaiRunning) await openai.close();
  await replicate.close();
});

const MAX_AGE_MS = 300;
const lines: Record<string, unknown>[] = [];
const { app } = await createTestApp(
  {
    LOG_LEVEL: 'info',
    LLM_API_KEY: 'model-key',
    LLM_BASE_URL: `${openai.url}/v1`,
    LLM_STORY_MODEL: 'story-model',
    LLM_FAST_MODEL: 'fast-model',
    REPLICATE_API_TOKEN: 'r8_model',
    REPLICATE_BASE_URL: `${replicate.url}/v1`,
  },
  {
    logSink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    providerHealthMaxAgeMs: MAX_AGE_MS,
  },
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Health = { status: string; database: string; providers: Record<string, string> };
async function health(): Promise<{ status: number; text: string; body: Health }> {
  const response = await fetch(`${base}/api/health`);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Health };
}

const modelListings = () => openai.requests.filter((request) => request.path === '/v1/models').length;
const providerLines = () => lines.filter((line) => line.provider !== undefined);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `done` holds for an answer (each ask may start a re-check), or gives up after `ms`. */
async function healthUntil(done: (body: Health) => boolean, ms = 5000): Promise<Health> {
  const until = performance.now() + ms;
  let last = (await health()).body;
  while (!done(last) && performance.now() < until) {
    await wait(50);
    last = (await health()).body;
  }
  return last;
}

describe('GET /api/health over HTTP', () => {
  it('reports each configured provider, and the start-up log names each one’s status without its key', async () => {
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      database: 'ok',
      media: 'ok',
      providers: { storyModel: 'ok', imageModel: 'ok' },
    });
    expect(answer.text).not.toContain('model-key');
    expect(answer.text).not.toContain('r8_model');

    const started = providerLines();
    expect(started.map((line) => [line.provider, line.status]).sort()).toEqual([
      ['imageModel', 'ok'],
      ['storyModel', 'ok'],
    ]);
    expect(started.find((line) => line.provider === 'storyModel')?.msg).toMatch(
      /^Story model at http:\/\/127\.0\.0\.1:\d+\/v1 \(story-model, fast-model\): ok, key accepted, model found$/,
    );
    expect(JSON.stringify(started)).not.toMatch(/model-key|r8_model/);
  });

  it('checks again, once at a time, when a request finds the last check too old', async () => {
    // Let any check an earlier request started end, then let the last one grow old with no request in between.
    await wait(200);
    const listed = modelListings();
    await wait(MAX_AGE_MS + 100);
    expect(modelListings()).toBe(listed);
    // Five requests at once find the check too old: they answer at once with what is known, and start one check.
    const answers = await Promise.all(Array.from({ length: 5 }, () => health()));
    expect(answers.map((answer) => answer.body.providers.storyModel)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const until = performance.now() + 3000;
    while (modelListings() === listed && performance.now() < until) await wait(20);
    await wait(100);
    expect(modelListings() - listed).toBe(1);
  });

  it('says a provider that went away is unreachable, and logs the change once', async () => {
    await openai.close();
    openaiRunning = false;
    await wait(MAX_AGE_MS + 100);
    const body = await healthUntil((answer) => answer.providers.storyModel === 'unreachable');
    expect(body.providers).toEqual({ storyModel: 'unreachable', imageModel: 'ok' });
    await wait(MAX_AGE_MS + 100);
    await healthUntil(() => false, MAX_AGE_MS * 2);
    const changes = providerLines().filter((line) => line.provider === 'storyModel' && line.status === 'unreachable');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.level).toBe(40);
    // The image model stayed ok: its line was written once, at start.
    expect(providerLines().filter((line) => line.provider === 'imageModel')).toHaveLength(1);
  });
});

describe('an endpoint without a model list', () => {
  it('is reported as having no model list when it answers, and misconfigured for a wrong key or address', async () => {
    const unlisted = await startFakeOpenAi({ apiKey: 'model-key', hasModelList: false });
    try {
      const logger = createLogger({ logLevel: 'silent', env: 'test' });
      const report = (baseUrl: string, apiKey: string) =>
        createProviderHealth(
          {
            llm: { baseUrl, apiKey, storyModel: 'story-model', fastModel: 'fast-model' },
            replicate: undefined,
            openaiImages: undefined,
          },
          logger,
        ).report();
      expect(await report(`${unlisted.url}/v1`, 'model-key')).toEqual({ storyModel: 'no model list' });
      expect(await report(`${unlisted.url}/v1`, 'wrong-key')).toEqual({ storyModel: 'misconfigured' });
      expect(await report(`${unlisted.url}/not-an-api`, 'model-key')).toEqual({ storyModel: 'misconfigured' });
      // Its stories work: the same endpoint answers a story request.
      const answer = await fetch(`${unlisted.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: 'Bearer model-key', 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'story-model', messages: [{ role: 'user', content: 'Hello' }] }),
      });
      expect(answer.status).toBe(200);
    } finally {
      await unlisted.close();
    }
  });
});
