import { afterEach, describe, expect, it } from 'vitest';
import { FaultInjector, seededRandom } from './fake-http.ts';
import { type OpenAiFake, startFakeOpenAi } from './openai-fake.ts';
import { type ReplicateFake, startFakeReplicate } from './replicate-fake.ts';
import { type SpeechFake, startFakeSpeech } from './speech-fake.ts';
import { storyJson } from './story-fixtures.ts';

/** The fakes' own wire formats, checked with plain fetch (the provider tests check them through the clients). */

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((fake) => fake.close()));
});

async function openAi(options: Parameters<typeof startFakeOpenAi>[0] = {}): Promise<OpenAiFake> {
  const fake = await startFakeOpenAi(options);
  started.push(fake);
  return fake;
}

async function replicate(options: Parameters<typeof startFakeReplicate>[0] = {}): Promise<ReplicateFake> {
  const fake = await startFakeReplicate(options);
  started.push(fake);
  return fake;
}

async function speech(): Promise<SpeechFake> {
  const fake = await startFakeSpeech();
  started.push(fake);
  return fake;
}

const chat = (url: string, body: unknown, key = 'test-key') =>
  fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fault plans', () => {
  it('hand out listed faults in order, then none', () => {
    const faults = new FaultInjector(['500', null, { kind: '429', retryAfterSeconds: 2 }]);
    expect([faults.next(), faults.next(), faults.next(), faults.next()]).toEqual([
      { kind: '500' },
      undefined,
      { kind: '429', retryAfterSeconds: 2 },
      undefined,
    ]);
  });

  it('mix faults by a seeded rate, the same way for the same seed', () => {
    const sequence = (seed: number) => {
      const faults = new FaultInjector({ rate: 0.3, kinds: ['500', 'hang'], seed });
      return Array.from({ length: 200 }, () => faults.next()?.kind ?? 'ok');
    };
    expect(sequence(7)).toEqual(sequence(7));
    expect(sequence(7)).not.toEqual(sequence(8));
    const failures = sequence(7).filter((kind) => kind !== 'ok').length;
    expect(failures).toBeGreaterThan(35);
    expect(failures).toBeLessThan(85);
    expect(new Set(sequence(7))).toEqual(new Set(['ok', '500', 'hang']));
    expect(seededRandom(1)()).toBe(seededRandom(1)());
  });
});

describe('OpenAI fake', () => {
  it('answers with a chat.completion object', async () => {
    const fake = await openAi({ respond: () => 'Hello there' });
    const response = await chat(fake.url, { model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hello there' }, finish_reason: 'stop' }],
    });
  });

  it('streams chat.completion.chunk events and [DONE]', async () => {
    const fake = await openAi({ respond: () => storyJson(), latency: { tokensPerSecond: 5000 } });
    const response = await chat(fake.url, {
      model: 'm',
      messages: [{ role: 'user', content: 'json please' }],
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: 'json_object' },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')));
    expect(chunks[0]).toMatchObject({ object: 'chat.completion.chunk', choices: [{ delta: { role: 'assistant' } }] });
    const content = chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('');
    expect(content).toBe(storyJson());
    expect(chunks.at(-2).choices[0].finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: expect.any(Number) } });
  });

  it('refuses a wrong key, an unknown path, and JSON mode without the word JSON', async () => {
    const fake = await openAi();
    expect((await chat(fake.url, { model: 'm', messages: [{ role: 'user', content: 'x' }] }, 'nope')).status).toBe(401);
    expect((await fetch(`${fake.url}/v1/other`, { method: 'POST' })).status).toBe(404);
    const response = await chat(fake.url, {
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      response_format: { type: 'json_object' },
    });
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(3);
  });

  it('sends Retry-After with a 429 and cuts answers at max_tokens', async () => {
    const fake = await openAi({ respond: () => 'abcdefghijkl', faults: [{ kind: '429', retryAfterSeconds: 3 }] });
    const limited = await chat(fake.url, { model: 'm', messages: [{ role: 'user', content: 'x' }] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    const cut = await chat(fake.url, { model: 'm', messages: [{ role: 'user', content: 'x' }], max_tokens: 2 });
    expect(await cut.json()).toMatchObject({
      choices: [{ message: { content: 'abcdefgh' }, finish_reason: 'length' }],
    });
  });
});

describe('Replicate fake', () => {
  const headers = { authorization: 'Bearer r8_test', 'content-type': 'application/json' };

  it('runs a prediction through starting, processing and succeeded, then serves its file', async () => {
    const fake = await replicate({ latency: { imageMs: 90, startingMs: 30 } });
    const created = await fetch(`${fake.url}/v1/models/black-forest-labs/flux-schnell/predictions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ input: { prompt: 'moon' } }),
    });
    expect(created.status).toBe(201);
    const prediction = (await created.json()) as { id: string; status: string; urls: { get: string } };
    expect(prediction.status).toBe('starting');
    const statuses = [prediction.status];
    let output: unknown;
    while (statuses.at(-1) !== 'succeeded') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const polled = (await (await fetch(prediction.urls.get, { headers })).json()) as {
        status: string;
        output: unknown;
      };
      if (polled.status !== statuses.at(-1)) statuses.push(polled.status);
      output = polled.output;
    }
    expect(statuses).toEqual(['starting', 'processing', 'succeeded']);
    const [url] = output as string[];
    const file = await fetch(url ?? '');
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(8, 12)
        .toString('ascii'),
    ).toBe('WEBP');
  });

  it('holds a Prefer: wait request until the prediction is done, and cancels running ones', async () => {
    const fake = await replicate({ latency: { imageMs: 40 }, outputShape: 'object' });
    const waited = await fetch(`${fake.url}/v1/models/a/b/predictions`, {
      method: 'POST',
      headers: { ...headers, prefer: 'wait=5' },
      body: JSON.stringify({ input: {} }),
    });
    expect(await waited.json()).toMatchObject({ status: 'succeeded', output: { image: expect.any(String) } });

    fake.setLatency({ imageMs: 5000 });
    const running = (await (
      await fetch(`${fake.url}/v1/predictions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version: 'abc', input: {} }),
      })
    ).json()) as { id: string };
    const canceled = await fetch(`${fake.url}/v1/predictions/${running.id}/cancel`, { method: 'POST', headers });
    expect(await canceled.json()).toMatchObject({ status: 'canceled', version: 'abc' });
  });

  it('answers problems as RFC 7807 documents', async () => {
    const fake = await replicate({ faults: [{ kind: '429', retryAfterSeconds: 1 }] });
    const unauthorised = await fetch(`${fake.url}/v1/predictions/x`);
    expect(unauthorised.status).toBe(401);
    const throttled = await fetch(`${fake.url}/v1/models/a/b/predictions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ input: {} }),
    });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(await throttled.json()).toMatchObject({ title: 'Request was throttled', status: 429 });
    expect((await fetch(`${fake.url}/files/nothing.webp`)).status).toBe(404);
  });
});

describe('speech fake', () => {
  it('answers MP3 or WAV bytes', async () => {
    const fake = await speech();
    const request = (format: string) =>
      fetch(`${fake.url}/v1/audio/speech`, {
        method: 'POST',
        headers: { authorization: 'Bearer test-key', 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'kokoro', input: 'Hello', voice: 'af_bella', response_format: format }),
      });
    const mp3 = await request('mp3');
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    const wav = Buffer.from(await (await request('wav')).arrayBuffer());
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
  });
});
