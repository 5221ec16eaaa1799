import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createProviderHealth } from '../../src/server/providers/health.ts';
import { KOKORO_MODEL } from '../../src/server/providers/speech/kokoro-replicate.ts';
import { startFakeReplicate } from '../fakes/replicate-fake.ts';
import { startFakeSpeech } from '../fakes/speech-fake.ts';
import { createTestApp } from '../setup/test-app.ts';

// Issue 16.8, "each configured provider": a speech server that reads stories aloud (TTS_PROVIDER) is checked at start
// and reported by GET /api/health like the text and image providers, without its key.
const speech = await startFakeSpeech({ apiKey: 'speech-key' });
const replicate = await startFakeReplicate({ token: 'r8_speech', unknownModels: ['someone/gone-voice'] });
afterAll(async () => {
  await speech.close();
  await replicate.close();
});

const silent = createLogger({ logLevel: 'silent', env: 'test' });
const report = (speechConfig: Config['speech']) =>
  createProviderHealth(
    { llm: undefined, replicate: undefined, openaiImages: undefined, speech: speechConfig },
    silent,
  ).report();

describe('the speech provider’s health', () => {
  it('is ok for an OpenAI-compatible speech server that accepts the key and lists the model, /v1 or not', async () => {
    expect(await report({ provider: 'openai', baseUrl: speech.url, apiKey: 'speech-key', model: undefined })).toEqual({
      speechModel: 'ok',
    });
    expect(
      await report({ provider: 'openai', baseUrl: `${speech.url}/v1/`, apiKey: 'speech-key', model: 'tts-1' }),
    ).toEqual({ speechModel: 'ok' });
  });

  it('is misconfigured for a refused key or a model the server does not have', async () => {
    expect(await report({ provider: 'openai', baseUrl: speech.url, apiKey: 'wrong', model: undefined })).toEqual({
      speechModel: 'misconfigured',
    });
    expect(
      await report({ provider: 'openai', baseUrl: speech.url, apiKey: 'speech-key', model: 'no-such-voice' }),
    ).toEqual({ speechModel: 'misconfigured' });
  });

  it('is unreachable when nothing answers', async () => {
    const gone = await startFakeSpeech();
    await gone.close();
    expect(await report({ provider: 'openai', baseUrl: gone.url, apiKey: 'speech-key', model: undefined })).toEqual({
      speechModel: 'unreachable',
    });
  });

  it('checks Kokoro on Replicate by its version, and a wrong token or model as misconfigured', async () => {
    const kokoro = (token: string, model: string | undefined) =>
      report({ provider: 'replicate', baseUrl: `${replicate.url}/v1`, token, model });
    expect(await kokoro('r8_speech', undefined)).toEqual({ speechModel: 'ok' });
    const [name, version] = KOKORO_MODEL.split(':');
    expect(replicate.requests.at(-1)?.path).toBe(`/v1/models/${name}/versions/${version}`);
    expect(await kokoro('wrong', undefined)).toEqual({ speechModel: 'misconfigured' });
    expect(await kokoro('r8_speech', 'someone/gone-voice')).toEqual({ speechModel: 'misconfigured' });
  });

  it('is not checked when the device’s own voice reads (nothing to ask)', async () => {
    const before = speech.requests.length + replicate.requests.length;
    expect(await report({ provider: 'device' })).toEqual({});
    expect(speech.requests.length + replicate.requests.length).toBe(before);
  });
});

const lines: Record<string, unknown>[] = [];
const { app } = await createTestApp(
  { LOG_LEVEL: 'info', TTS_PROVIDER: 'openai', TTS_BASE_URL: speech.url, TTS_API_KEY: 'speech-key' },
  { logSink: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('GET /api/health with a speech server', () => {
  it('reports the speech model, and the start-up log names its status without its key', async () => {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', resolve)));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ status: 'ok', database: 'ok', media: 'ok', providers: { speechModel: 'ok' } });
    expect(text).not.toContain('speech-key');
    const line = lines.find((entry) => entry.provider === 'speechModel');
    expect(line?.status).toBe('ok');
    expect(line?.msg).toMatch(
      /^Speech model at http:\/\/127\.0\.0\.1:\d+\/v1 \(kokoro\): ok, key accepted, model found$/,
    );
    expect(JSON.stringify(lines)).not.toContain('speech-key');
  });
});
