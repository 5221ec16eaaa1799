import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MediaStoreUnusableError } from '../../src/server/compose.ts';
import { stories, storyJobs, storyScenes } from '../../src/server/db/schema.ts';
import { createProviders, type Providers } from '../../src/server/providers/registry.ts';
import type { Illustrator } from '../../src/server/providers/types.ts';
import { tinyPicture } from '../fakes/media-bytes.ts';
import { createTestBucket } from '../setup/s3-test-server.ts';
import { killStartedServers, startServer } from '../setup/server-process.ts';
import { waitForJobEnd } from '../setup/story-jobs.ts';
import { createTestApp } from '../setup/test-app.ts';
import { createTestDatabase } from '../setup/test-database.ts';
import { apiCaller, signUp } from '../setup/test-users.ts';

// A media store that fails is loud. A server refuses to start on a bucket it cannot use, naming the setting;
// while running, /api/health answers 503 when the store goes down; a story whose pictures cannot be stored waits and
// is tried again (never completed with pictures that were not kept), and completes once the store is back.
afterAll(killStartedServers);

/**
 * A TCP relay in front of the real S3 server, on a port of its own: closing it is the store going away (connections
 * refused), opening it again on the same port is the store coming back.
 */
async function storeRelay(target: string) {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = async () => {
    server = net.createServer((socket) => {
      const upstream = net.connect(Number(targetPort), hostname);
      for (const end of [socket, upstream]) {
        sockets.add(end);
        end.on('error', () => undefined);
        end.on('close', () => sockets.delete(end));
      }
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const close = async () => {
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await open();
  afterAll(close);
  return { url: () => `http://127.0.0.1:${port}`, open, close };
}

const bucket = await createTestBucket();
const relay = await storeRelay(bucket.env.S3_ENDPOINT ?? '');

const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../public', import.meta.url).pathname });
const picture = await tinyPicture('webp');
/** Called at each picture drawn; the test takes the store away from inside a story with it. */
let onDraw: () => Promise<void> = async () => {};
const illustrator: Illustrator = {
  name: 'tiny',
  draw: async () => {
    await onDraw();
    return { bytes: picture, contentType: 'image/webp' };
  },
};
const providers: Providers = { ...builtin, illustrator, fallbackIllustrator: illustrator };

const lines: { msg?: string; answer?: string }[] = [];
const { app, config, db, media } = await createTestApp(
  { ...bucket.env, S3_ENDPOINT: relay.url(), LOG_LEVEL: 'info' },
  {
    providers,
    mediaHealthMaxAgeMs: 200,
    storeRetrySeconds: 1,
    logSink: (line) => lines.push(JSON.parse(line) as { msg?: string }),
  },
);
const origin = config.publicUrl;
const call = apiCaller(app, origin);

async function health() {
  const response = await app.request('/api/health');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a media store that goes down while the server runs', () => {
  it('turns /api/health to 503, fails a picture preview at once, and keeps a story waiting until the store is back', async () => {
    const parent = await signUp(app, origin, 'store-down@example.org');
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', media: 'ok', providers: {} },
    });

    await media.put('users/store-down/kept.webp', picture, 'image/webp');
    expect((await app.request('/media/users/store-down/kept.webp')).status).toBe(200);

    // The store goes away while the story's first picture is being drawn.
    let storeIsDown = false;
    onDraw = async () => {
      if (storeIsDown) return;
      storeIsDown = true;
      await relay.close();
    };
    const started = await call(parent, '/api/stories/jobs', {
      characterId: 'character-owl',
      activityIds: ['activity-park'],
      language: 'en',
      idempotencyKey: 'store-down-1',
    });
    expect(started.status).toBe(201);
    const { jobId } = (await started.json()) as { jobId: string };

    // The story goes back to the queue: still being made, never complete with pictures that were not stored.
    const statuses = new Set<string>();
    for (let waited = 0; waited < 15_000; waited += 100) {
      const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
      statuses.add(job?.status ?? 'gone');
      if (storeIsDown && job?.status === 'queued' && statuses.has('running')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...statuses].sort()).toEqual(['queued', 'running']);

    const down = await health();
    expect(down).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'ok', media: 'down', providers: {} },
    });

    // A picture preview is refused at once, with a message the app translates, and costs nothing.
    const askedAt = performance.now();
    const preview = await call(parent, '/api/custom-images', {
      kind: 'character',
      name: 'Bram',
      description: 'a small green dragon with a red scarf',
    });
    expect(preview.status).toBe(503);
    expect(((await preview.json()) as { error: { code: string } }).error.code).toBe('mediaStoreUnavailable');
    expect(performance.now() - askedAt).toBeLessThan(2_000);

    // A stored picture cannot be read: the server says it is unavailable, not that it broke.
    const kept = await app.request('/media/users/store-down/kept.webp');
    expect(kept.status).toBe(503);
    expect(((await kept.json()) as { error: { code: string } }).error.code).toBe('mediaStoreUnavailable');

    // The story is still waiting while the store is down.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [waiting] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
    expect(waiting?.status === 'queued' || waiting?.status === 'running').toBe(true);

    await relay.open();
    const ended = await waitForJobEnd(db, jobId, 600);
    expect(ended.status).toBe('complete');
    const [story] = await db
      .select()
      .from(stories)
      .where(eq(stories.id, ended.storyId ?? ''));
    expect(story?.fallbackPictures).toBe(0);
    const scenes = await db
      .select()
      .from(storyScenes)
      .where(eq(storyScenes.storyId, ended.storyId ?? ''));
    expect(scenes).toHaveLength(7);
    for (const scene of scenes) {
      expect(scene.imageUrl).toMatch(/^\/media\/users\//);
      const served = await app.request(scene.imageUrl, { headers: { cookie: parent.cookie } });
      expect(served.status, scene.imageUrl).toBe(200);
    }
    // Waiting for the store cost the story none of its attempts.
    const { rows } = await db.execute<{ retryCount: number }>(
      sql`select retry_count as "retryCount" from pgboss.job where id = ${jobId}`,
    );
    expect(rows[0]?.retryCount).toBe(0);
    expect((await health()).status).toBe(200);
    // The operator reads it once when it goes, once when it is back, however often the store was probed.
    const said = lines.filter((line) => line.msg?.startsWith('the media store is'));
    expect(said.map((line) => line.msg?.replace(/:.*/s, ''))).toEqual([
      'the media store is down',
      'the media store is back',
    ]);
    expect(said[0]?.answer).toMatch(/^cannot connect to 127\.0\.0\.1:\d+ \(connection refused\)$/);
  }, 60_000);
});

describe('a picture preview just after the store went down', () => {
  it('asks the store before paying for a picture or a redraw, even while /api/health still reuses its last answer', async () => {
    const quietRelay = await storeRelay(bucket.env.S3_ENDPOINT ?? '');
    let drawn = 0;
    const counting: Illustrator = {
      name: 'counting',
      draw: async () => {
        drawn += 1;
        return { bytes: picture, contentType: 'image/webp' };
      },
    };
    // The health answer is reused for a minute: only a fresh probe can tell that the store has just gone.
    const slow = await createTestApp(
      { ...bucket.env, S3_ENDPOINT: quietRelay.url() },
      { providers: { ...builtin, illustrator: counting, fallbackIllustrator: counting }, mediaHealthMaxAgeMs: 60_000 },
    );
    const parent = await signUp(slow.app, slow.config.publicUrl, 'preview-fresh@example.org');
    const preview = () =>
      apiCaller(slow.app, slow.config.publicUrl)(parent, '/api/custom-images', {
        kind: 'character',
        name: 'Bram',
        description: 'a small green dragon with a red scarf',
      });
    expect((await preview()).status).toBe(200);
    const call = apiCaller(slow.app, slow.config.publicUrl);
    const started = await call(parent, '/api/stories/jobs', {
      characterId: 'character-owl',
      activityIds: ['activity-park'],
      language: 'en',
      idempotencyKey: 'preview-fresh-1',
    });
    const { jobId } = (await started.json()) as { jobId: string };
    const { storyId } = await waitForJobEnd(slow.db, jobId, 600);
    const drawnBefore = drawn;
    expect((await slow.app.request('/api/health')).status).toBe(200);

    await quietRelay.close();
    // The last answer, a moment old, still says ok.
    expect((await slow.app.request('/api/health')).status).toBe(200);
    const askedAt = performance.now();
    const refused = await preview();
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('mediaStoreUnavailable');
    expect(performance.now() - askedAt).toBeLessThan(2_000);
    // A "New picture" of a scene is refused alike, and the story keeps its redraws.
    const redraw = await call(parent, `/api/stories/${storyId}/scenes/2/regenerate`, {});
    expect(redraw.status).toBe(503);
    expect(((await redraw.json()) as { error: { code: string } }).error.code).toBe('mediaStoreUnavailable');
    const { rows } = await slow.db.execute<{ used: number }>(
      sql`select image_regenerations as used from stories where id = ${storyId ?? ''}`,
    );
    expect(rows[0]?.used).toBe(0);
    // Nothing was drawn (nor paid for) that could not be kept, and the health check now says so too.
    expect(drawn).toBe(drawnBefore);
    expect((await slow.app.request('/api/health')).status).toBe(503);
  }, 60_000);
});

describe('a server started on a bucket it cannot use', () => {
  const refusal = async (env: Record<string, string>) => {
    const error = await createTestApp({ ...bucket.env, ...env }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MediaStoreUnusableError);
    return (error as Error).message;
  };

  it('refuses to start, naming the setting and what the store answered', async () => {
    expect(await refusal({ S3_ACCESS_KEY_ID: 'NOT-OUR-KEY' })).toMatch(
      /^The media store cannot be used: access denied \(InvalidAccessKeyId\)\.\nCheck S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\./,
    );
    expect(await refusal({ S3_BUCKET: 'no-such-bucket' })).toMatch(
      /^The media store cannot be used: no such bucket: no-such-bucket\.\nCheck S3_BUCKET\./,
    );
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await refusal({ S3_ENDPOINT: `http://127.0.0.1:${port}` })).toMatch(
      new RegExp(
        `^The media store cannot be used: cannot connect to 127\\.0\\.0\\.1:${port} \\(connection refused\\)\\.\\nCheck S3_ENDPOINT\\.`,
      ),
    );
  }, 60_000);

  it('says so in plain words and exits, as a process', async () => {
    const database = await createTestDatabase();
    const server = startServer({
      PORT: String(28_000 + Math.floor(Math.random() * 900)),
      DATABASE_URL: database.url,
      ...bucket.env,
      S3_BUCKET: 'no-such-bucket',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'The media store cannot be used: no such bucket: no-such-bucket.\nCheck S3_BUCKET.',
    );
    expect(server.output()).not.toContain('    at ');
  }, 60_000);
});
