import { afterAll, describe, expect, it } from 'vitest';
import type { JobProgress, Story } from '../../src/shared/stories.ts';
import { startFakeOpenAiImages } from '../fakes/openai-images-fake.ts';
import { createTestBucket } from '../setup/s3-test-server.ts';
import { killStartedServers, startServer, waitForHealth } from '../setup/server-process.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// Issue 19.5: two server processes on one PostgreSQL and one S3 bucket. A story started on the first is followed and
// its pictures read on the second; the first is killed mid-story, and the second finishes the job.
afterAll(killStartedServers);

const database = await createTestDatabase();
const bucket = await createTestBucket();
const images = await startFakeOpenAiImages({ apiKey: 'images-key' });
afterAll(() => images.close());

// Below the kernel's ephemeral ports, apart from the other test files' ranges.
const firstPort = 27_000 + Math.floor(Math.random() * 900);
const secondPort = firstPort + 50;
const env = (port: number) => ({
  PORT: String(port),
  DATABASE_URL: database.url,
  // One secret for both, as servers behind one address share it: a session made on one is valid on the other.
  AUTH_SECRET: 'several-servers-share-this-secret-of-32+chars',
  PUBLIC_URL: 'http://localhost:3000',
  IMAGE_PROVIDER: 'openai',
  IMAGE_BASE_URL: `${images.url}/v1`,
  IMAGE_API_KEY: 'images-key',
  AUTH_RATE_LIMIT: '1000',
  ...bucket.env,
});
const origin = 'http://localhost:3000';

async function call(port: number, cookie: string, path: string, body?: unknown) {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Reads a job's progress stream, handing each event to `onProgress` until it returns true or the time runs out. */
async function follow(
  port: number,
  cookie: string,
  jobId: string,
  onProgress: (progress: JobProgress) => boolean,
  timeoutMs: number,
): Promise<JobProgress | undefined> {
  const response = await fetch(`http://127.0.0.1:${port}/api/stories/jobs/${jobId}/events`, {
    headers: { origin, cookie },
    signal: AbortSignal.timeout(timeoutMs),
  });
  expect(response.status).toBe(200);
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no progress stream');
  let text = '';
  let last: JobProgress | undefined;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return last;
      text += value;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
        text = text.slice(end + 2);
        if (!data) continue;
        last = JSON.parse(data) as JobProgress;
        if (onProgress(last)) return last;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const picturesOf = (progress: JobProgress) => progress.scenes.flatMap((scene) => scene.imageUrl ?? []);

describe('several servers on one PostgreSQL and one S3 bucket', () => {
  it('follow one story across servers, and the second finishes it when the first is killed mid-story', async () => {
    // The first two pictures are drawn; every later one hangs, so the story is still being made on the first server.
    images.setFaults([null, null, ...Array.from({ length: 30 }, () => 'hang' as const)]);
    const first = startServer(env(firstPort), 'warn');
    await waitForHealth(firstPort, first);

    const signUp = await call(firstPort, '', '/api/auth/sign-up/email', {
      email: 'two-servers@example.org',
      password: 'sleepy-owl-42',
      name: 'Parent',
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const started = await call(firstPort, cookie, '/api/stories/jobs', {
      characterId: 'character-owl',
      activityIds: ['activity-park', 'activity-bath'],
      language: 'en',
      idempotencyKey: 'two-servers',
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { jobId } = (await started.json()) as { jobId: string };
    // Only the first server is up, so it is the one writing the story; it stores two pictures, then waits.
    const onFirst = await follow(firstPort, cookie, jobId, (progress) => picturesOf(progress).length >= 2, 30_000);
    expect(onFirst?.status).toBe('running');

    const second = startServer(env(secondPort), 'warn');
    await waitForHealth(secondPort, second);
    // The second server follows the same job and serves the pictures the first one stored in the bucket.
    const onSecond = await follow(secondPort, cookie, jobId, (progress) => picturesOf(progress).length >= 2, 10_000);
    expect(onSecond?.status).toBe('running');
    for (const url of picturesOf(onSecond as JobProgress)) {
      const picture = await call(secondPort, cookie, url);
      expect(picture.status, url).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(picture.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }

    // The image model answers again, and the first server dies in the middle of the story.
    images.setFaults([]);
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = performance.now();
    const elapsed = () => ((performance.now() - killedAt) / 1000).toFixed(1);

    // Its job's heartbeat lapses and the second server runs it to the end (about 15 s of waiting, then the story).
    const done = await follow(
      secondPort,
      cookie,
      jobId,
      (progress) => progress.status !== 'queued' && progress.status !== 'running',
      90_000,
    );
    expect(done?.status, JSON.stringify(done?.error)).toBe('complete');
    expect(second.child.exitCode).toBeNull();
    const story = (await (await call(secondPort, cookie, `/api/stories/${done?.storyId}`)).json()) as Story & {
      fallbackPictures?: number;
    };
    expect(story.scenes).toHaveLength(7);
    expect(story.fallbackPictures).toBe(0);
    for (const scene of story.scenes) {
      expect(scene.imageUrl).toMatch(/^\/media\/users\/.+\.webp$/);
      const picture = await call(secondPort, cookie, scene.imageUrl);
      expect(picture.status, scene.imageUrl).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    }
    console.info(`several servers: the second server finished the story ${elapsed()} s after the first was killed`);
  }, 180_000);
});
