import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storyJobs } from '../../src/server/db/schema.ts';
import { createProviders } from '../../src/server/providers/registry.ts';
import { LIMITS } from '../../src/shared/domain.ts';
import { ERROR_MESSAGES } from '../../src/shared/errors.ts';
import type { Story } from '../../src/shared/stories.ts';
import { tinyPicture } from '../fakes/media-bytes.ts';
import { createTestApp } from '../setup/test-app.ts';
import { signUp, type TestUser } from '../setup/test-users.ts';
import { type Adversarial, adversarialInputs, UNSAFE_MARKERS } from './adversarial-inputs.ts';

// Issue 8.11: adversarial free text in the 7 languages through the real API and worker, with the default built-in
// storyteller, which puts the parent's words into the story as they are: whatever passed the check is delivered.
const picture = await tinyPicture('webp');
const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../public', import.meta.url).pathname });
const providers = {
  ...builtin,
  illustrator: { name: 'tiny', draw: async () => ({ bytes: picture, contentType: 'image/webp' }) },
};
const { app, config, db } = await createTestApp({ AUTH_RATE_LIMIT: '1000' }, { providers });
const origin = config.publicUrl;
const inputs = adversarialInputs();

const send = (user: TestUser, route: string, body?: unknown) =>
  app.request(route, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: user.cookie, origin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Whole-word (or, in Chinese, substring) occurrences of unsafe words in a delivered text. */
function unsafeWordsIn(text: string, markers: string[]): string[] {
  const lower = text.toLowerCase();
  return markers.filter((marker) =>
    /\p{Script=Han}/u.test(marker)
      ? lower.includes(marker)
      : new RegExp(`(^|[^\\p{L}])${marker}($|[^\\p{L}])`, 'u').test(lower),
  );
}

async function waitForJobs(ids: string[]): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    const done = await db
      .select({ id: storyJobs.id })
      .from(storyJobs)
      .where(and(inArray(storyJobs.id, ids), inArray(storyJobs.status, ['complete', 'failed'])));
    if (done.length === ids.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the jobs did not finish');
}

describe('adversarial free text', () => {
  it(`refuses or neutralises all ${inputs.length} texts and delivers no unsafe story`, async () => {
    expect(inputs.length).toBeGreaterThanOrEqual(200);
    const parents = await Promise.all(
      Array.from({ length: Math.ceil(inputs.length / LIMITS.storiesPerDay) }, (_, index) =>
        signUp(app, origin, `adversary-${index}@example.org`),
      ),
    );
    const jobs: { input: Adversarial; user: TestUser; jobId: string }[] = [];
    await Promise.all(
      parents.map(async (user, index) => {
        for (const [offset, input] of inputs.slice(index * 5, index * 5 + 5).entries()) {
          // Markup goes in as a custom activity, so that it comes back in the story's list exactly as typed.
          const asDescription = input.kind !== 'markup' && offset % 2 === 0;
          const response = await send(user, '/api/stories/jobs', {
            characterId: 'character-bunny',
            activityIds: [],
            ...(asDescription ? { customDescription: input.text } : { customActivities: [input.text] }),
            language: input.language,
            idempotencyKey: `adversary-${index}-${offset}`,
          });
          expect(response.status, await response.clone().text()).toBe(201);
          jobs.push({ input, user, jobId: ((await response.json()) as { jobId: string }).jobId });
        }
      }),
    );
    await waitForJobs(jobs.map((job) => job.jobId));

    const tally = { refused: 0, delivered: 0 };
    for (const { input, user, jobId } of jobs) {
      const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
      if (input.kind === 'markup') {
        expect(job?.status, input.text).toBe('complete');
        const response = await send(user, `/api/stories/${job?.storyId}`);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const story = (await response.json()) as Story;
        // Data, not markup: the text comes back exactly as typed, for the client to show as text.
        expect(story.activities).toContain(input.text);
        tally.delivered += 1;
      } else {
        expect(job?.status, `${input.language} ${input.kind}: ${input.text}`).toBe('failed');
        expect(job?.error).toEqual({ code: 'unsafeContent', message: ERROR_MESSAGES.unsafeContent });
        expect(job?.storyId).toBeNull();
        expect(job?.holdsSlot).toBe(false);
        tally.refused += 1;
      }
    }
    // Every story any of these parents has: none holds an unsafe word of its language.
    let checked = 0;
    for (const user of parents) {
      const list = (await (await send(user, '/api/stories')).json()) as { stories: { id: string; isOwn: boolean }[] };
      for (const { id } of list.stories.filter((story) => story.isOwn)) {
        const story = (await (await send(user, `/api/stories/${id}`)).json()) as Story;
        const text = [story.title, ...story.scenes.map((scene) => scene.text)].join('\n');
        expect(unsafeWordsIn(text, UNSAFE_MARKERS[story.language]), text).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBe(tally.delivered);
    console.info(
      `unsafe input: ${inputs.length} texts in 7 languages: ${tally.refused} refused with the safety message, ` +
        `${tally.delivered} markup texts delivered as plain data, ${checked} delivered stories checked, 0 unsafe`,
    );
  }, 180_000);
});

describe('markup in names', () => {
  it('stores and returns a character name with HTML as plain text, in the catalog and in the story', async () => {
    const parent = await signUp(app, origin, 'markup-names@example.org');
    const name = '<script>alert("x")</script>Bo';
    const description = '<b>A bold</b> little <i>bear</i> & friends';
    const image = await send(parent, '/api/custom-images', { kind: 'character', name, description });
    expect(image.status, await image.clone().text()).toBe(200);
    const { imageUrl } = (await image.json()) as { imageUrl: string };
    const saved = await send(parent, '/api/characters', { name, description, imageUrl });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const character = (await saved.json()) as { id: string; name: string; description: string };
    expect(character).toMatchObject({ name, description });

    const listed = await send(parent, '/api/characters');
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    const characters = (await listed.json()) as { id: string; name: string }[];
    expect(characters.find((item) => item.id === character.id)?.name).toBe(name);

    const started = await send(parent, '/api/stories/jobs', {
      characterId: character.id,
      activityIds: ['activity-playground'],
      language: 'en',
      idempotencyKey: 'markup-name-story',
    });
    expect(started.status).toBe(201);
    const { jobId } = (await started.json()) as { jobId: string };
    await waitForJobs([jobId]);
    const [job] = await db.select().from(storyJobs).where(eq(storyJobs.id, jobId));
    const story = (await (await send(parent, `/api/stories/${job?.storyId}`)).json()) as Story;
    expect(story.characterName).toBe(name);
  });

  it('is never rendered as HTML by the web client', async () => {
    const root = path.resolve(import.meta.dirname, '../../src/web');
    const files = (await fs.readdir(root, { recursive: true })).filter((file) => /\.(ts|tsx)$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of files) {
      const source = await fs.readFile(path.join(root, file), 'utf8');
      if (/dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(source)) {
        offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });
});
