import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { waitForJobEnd } from '../../../tests/setup/story-jobs.ts';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signIn, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import type { JobProgress, Story, StorySummary } from '../../shared/stories.ts';
import { stories, storyJobs, storyScenes, userSettings } from '../db/schema.ts';
import { createProviders, type Providers } from '../providers/registry.ts';
import type { Illustrator, ImageRequest, StoryBrief, StoryWriter, WrittenScene } from '../providers/types.ts';
import { checkStructure } from '../story-rules/structure.ts';
import { illustrateScene } from './generation/pipeline.ts';

const FAST = { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 };
const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../../public', import.meta.url).pathname });

/** Providers that record what they were sent and can be made to fail. */
const seenBriefs: StoryBrief[] = [];
const seenPrompts: string[] = [];
let writerFailures = 0;
let imageFailureRate = 0;
let imageCalls = 0;
/** A scene the model "writes" unsafely, to prove such text is never shown. */
let unsafeSceneNumber: number | undefined;
const poison = (scene: WrittenScene): WrittenScene =>
  scene.number === unsafeSceneNumber ? { ...scene, text: scene.text.replace(/[.!]\s*$/, ', and blood.') } : scene;
const writer: StoryWriter = {
  name: 'recording',
  async write(brief, options) {
    seenBriefs.push(brief);
    if (writerFailures > 0) {
      writerFailures -= 1;
      throw new Error('the story model is down');
    }
    const onScene = options?.onScene;
    const story = await builtin.writer.write(brief, {
      ...options,
      onScene: onScene ? (scene) => onScene(poison(scene)) : undefined,
    });
    return { ...story, scenes: story.scenes.map(poison) };
  },
};
const illustrator: Illustrator = {
  name: 'flaky',
  async draw(request, options) {
    imageCalls += 1;
    seenPrompts.push(request.prompt);
    if (imageFailureRate > 0 && (imageCalls * 7919) % 100 < imageFailureRate * 100)
      throw new Error('503 from the image model');
    return builtin.illustrator.draw(request, options);
  },
};
const providers: Providers = { ...builtin, writer, illustrator };
const logLines: string[] = [];
const { app, config, db, media } = await createTestApp(
  { LOG_LEVEL: 'debug' },
  { providers, timing: FAST, logSink: (line) => logLines.push(line) },
);
const origin = config.publicUrl;

/** Mean absolute difference of two same-sized pictures, 0-255. */
async function difference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const raw = (bytes: Uint8Array) => sharp(Buffer.from(bytes)).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

const call = apiCaller(app, origin);

let keys = 0;
const brief = (extra: Record<string, unknown> = {}) => {
  keys += 1;
  return {
    characterId: 'character-bunny',
    activityIds: ['activity-playground', 'activity-bath'],
    customDescription: 'We fed the ducks at the pond',
    language: 'en',
    idempotencyKey: `key-${Date.now()}-${keys}`,
    ...extra,
  };
};

async function waitForJob(user: TestUser, jobId: string): Promise<JobProgress> {
  await waitForJobEnd(db, jobId);
  const response = await call(user, `/api/stories/jobs/${jobId}/events`);
  const events = (await response.text()).split('\n').filter((line) => line.startsWith('data: '));
  return JSON.parse(events.at(-1)?.slice(6) ?? '{}');
}

async function generate(user: TestUser, extra: Record<string, unknown> = {}) {
  const started = await call(user, '/api/stories/jobs', brief(extra));
  expect(started.status, await started.clone().text()).toBe(201);
  const { jobId } = await started.json();
  return { jobId, progress: await waitForJob(user, jobId) };
}

async function storiesLeft(user: TestUser) {
  return (await (await call(user, '/api/me/settings')).json()).storiesLeftToday as number;
}

describe('the daily limit and the clock', () => {
  it('gives no new day for moving the time zone across the date line, and a new one when the day has passed', async () => {
    const parent = await signUp(app, origin, 'date-line@example.org');
    expect((await call(parent, '/api/me/settings', { timeZone: 'Pacific/Pago_Pago' }, 'PUT')).status).toBe(200);
    await db.execute(sql`
      insert into story_jobs (user_id, idempotency_key, brief, slot_day, status)
      select ${parent.id}, 'made-' || n, '{}'::jsonb, (now() at time zone 'Pacific/Pago_Pago')::date, 'complete'
      from generate_series(1, 5) as n`);
    expect(await storiesLeft(parent)).toBe(0);
    // UTC-11 to UTC+14: the date moves on by a day, the stories made in the last hours still count.
    expect((await call(parent, '/api/me/settings', { timeZone: 'Pacific/Kiritimati' }, 'PUT')).status).toBe(200);
    expect(await storiesLeft(parent)).toBe(0);
    expect((await call(parent, '/api/stories/jobs', brief())).status).toBe(429);
    // A day later they are yesterday's.
    await db.execute(
      sql`update story_jobs set created_at = created_at - interval '1 day', slot_day = slot_day - 1 where user_id = ${parent.id}`,
    );
    expect(await storiesLeft(parent)).toBe(5);
  });
});

describe('what the story model writes', () => {
  it('is checked before anyone sees it: an unsafe scene stays unseen, and the built-in storyteller tells the story', async () => {
    const parent = await signUp(app, origin, 'unsafe-output@example.org');
    unsafeSceneNumber = 5;
    let progress: JobProgress;
    try {
      progress = (await generate(parent)).progress;
    } finally {
      unsafeSceneNumber = undefined;
    }
    expect(progress.status).toBe('complete');
    expect(JSON.stringify(progress)).not.toContain('blood');
    const story = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
    expect(story.writer).toBe('builtin');
    expect(JSON.stringify(story)).not.toContain('blood');
  });
});

describe('starting a story', () => {
  it('refuses a brief without content, a sixth activity, a repeated activity and unknown items', async () => {
    const parent = await signUp(app, origin, 'brief@example.org');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ activityIds: [], customDescription: '   ', customActivities: ['  '] }, 400, 'missingContent'],
      [
        {
          activityIds: [
            'activity-bath',
            'activity-zoo',
            'activity-park',
            'activity-beach',
            'activity-snow',
            'activity-music',
          ],
        },
        400,
        'invalidInput',
      ],
      [{ activityIds: ['activity-bath', 'activity-bath'] }, 400, 'invalidInput'],
      [{ characterId: 'character-nobody' }, 404, 'characterNotFound'],
      [{ activityIds: ['activity-nothing'] }, 404, 'activityNotFound'],
      [{ premium: true }, 403, 'premiumRequired'],
      [{ language: 'xx' }, 400, 'invalidInput'],
      [{ isPremium: true }, 400, 'invalidInput'],
    ];
    for (const [extra, status, code] of cases) {
      const response = await call(parent, '/api/stories/jobs', brief(extra));
      expect(response.status, JSON.stringify(extra)).toBe(status);
      expect((await response.json()).error.code, JSON.stringify(extra)).toBe(code);
    }
    expect(await storiesLeft(parent)).toBe(5);
    expect(
      (
        await app.request('/api/stories/jobs', {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify(brief()),
        })
      ).status,
    ).toBe(401);
  });

  it('makes one job for the same idempotency key, however often it is sent', async () => {
    const parent = await signUp(app, origin, 'twice@example.org');
    const body = brief();
    const responses = await Promise.all(Array.from({ length: 10 }, () => call(parent, '/api/stories/jobs', body)));
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).jobId)));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(await storiesLeft(parent)).toBe(4);
  });

  it('accepts exactly one of 20 parallel requests when 4 stories were made today', async () => {
    const parent = await signUp(app, origin, 'race@example.org');
    for (let i = 0; i < 4; i += 1) expect((await call(parent, '/api/stories/jobs', brief())).status).toBe(201);
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(parent, '/api/stories/jobs', brief())));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    const refused = responses.find((response) => response.status === 429) as Response;
    expect((await refused.json()).error).toEqual({
      code: 'dailyLimitReached',
      message: 'You have reached the maximum number of stories for today.',
    });
  });

  it('counts the day in the parent’s own time zone', async () => {
    const parent = await signUp(app, origin, 'timezone@example.org');
    await db.update(userSettings).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(userSettings.userId, parent.id));
    const { jobId } = await (await call(parent, '/api/stories/jobs', brief())).json();
    const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
    const expected = await db.execute<{ day: string }>(
      sql`select ((now() at time zone 'Pacific/Kiritimati')::date)::text as day`,
    );
    expect(job?.slotDay).toBe(expected.rows[0]?.day);
  });
});

describe('a story being made', () => {
  it('produces a complete 7-scene illustrated story in each of the 7 languages', async () => {
    const parents = [await signUp(app, origin, 'langs1@example.org'), await signUp(app, origin, 'langs2@example.org')];
    for (const [index, language] of LANGUAGES.entries()) {
      const parent = parents[Math.floor(index / 4)] as TestUser;
      const { progress } = await generate(parent, { language });
      expect(
        progress.status,
        `${language} ${JSON.stringify(progress.error)} ${logLines
          .filter((line) => line.includes('"level":50'))
          .slice(-2)
          .join('')}`,
      ).toBe('complete');
      expect(progress.phase).toBe('complete');
      const story = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
      expect(story.language).toBe(language);
      expect(story.scenes.map((scene) => scene.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(
        checkStructure(
          { title: story.title, scenes: story.scenes.map((scene) => ({ ...scene, imagePrompt: 'x' })) },
          language,
        ),
      ).toEqual({ ok: true });
      for (const scene of story.scenes) {
        expect(scene.imageUrl).toMatch(/^\/media\/users\/.+\.webp$/);
        const image = await app.request(scene.imageUrl);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        expect((await app.request(scene.thumbnailUrl)).status).toBe(200);
      }
    }
  }, 90_000);

  it('streams progress to its owner only, ending with the story', async () => {
    const parent = await signUp(app, origin, 'stream@example.org');
    const stranger = await signUp(app, origin, 'stranger@example.org');
    const { jobId, progress } = await generate(parent);
    const response = await call(parent, `/api/stories/jobs/${jobId}/events`);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(await response.text()).toMatch(/^event: progress$/m);
    expect(progress.scenes.every((scene) => scene.status === 'completed' && scene.imageUrl && scene.text)).toBe(true);
    expect((await call(stranger, `/api/stories/jobs/${jobId}/events`)).status).toBe(404);
    expect((await call(stranger, `/api/stories/${progress.storyId}`)).status).toBe(404);
    expect((await call(stranger, '/api/stories/not-a-uuid')).status).toBe(400);
  });

  it('uses the child’s first name in the story but never sends it to a provider or writes it to the log', async () => {
    const parent = await signUp(app, origin, 'named@example.org');
    await call(parent, '/api/me/settings', { childName: 'Philomena' }, 'PUT');
    seenBriefs.length = 0;
    seenPrompts.length = 0;
    const { progress } = await generate(parent);
    const story = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
    expect(story.scenes.map((scene) => scene.text).join(' ')).toContain('Philomena');
    expect(JSON.stringify(seenBriefs)).not.toContain('Philomena');
    expect(seenPrompts.join(' ')).not.toContain('Philomena');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain('Philomena');
  });

  it('refuses unsafe free text kindly, makes nothing and gives the day’s slot back', async () => {
    const parent = await signUp(app, origin, 'unsafe@example.org');
    seenBriefs.length = 0;
    const { progress } = await generate(parent, { customDescription: 'the pirate had a gun and blood everywhere' });
    expect(progress.status).toBe('failed');
    expect(progress.error?.code).toBe('unsafeContent');
    expect(seenBriefs).toHaveLength(0);
    expect(await storiesLeft(parent)).toBe(5);
  });

  it('writes the story with the built-in storyteller when the story model fails, and records which writer made it', async () => {
    const parent = await signUp(app, origin, 'modeldown@example.org');
    writerFailures = 1;
    const failed = await generate(parent);
    expect(failed.progress.status).toBe('complete');
    expect(await storiesLeft(parent)).toBe(4);
    const story = (await (await call(parent, `/api/stories/${failed.progress.storyId}`)).json()) as Story;
    expect(story.writer).toBe('builtin');
    expect(story.fallbackPictures).toBe(0);
    expect(logLines.some((line) => line.includes('"writer":"builtin"') && line.includes('story complete'))).toBe(true);
  });

  it('finishes every story with 7 pictures when a fifth of image calls fail, using fallbacks only after 3 attempts', async () => {
    const parent = await signUp(app, origin, 'flaky@example.org');
    imageFailureRate = 0.2;
    imageCalls = 0;
    const { progress } = await generate(parent);
    imageFailureRate = 0;
    expect(progress.status).toBe('complete');
    const story = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
    expect(story.scenes).toHaveLength(7);
    expect(story.scenes.every((scene) => scene.imageUrl.length > 0)).toBe(true);
    expect(imageCalls).toBeLessThanOrEqual(21);
  });

  it('draws every scene with the built-in illustrator when every image call fails, and counts the fallbacks', async () => {
    const parent = await signUp(app, origin, 'noimages@example.org');
    imageFailureRate = 1;
    imageCalls = 0;
    try {
      const { progress } = await generate(parent);
      expect(progress.status).toBe('complete');
      expect(imageCalls).toBe(21);
      const story = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
      expect(story.fallbackPictures).toBe(7);
      // Issue 15: a picture of the scene drawn in code, stored like any other; never the bare catalog emoji.
      for (const scene of story.scenes) {
        expect(scene.imageUrl, `scene ${scene.number}`).toMatch(/^\/media\/users\/.+\.webp$/);
        expect((await app.request(scene.thumbnailUrl)).headers.get('content-type')).toBe('image/webp');
      }
      // "New picture" while the model is still down: the built-in illustrator draws it, not an error.
      imageCalls = 0;
      const redraw = await call(parent, `/api/stories/${progress.storyId}/scenes/7/regenerate`, {});
      expect(redraw.status).toBe(200);
      expect(imageCalls).toBe(3);
      const body = await redraw.json();
      expect(body.imageUrl).toMatch(/^\/media\/users\/.+\.webp$/);
      expect(body.imageUrl).not.toBe(story.scenes[6]?.imageUrl);
      expect(body.regenerationsLeft).toBe(2);
    } finally {
      imageFailureRate = 0;
    }
  });
});

describe('stories', () => {
  it('lists the parent’s stories newest first with the first scene’s thumbnail', async () => {
    const parent = await signUp(app, origin, 'portfolio@example.org');
    const first = await generate(parent, { language: 'nl' });
    const second = await generate(parent, { language: 'fr' });
    const { stories } = await (await call(parent, '/api/stories')).json();
    expect(stories.map((story: { id: string }) => story.id).slice(0, 2)).toEqual([
      second.progress.storyId,
      first.progress.storyId,
    ]);
    expect(stories[0]).toMatchObject({ language: 'fr', isOwn: true, characterName: expect.any(String) });
    expect(stories[0].firstSceneThumbnailUrl).toMatch(/-thumb\.webp$/);
    expect(stories[0].activities).toHaveLength(2);
  });

  it('sends each story exactly as the shared type says: own or default, dates like toISOString, no foreign ones', async () => {
    const parent = await signUp(app, origin, 'portfolio-shape@example.org');
    const stranger = await signUp(app, origin, 'portfolio-stranger@example.org');
    const row = (userId: string | null, title: string, createdAt: string, environment = 'production') => ({
      userId,
      title,
      characterId: null,
      characterName: 'Bunny',
      activities: ['Swings', 'Duck "pond"'],
      language: 'en' as const,
      environment,
      createdAt: sql`${createdAt}::timestamptz`,
    });
    const [own, , , , untold] = await db
      .insert(stories)
      .values([
        row(parent.id, 'Own, with a picture', '2099-01-02 03:04:05.678901+00'),
        row(stranger.id, 'Not theirs', '2099-01-03 00:00:00+00'),
        row(null, 'A default story', '2099-01-01 23:59:59.999999+05'),
        row(parent.id, 'Made in a test run', '2099-01-04 00:00:00+00', 'test'),
        row(parent.id, 'Own, no scene yet', '2098-12-31 00:00:00+00'),
      ])
      .returning({ id: stories.id });
    await db.insert(storyScenes).values([
      {
        storyId: own?.id ?? '',
        sceneNumber: 2,
        sceneText: 'Later.',
        imagePrompt: 'later',
        language: 'en',
        imageUrl: '/media/2.webp',
        thumbnailUrl: '/media/2t.webp',
      },
      {
        storyId: own?.id ?? '',
        sceneNumber: 1,
        sceneText: 'First.',
        imagePrompt: 'first',
        language: 'en',
        imageUrl: '/media/1.webp',
        thumbnailUrl: '/media/1t.webp',
      },
    ]);
    const response = await call(parent, '/api/stories');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = ((await response.json()) as { stories: StorySummary[] }).stories;
    expect(listed.slice(0, 3)).toEqual([
      {
        id: own?.id,
        title: 'Own, with a picture',
        characterId: null,
        characterName: 'Bunny',
        activities: ['Swings', 'Duck "pond"'],
        language: 'en',
        createdAt: '2099-01-02T03:04:05.678Z',
        isOwn: true,
        firstSceneThumbnailUrl: '/media/1t.webp',
        childIds: [],
      },
      expect.objectContaining({ title: 'A default story', createdAt: '2099-01-01T18:59:59.999Z', isOwn: false }),
      expect.objectContaining({ id: untold?.id, isOwn: true, firstSceneThumbnailUrl: null }),
    ]);
    expect(listed.map((story) => story.title)).not.toContain('Not theirs');
    // The native app's bearer token takes Better Auth's path and reads the same portfolio.
    const signedIn = await signIn(app, 'https://localhost', parent.email, parent.password, '10.7.7.7');
    const bearer = signedIn.headers.get('set-auth-token') ?? '';
    const native = await app.request('/api/stories', { headers: { authorization: `Bearer ${bearer}` } });
    expect(((await native.json()) as { stories: StorySummary[] }).stories).toEqual(listed);
    expect((await app.request('/api/stories')).status).toBe(401);
    expect(listed.map((story) => story.title)).not.toContain('Made in a test run');
    await db.delete(stories).where(sql`${stories.createdAt} > '2098-01-01'`);
  });

  it('redraws a scene at most 3 times, for its owner only', async () => {
    const parent = await signUp(app, origin, 'redraw@example.org');
    const stranger = await signUp(app, origin, 'redraw-stranger@example.org');
    const { progress } = await generate(parent);
    const path = `/api/stories/${progress.storyId}/scenes/2/regenerate`;
    expect((await call(stranger, path, {})).status).toBe(404);
    const before = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
    for (const left of [2, 1, 0]) {
      const response = await call(parent, path, {});
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.regenerationsLeft).toBe(left);
      expect(body.imageUrl).not.toBe(before.scenes[1]?.imageUrl);
    }
    const refused = await call(parent, path, {});
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('regenerationLimitReached');
    expect((await app.request(before.scenes[1]?.imageUrl ?? '')).status).toBe(404);
  });

  it('redraws a scene from its own plan: the same place, pose, things and activity', async () => {
    const parent = await signUp(app, origin, 'redraw-plan@example.org');
    const drawn: ImageRequest[] = [];
    const original = illustrator.draw;
    illustrator.draw = async (request, options) => {
      drawn.push(request);
      return original(request, options);
    };
    try {
      const { jobId, progress } = await generate(parent, {
        activityIds: ['activity-painting'],
        customDescription: undefined,
      });
      const painted = drawn.find(
        (request) =>
          request.composition?.seed.startsWith(`${jobId}:`) &&
          request.composition.role === 'playtime' &&
          request.composition.plan?.activityId === 'activity-painting',
      )?.composition;
      // The storyteller paints at the kitchen table; a plan read again from the prompt would move it to daycare.
      expect(painted?.plan?.place).toBe('kitchen');
      const number = Number(painted?.seed.split(':').at(-1));
      const [row] = await db
        .select({ plan: storyScenes.plan })
        .from(storyScenes)
        .where(and(eq(storyScenes.storyId, progress.storyId ?? ''), eq(storyScenes.sceneNumber, number)));
      expect(row?.plan).toEqual(painted?.plan);
      drawn.length = 0;
      const redraw = await call(parent, `/api/stories/${progress.storyId}/scenes/${number}/regenerate`, {});
      expect(redraw.status).toBe(200);
      expect(drawn).toHaveLength(1);
      expect(drawn[0]?.composition?.plan).toEqual(painted?.plan);
      expect(drawn[0]?.composition?.activityArt).toBe(painted?.activityArt);
      expect(drawn[0]?.composition?.seed).toBe(`${progress.storyId}~r1:${number}`);
    } finally {
      illustrator.draw = original;
    }
  });

  it('deletes a story with its pictures, for its owner only', async () => {
    const parent = await signUp(app, origin, 'delete-story@example.org');
    const stranger = await signUp(app, origin, 'delete-stranger@example.org');
    const { progress } = await generate(parent);
    const story = (await (await call(parent, `/api/stories/${progress.storyId}`)).json()) as Story;
    expect((await call(stranger, `/api/stories/${progress.storyId}`, undefined, 'DELETE')).status).toBe(404);
    expect((await call(parent, `/api/stories/${progress.storyId}`, undefined, 'DELETE')).status).toBe(204);
    expect((await call(parent, `/api/stories/${progress.storyId}`)).status).toBe(404);
    for (const scene of story.scenes) expect((await app.request(scene.imageUrl)).status).toBe(404);
  });

  it('says to use the device voice when no speech provider is configured', async () => {
    const parent = await signUp(app, origin, 'speech@example.org');
    const { progress } = await generate(parent);
    const response = await call(parent, '/api/speech', { storyId: progress.storyId, sceneNumber: 1 });
    expect(await response.json()).toEqual({ useDeviceVoice: true });
  });
});

describe('portfolio cards', () => {
  it('show the day’s activity in a model-written story’s first picture: same seed, other activity, other card', async () => {
    const parent = await signUp(app, origin, 'cards@example.org');
    /** Scene 1 as a language model writes it (no plan, no activity of its own), drawn with one seed. */
    const firstCard = async (activityArt: string) => {
      const image = await illustrateScene(
        { publicUrl: origin, db, media, providers: builtin, logger: pino({ level: 'silent' }) },
        {
          jobId: 'one-seed',
          userId: parent.id,
          scene: {
            number: 1,
            text: 'Bunny wakes up and stretches.',
            imagePrompt: 'A small white bunny wakes up in a cosy bedroom in soft morning light.',
          },
          loaded: {
            character: {
              id: 'character-bunny',
              name: 'Bunny',
              imageUrl: '/art/rabbit.svg',
              look: 'a small white bunny',
              isCustom: false,
            },
            activityArt: [activityArt],
            brief: {
              characterId: 'character-bunny',
              activityIds: [],
              customActivities: [],
              language: 'en',
              premium: false,
            },
          },
        },
      );
      expect(image.isFallback).toBe(false);
      return new Uint8Array(await (await app.request(image.thumbnailUrl)).arrayBuffer());
    };
    const painting = await firstCard('/art/paint-palette.svg');
    // The seed alone draws the same card, so any difference below is the activity's.
    expect(await difference(painting, await firstCard('/art/paint-palette.svg'))).toBeLessThan(0.5);
    // The beach day's card differs in its window view and its things (about 2.8 on average over every channel of
    // every pixel; the same activity stays under 0.5, and a card that ignored the activity gave 0).
    expect(await difference(painting, await firstCard('/art/beach-umbrella.svg'))).toBeGreaterThan(2);
  });
});

describe('premium pictures', () => {
  it('are refused to a standard account and use the premium model with the character as reference for premium', async () => {
    const parent = await signUp(app, origin, 'premium-story@example.org');
    expect((await call(parent, '/api/stories/jobs', brief({ premium: true }))).status).toBe(403);
    await db.update(userSettings).set({ premiumUser: true }).where(eq(userSettings.userId, parent.id));
    const requests: Array<{ premium: boolean; referenceImageUrl?: string | undefined }> = [];
    const original = illustrator.draw;
    illustrator.draw = async (request, options) => {
      requests.push({ premium: request.premium, referenceImageUrl: request.referenceImageUrl });
      return original(request, options);
    };
    const { progress } = await generate(parent, { premium: true });
    illustrator.draw = original;
    expect(progress.status).toBe('complete');
    expect(requests).toHaveLength(7);
    expect(requests.every((request) => request.premium)).toBe(true);
    // Issue 16.5: the character's art as a PNG, which image models take (the catalog's SVG they do not).
    expect(requests[0]?.referenceImageUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('redraw a premium story’s scene with the premium model while the parent still has premium', async () => {
    const parent = await signUp(app, origin, 'premium-redraw@example.org');
    await db.update(userSettings).set({ premiumUser: true }).where(eq(userSettings.userId, parent.id));
    const { progress: premiumStory } = await generate(parent, { premium: true });
    const { progress: standardStory } = await generate(parent);
    const requests: Array<{ premium: boolean; referenceImageUrl?: string | undefined }> = [];
    const original = illustrator.draw;
    illustrator.draw = async (request, options) => {
      requests.push({ premium: request.premium, referenceImageUrl: request.referenceImageUrl });
      return original(request, options);
    };
    try {
      const redraw = (storyId: string | null | undefined) =>
        call(parent, `/api/stories/${storyId}/scenes/3/regenerate`, {});
      expect((await redraw(premiumStory.storyId)).status).toBe(200);
      expect((await redraw(standardStory.storyId)).status).toBe(200);
      await db.update(userSettings).set({ premiumUser: false }).where(eq(userSettings.userId, parent.id));
      expect((await redraw(premiumStory.storyId)).status).toBe(200);
    } finally {
      illustrator.draw = original;
    }
    expect(requests).toEqual([
      { premium: true, referenceImageUrl: expect.stringMatching(/^data:image\/png;base64,/) },
      { premium: false, referenceImageUrl: undefined },
      { premium: false, referenceImageUrl: undefined },
    ]);
  });
});
