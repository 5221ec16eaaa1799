import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReplicateFake, startFakeReplicate } from '../../../../tests/fakes/replicate-fake.ts';
import type { ImageRequest } from '../types.ts';
import { createReplicateIllustrator, type ReplicateIllustratorOptions, replicateInput } from './replicate.ts';
import { outputOf, parseRetryAfter, ReplicateError } from './replicate-api.ts';

let fake: ReplicateFake;

beforeEach(async () => {
  fake = await startFakeReplicate({ latency: { imageMs: 20 }, maxWaitMs: 40 });
});

afterEach(async () => {
  await fake.close();
});

const SCENE: ImageRequest = {
  prompt: 'a small grey rabbit painting with a toddler, soft light',
  width: 1024,
  height: 576,
  guidanceScale: 7.5,
  numInferenceSteps: 4,
  goFast: false,
  premium: false,
};

function illustrator(overrides: Partial<ReplicateIllustratorOptions> = {}) {
  return createReplicateIllustrator({
    baseUrl: fake.url,
    token: 'r8_test',
    standardModel: 'black-forest-labs/flux-schnell',
    premiumModel: 'google/nano-banana',
    timeoutMs: 2000,
    pollIntervalMs: 10,
    retryBaseMs: 10,
    random: () => 0,
    ...overrides,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<{ error: ReplicateError; ms: number }> {
  const started = performance.now();
  try {
    await promise;
  } catch (error) {
    return { error: error as ReplicateError, ms: performance.now() - started };
  }
  throw new Error('expected a rejection');
}

const listRequests = () =>
  fake.requests.filter((request) => request.method === 'GET' && request.path === '/v1/predictions');

function urlOf(result: unknown): string {
  expect(result).toHaveProperty('url');
  return (result as { url: string }).url;
}

describe('Replicate illustrator', () => {
  it.each(['list', 'string', 'object'] as const)(
    'finds the picture in a %s output, and it downloads',
    async (shape) => {
      fake.setOutputShape(shape);
      const url = urlOf(await illustrator().draw(SCENE));
      expect(url).toMatch(new RegExp(`^${fake.url}/files/fakepred\\d+\\.webp$`));
      const response = await fetch(url);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
    },
  );

  it('gets the picture from the creating request itself with Prefer: wait', async () => {
    const result = await illustrator({ timeoutMs: 60_000 }).draw(SCENE);
    expect(urlOf(result)).toContain('/files/');
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/models/black-forest-labs/flux-schnell/predictions',
    ]);
    const [create] = fake.createRequests();
    // A third of the 60 s: a creation call that hangs can be made again in the time left.
    expect(create?.headers.prefer).toBe('wait=20');
    expect(create?.headers.authorization).toBe('Bearer r8_test');
    expect(create?.headers['content-type']).toBe('application/json');
  });

  it('polls a prediction that is still running: starting, processing, succeeded', async () => {
    // Long enough that a busy machine still answers the creation while the prediction is starting.
    fake.setLatency({ imageMs: 900, startingMs: 400 });
    const result = await illustrator({ pollIntervalMs: 60 }).draw(SCENE);
    expect(urlOf(result)).toContain('/files/');
    const prediction = [...fake.predictions.values()][0];
    expect(prediction?.statuses).toEqual(['starting', 'processing', 'succeeded']);
    const polls = fake.requests.filter((request) => request.method === 'GET');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls[0]?.path).toBe(`/v1/predictions/${prediction?.id}`);
    expect(polls[0]?.headers.authorization).toBe('Bearer r8_test');
  });

  it('takes a file output as soon as it appears, even while the status is still processing', async () => {
    await fake.close();
    fake = await startFakeReplicate({ latency: { imageMs: 20 }, maxWaitMs: 1000, earlyOutputMs: 5000 });
    const started = performance.now();
    expect(urlOf(await illustrator().draw(SCENE))).toContain('/files/');
    expect(performance.now() - started).toBeLessThan(1000);
    expect([...fake.predictions.values()][0]?.statuses).toEqual(['processing']);
  });

  it('maps a scene request to FLUX schnell input', async () => {
    await illustrator().draw(SCENE);
    await illustrator().draw({ ...SCENE, width: 512, height: 288, guidanceScale: 3.5, goFast: true });
    const [first, retry] = fake.createRequests().map((request) => (request.body as { input: unknown }).input);
    expect(first).toEqual({
      prompt: SCENE.prompt,
      aspect_ratio: '16:9',
      megapixels: '1',
      num_outputs: 1,
      num_inference_steps: 4,
      go_fast: false,
      output_format: 'webp',
      output_quality: 80,
    });
    expect(retry).toMatchObject({ aspect_ratio: '16:9', megapixels: '0.25', go_fast: true });
  });

  it('sends premium pictures to the premium model with the character picture as image_input', async () => {
    fake.setOutputShape('string');
    const reference = 'https://stories.example.org/media/characters/abc.webp';
    await illustrator().draw({ ...SCENE, premium: true, referenceImageUrl: reference });
    const [create] = fake.createRequests();
    expect(create?.path).toBe('/v1/models/google/nano-banana/predictions');
    expect((create?.body as { input: unknown } | undefined)?.input).toEqual({
      prompt: SCENE.prompt,
      aspect_ratio: '16:9',
      output_format: 'png',
      image_input: [reference],
    });
  });

  it('maps other models to width, height, guidance, steps and the negative prompt', () => {
    const input = replicateInput('someone/sdxl-lightning', {
      ...SCENE,
      width: 512,
      height: 512,
      negativePrompt: 'text, letters',
    });
    expect(input).toEqual({
      prompt: SCENE.prompt,
      width: 512,
      height: 512,
      num_outputs: 1,
      guidance_scale: 7.5,
      num_inference_steps: 4,
      go_fast: false,
      negative_prompt: 'text, letters',
    });
    expect(replicateInput('black-forest-labs/flux-dev', SCENE)).toMatchObject({ guidance: 7.5, aspect_ratio: '16:9' });
    expect(replicateInput('black-forest-labs/flux-dev', SCENE)).not.toHaveProperty('negative_prompt');
  });

  it('runs an `owner/name:version` model through POST /v1/predictions', async () => {
    await illustrator({ standardModel: 'someone/painter:abc123' }).draw(SCENE);
    const [create] = fake.createRequests();
    expect(create?.path).toBe('/v1/predictions');
    expect(create?.body).toMatchObject({ version: 'abc123', input: { prompt: SCENE.prompt } });
  });

  it('honours Retry-After on a 429', async () => {
    fake.setFaults([{ kind: '429', retryAfterSeconds: 0.3 }]);
    const result = await illustrator().draw(SCENE);
    expect(urlOf(result)).toContain('/files/');
    const [first, second] = fake.createRequests();
    const gap = (second?.at ?? 0) - (first?.at ?? 0);
    expect(gap).toBeGreaterThanOrEqual(290);
    expect(gap).toBeLessThan(800);
  });

  it('fails at once when Retry-After is longer than the time left', async () => {
    fake.setFaults([{ kind: '429', retryAfterSeconds: 30 }]);
    const { error, ms } = await failureOf(illustrator({ timeoutMs: 1000 }).draw(SCENE));
    expect(error.message).toBe('API request failed with status: 429');
    expect(ms).toBeLessThan(500);
    expect(fake.createRequests()).toHaveLength(1);
  });

  it('retries 5xx and network failures with back-off', async () => {
    fake.setFaults(['500', 'network']);
    expect(urlOf(await illustrator().draw(SCENE))).toContain('/files/');
    expect(fake.createRequests().map((request) => request.fault?.kind)).toEqual(['500', 'network', undefined]);
  });

  it('backs off exponentially with jitter', async () => {
    fake.setFaults(['503', '503']);
    await illustrator({ retryBaseMs: 100, random: () => 1 }).draw(SCENE);
    const [first, second, third] = fake.createRequests().map((request) => request.at);
    // Full steps with random() = 1: 100 ms, then 200 ms.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(95);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(195);
  });

  it('rides out a seeded mix of transient faults', async () => {
    fake.setFaults({ rate: 0.3, kinds: ['500', '503', 'network', { kind: '429', retryAfterSeconds: 0.02 }], seed: 3 });
    // One illustrator, as the app has: the same picture asked 12 times is 12 predictions, none taken for another's.
    const draw = illustrator();
    for (let index = 0; index < 12; index++) expect(urlOf(await draw.draw(SCENE))).toContain('/files/');
    const faulted = fake.createRequests().filter((request) => request.fault !== undefined);
    expect(faulted.length).toBeGreaterThan(2);
    expect(fake.createRequests()).toHaveLength(12 + faulted.length);
  });

  it('makes at most 3 attempts, then fails with the status', async () => {
    fake.setFaults(['500', '503', '500']);
    const { error } = await failureOf(illustrator().draw(SCENE));
    expect(error).toBeInstanceOf(ReplicateError);
    expect(error.message).toBe('API request failed with status: 500');
    expect(error.status).toBe(500);
    expect(fake.createRequests()).toHaveLength(3);
  });

  it('does not retry a client error', async () => {
    const { error } = await failureOf(illustrator({ token: 'wrong' }).draw(SCENE));
    expect(error.message).toBe('API request failed with status: 401');
    expect(error.detail).toBe('You did not pass a valid authentication token');
    expect(fake.requests).toHaveLength(1);
  });

  it('follows the Location of a creation whose body came unreadable, and does not create the prediction twice', async () => {
    fake.setFaults(['malformed-json']);
    const picture = await illustrator().draw(SCENE);
    expect('url' in picture || 'bytes' in picture).toBe(true);
    expect(fake.createRequests()).toHaveLength(1);

    fake.setFaults(['truncated-json']);
    await illustrator().draw(SCENE);
    expect(fake.createRequests()).toHaveLength(2);
    expect(fake.stats()).toMatchObject({ started: 2, running: 0 });
  });

  it('keeps reading a prediction whose readings keep failing, and gets its picture rather than paying twice', async () => {
    fake.setLatency({ imageMs: 200 });
    fake.setFaults([null, 'malformed-json', 'malformed-json', 'malformed-json', '503', 'network', '503']);
    expect(urlOf(await illustrator().draw(SCENE))).toContain('/files/');
    expect(fake.createRequests()).toHaveLength(1);
    expect(fake.cancelRequests()).toHaveLength(0);
  });

  it('gives up a prediction that cannot be read by the deadline, and cancels it', async () => {
    fake.setLatency({ imageMs: 5000 });
    fake.setFaults({ rate: 1, kinds: ['malformed-json'], seed: 1 });
    const { error } = await failureOf(illustrator({ timeoutMs: 300 }).draw(SCENE));
    expect(error.message).toBe('Image generation is still processing. Please try again in a moment.');
    await vi.waitFor(() => expect(fake.cancelRequests()).toHaveLength(1));
  });

  it('creates a picture that may be dropped without holding the request, so it can be cancelled at once', async () => {
    fake.setLatency({ imageMs: 5000 });
    const controller = new AbortController();
    const drawing = failureOf(illustrator().draw(SCENE, { signal: controller.signal, mayBeDropped: true }));
    await vi.waitFor(() => expect(fake.requests.some((request) => request.method === 'GET')).toBe(true));
    controller.abort();
    expect((await drawing).error.code).toBe('cancelled');
    expect(fake.createRequests()[0]?.headers.prefer).toBeUndefined();
    await vi.waitFor(() => expect(fake.stats()).toMatchObject({ started: 1, cancelled: 1, running: 0 }));
  });

  it('reads a running prediction sooner at first: a quarter, then half the interval, then the interval', async () => {
    fake.setLatency({ imageMs: 1000, startingMs: 10 });
    await illustrator({ pollIntervalMs: 400 }).draw(SCENE, { mayBeDropped: true });
    const times = fake.requests.map((request) => request.at);
    const gaps = times.slice(1).map((at, index) => at - (times[index] ?? 0));
    // Readings at about 100, 300, 700 and 1100 ms: the picture is seen 100 ms after it is ready, not 200.
    const [first = 0, second = 0, third = 0] = gaps;
    expect(first).toBeGreaterThanOrEqual(95);
    expect(first).toBeLessThan(350);
    expect(second).toBeGreaterThanOrEqual(195);
    expect(third).toBeGreaterThanOrEqual(395);
  });

  it('gives up a reading or a creation without a wait that hangs, in a fraction of the time, and still draws', async () => {
    fake.setLatency({ imageMs: 50 });
    fake.setFaults(['hang', null, 'hang']);
    const started = performance.now();
    const result = await illustrator({ timeoutMs: 2000, pollIntervalMs: 20 }).draw(SCENE, { mayBeDropped: true });
    expect(urlOf(result)).toContain('/files/');
    expect(fake.createRequests()).toHaveLength(2);
    // Each hanging request is dropped after an eighth of the 2 s (250 ms), not after the whole time.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(fake.stats().started).toBe(1);
  });

  it('reads a poll again when its answer was cut off', async () => {
    fake.setLatency({ imageMs: 100 });
    fake.setFaults([null, 'truncated-json']);
    expect(urlOf(await illustrator().draw(SCENE))).toContain('/files/');
  });

  it('retries when the connection breaks while the body arrives, after looking for the prediction', async () => {
    let creations = 0;
    const brokenOnce: typeof fetch = async (input, init) => {
      if (init?.method !== 'POST') return fetch(input, init);
      creations += 1;
      if (creations > 1) return fetch(input, init);
      const body = new ReadableStream({ pull: (controller) => controller.error(new TypeError('terminated')) });
      return new Response(body, { status: 201, headers: { 'content-type': 'application/json' } });
    };
    expect(urlOf(await illustrator({ fetch: brokenOnce }).draw(SCENE))).toContain('/files/');
    expect(creations).toBe(2);
    // The broken answer's prediction was looked for (this one never reached the fake, so none was found).
    expect(listRequests().length).toBeGreaterThanOrEqual(1);
  });

  it('reports a failed prediction with Replicate’s error text', async () => {
    fake.setFaults(['failed']);
    const { error } = await failureOf(illustrator().draw(SCENE));
    expect(error.code).toBe('failed');
    expect(error.message).toBe('Prediction failed: the fake model ran into trouble');
  });

  it('reports an output without a picture', async () => {
    fake.setFaults(['bad-output']);
    const { error } = await failureOf(illustrator().draw(SCENE));
    expect(error.message).toBe('Image generation did not return expected output format');
  });

  it('cancels the prediction when the caller aborts', async () => {
    fake.setLatency({ imageMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { error, ms } = await failureOf(illustrator().draw(SCENE, { signal: controller.signal }));
    expect(error.message).toBe('Image generation was cancelled');
    expect(error.code).toBe('cancelled');
    expect(ms).toBeLessThan(500);
    await vi.waitFor(() => expect(fake.cancelRequests()).toHaveLength(1));
    expect([...fake.predictions.values()][0]?.canceledAt).toBeDefined();
  });

  it('lets go of a made picture that will not be fetched, so it counts as dropped on purpose, not lost track of', async () => {
    const result = await illustrator().draw(SCENE, { mayBeDropped: true });
    expect(urlOf(result)).toContain('/files/');
    expect(fake.stats()).toMatchObject({ started: 1, used: 0, wasted: 1 });
    result.letGo?.();
    await vi.waitFor(() => expect(fake.stats()).toMatchObject({ wasted: 0, doneBeforeDropped: 1 }));
    expect(fake.cancelRequests()).toHaveLength(1);
  });

  it('does nothing when the signal is already aborted', async () => {
    const { error } = await failureOf(illustrator().draw(SCENE, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('cancelled');
    expect(fake.requests).toHaveLength(0);
  });

  it('gives up, and cancels, when the prediction is still running at the deadline', async () => {
    fake.setLatency({ imageMs: 5000 });
    const { error, ms } = await failureOf(illustrator({ timeoutMs: 200 }).draw(SCENE));
    expect(error.message).toBe('Image generation is still processing. Please try again in a moment.');
    expect(error.isTimeout).toBe(true);
    expect(ms).toBeLessThan(600);
    await vi.waitFor(() => expect(fake.cancelRequests()).toHaveLength(1));
  });

  it('makes a creation call again when it hangs past its wait, and still gets the picture in time', async () => {
    fake.setFaults(['hang']);
    const started = performance.now();
    const result = await illustrator({ timeoutMs: 6000 }).draw(SCENE);
    expect(urlOf(result)).toContain('/files/');
    // Wait 2 s (a third of 6 s) plus 1 s of grace, then the second call answers at once.
    expect(fake.createRequests()).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(4500);
  });

  it('times out when Replicate never answers', async () => {
    fake.setFaults(['hang']);
    const { error, ms } = await failureOf(illustrator({ timeoutMs: 200 }).draw(SCENE));
    expect(error.message).toBe('Image generation was cancelled or timed out');
    expect(error.code).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(600);
  });
});

// Issue 16.7: a prediction whose creation answer never came (a held request given up, a reset connection) runs on
// and is billed. It is found in the list of predictions and adopted, and nothing of the call is left running.
describe('a creation whose answer is lost after the prediction was made', () => {
  /** A fetch whose listing of predictions answers 503 the first `failures` times. */
  function listingDownFor(failures: number): typeof fetch {
    let left = failures;
    return async (input, init) => {
      const isListing = init?.method === 'GET' && String(input).includes('/v1/predictions?');
      if (isListing && left-- > 0) return new Response('{"detail":"busy"}', { status: 503 });
      return fetch(input, init);
    };
  }

  async function downloaded(result: unknown) {
    const response = await fetch(urlOf(result));
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }

  it('adopts the prediction of a held creation that never answers, instead of making and paying a second', async () => {
    fake.setFaults(['hang-after-create']);
    const result = await illustrator({ timeoutMs: 2000 }).draw(SCENE);
    await downloaded(result);
    expect(fake.createRequests()).toHaveLength(1);
    expect(listRequests().length).toBeGreaterThanOrEqual(1);
    expect(listRequests()[0]?.query.get('created_after')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await vi.waitFor(() => expect(fake.stats()).toMatchObject({ started: 1, used: 1, running: 0, wasted: 0 }));
  });

  it('adopts the prediction of a creation whose connection was reset', async () => {
    fake.setFaults(['reset-after-create']);
    await downloaded(await illustrator().draw(SCENE));
    expect(fake.createRequests()).toHaveLength(1);
    expect(fake.stats()).toMatchObject({ started: 1, used: 1, running: 0, wasted: 0 });
  });

  it('looks again before creating a second time, and adopts a prediction whose creation arrived late', async () => {
    fake.setLatency({ imageMs: 100 });
    fake.setFaults([{ kind: 'late-create', delayMs: 300 }]);
    await downloaded(await illustrator({ timeoutMs: 4000 }).draw(SCENE));
    expect(fake.createRequests()).toHaveLength(1);
    expect(listRequests().length).toBeGreaterThanOrEqual(2);
    await vi.waitFor(() => expect(fake.stats()).toMatchObject({ started: 1, used: 1, running: 0, wasted: 0 }));
  });

  it('adopts the prediction of a creation without a wait that hangs', async () => {
    fake.setLatency({ imageMs: 100 });
    fake.setFaults(['hang-after-create']);
    await downloaded(await illustrator({ timeoutMs: 2000, pollIntervalMs: 20 }).draw(SCENE, { mayBeDropped: true }));
    expect(fake.createRequests()).toHaveLength(1);
    expect(fake.stats()).toMatchObject({ started: 1, used: 1, running: 0, wasted: 0 });
  });

  it('stops the prediction of a held creation still unanswered at the deadline', async () => {
    fake.setLatency({ imageMs: 5000 });
    fake.setFaults(['hang-after-create']);
    const { error } = await failureOf(illustrator({ timeoutMs: 1000 }).draw(SCENE));
    expect(error.code).toBe('timeout');
    await vi.waitFor(() => expect(fake.stats()).toMatchObject({ started: 1, cancelled: 1, running: 0 }));
  });

  it('stops the prediction of a lost creation answer after the caller gave up', async () => {
    fake.setLatency({ imageMs: 5000 });
    fake.setFaults(['hang-after-create']);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { error, ms } = await failureOf(illustrator({ timeoutMs: 3000 }).draw(SCENE, { signal: controller.signal }));
    expect(error.code).toBe('cancelled');
    expect(ms).toBeLessThan(500);
    expect(fake.stats()).toMatchObject({ started: 1, running: 1 });
    await vi.waitFor(() => expect(fake.stats()).toMatchObject({ started: 1, cancelled: 1, running: 0 }), {
      timeout: 4000,
    });
  });

  it('stops every prediction of the call once it is over, when the lost one could not be found in time', async () => {
    fake.setLatency({ imageMs: 5000 });
    fake.setFaults(['reset-after-create']);
    // The listing is down at first: the creation is made again, and two predictions run.
    const listingDown = listingDownFor(3);
    const { error } = await failureOf(illustrator({ timeoutMs: 1000, fetch: listingDown }).draw(SCENE));
    expect(error.isTimeout).toBe(true);
    expect(fake.createRequests()).toHaveLength(2);
    await vi.waitFor(() => expect(fake.stats()).toMatchObject({ started: 2, cancelled: 2, running: 0, wasted: 0 }));
  });

  it('lets go of a lost prediction that succeeded while a second one was made, so none is lost track of', async () => {
    fake.setLatency({ imageMs: 100 });
    fake.setFaults(['reset-after-create']);
    // The listing is down at first: the creation is made again, and the lost one finishes unseen meanwhile.
    const listingDown = listingDownFor(3);
    await downloaded(await illustrator({ timeoutMs: 4000, fetch: listingDown }).draw(SCENE));
    expect(fake.createRequests()).toHaveLength(2);
    await vi.waitFor(() =>
      expect(fake.stats()).toMatchObject({ started: 2, used: 1, running: 0, wasted: 0, doneBeforeDropped: 1 }),
    );
  });

  it('lists predictions as Replicate does: newest first, by creation time, a page of 100 with a next cursor', async () => {
    for (let index = 0; index < 102; index += 1) {
      await fetch(`${fake.url}/v1/models/black-forest-labs/flux-schnell/predictions`, {
        method: 'POST',
        headers: { authorization: 'Bearer r8_test', 'content-type': 'application/json' },
        body: JSON.stringify({ input: { prompt: `picture ${index}` } }),
      });
    }
    const get = async (url: string) =>
      (await (await fetch(url, { headers: { authorization: 'Bearer r8_test' } })).json()) as {
        next: string | null;
        results: { id: string; input: { prompt: string }; created_at: string }[];
      };
    const first = await get(`${fake.url}/v1/predictions`);
    expect(first.results).toHaveLength(100);
    expect(first.results[0]?.input.prompt).toBe('picture 101');
    const second = await get(first.next ?? '');
    expect(second.results.map((one) => one.input.prompt)).toEqual(['picture 1', 'picture 0']);
    expect(second.next).toBeNull();
    const since = first.results[1]?.created_at ?? '';
    const recent = await get(`${fake.url}/v1/predictions?created_after=${encodeURIComponent(since)}`);
    expect(recent.results.map((one) => one.input.prompt)).toEqual(['picture 101', 'picture 100']);
  });
});

describe('Replicate output and headers', () => {
  it('decodes a data: URL output into bytes', () => {
    const output = outputOf({ id: 'x', status: 'succeeded', output: ['data:image/png;base64,iVBORw0KGgo='] });
    expect(output).toEqual({ bytes: new Uint8Array(Buffer.from('iVBORw0KGgo=', 'base64')), contentType: 'image/png' });
  });

  it('finds no output in failed predictions or outputs without URLs', () => {
    expect(outputOf({ id: 'x', status: 'failed', output: ['https://a.example/x.webp'] })).toBeUndefined();
    expect(outputOf({ id: 'x', status: 'succeeded', output: { seed: 42, images: [] } })).toBeUndefined();
    expect(
      outputOf({ id: 'x', status: 'succeeded', output: { seed: 42, images: ['https://a.example/x.webp'] } }),
    ).toEqual({ url: 'https://a.example/x.webp' });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('1.5')).toBe(1500);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    expect(parseRetryAfter(inTwoSeconds)).toBeGreaterThan(500);
  });
});
