import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storyJobs } from '../../src/server/db/schema.ts';
import { createProviders, type Providers } from '../../src/server/providers/registry.ts';
import type { Illustrator } from '../../src/server/providers/types.ts';
import { createTestApp } from '../setup/test-app.ts';
import { apiCaller, signUp } from '../setup/test-users.ts';

const publicDir = new URL('../../public', import.meta.url).pathname;
const builtin = createProviders({ dataDir: '/tmp', publicDir });

/** Every scene picture the illustrator was asked for: when it started and whether it was called off. */
const draws: Array<{ startedAt: number; wasStopped: boolean }> = [];
let accountDeleted: () => void = () => undefined;
const deleted = new Promise<void>((resolve) => {
  accountDeleted = resolve;
});
/** Scene pictures take a while; the first one ends just after the account is deleted. */
const slowIllustrator: Illustrator = {
  name: 'slow',
  async draw(request, options) {
    const draw = { startedAt: performance.now(), wasStopped: false };
    const isFirst = draws.length === 0;
    draws.push(draw);
    await new Promise<void>((resolve, reject) => {
      const finish = () => {
        options?.signal?.removeEventListener('abort', stop);
        resolve();
      };
      const stop = () => {
        clearTimeout(timer);
        draw.wasStopped = true;
        reject(options?.signal?.reason);
      };
      const timer = isFirst ? undefined : setTimeout(finish, 4000);
      if (isFirst) void deleted.then(() => setTimeout(finish, 50));
      options?.signal?.addEventListener('abort', stop, { once: true });
    });
    return builtin.illustrator.draw(request, options);
  },
};
const providers: Providers = { ...builtin, illustrator: slowIllustrator };
const { app, config, db, dataDir } = await createTestApp(
  {},
  { providers, timing: { backoffMs: 1, timeoutBackoffMs: 1, maxBackoffMs: 2, imageTimeoutMs: 10_000 } },
);
const call = apiCaller(app, config.publicUrl);

describe('an account deleted while its story is being made', () => {
  it('stops the story: pictures in progress are called off and no new provider call starts', async () => {
    const parent = await signUp(app, config.publicUrl, 'gone-mid-story@example.org');
    const started = await call(parent, '/api/stories/jobs', {
      characterId: 'character-bunny',
      activityIds: ['activity-playground'],
      language: 'en',
      idempotencyKey: 'gone-mid-story',
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { jobId } = (await started.json()) as { jobId: string };
    for (let i = 0; i < 200 && draws.length < 7; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(draws).toHaveLength(7);

    expect((await call(parent, '/api/account', { confirm: 'DELETE' }, 'DELETE')).status).toBe(204);
    const deletedAt = performance.now();
    accountDeleted();
    expect(await db.select().from(storyJobs).where(eq(storyJobs.id, jobId))).toEqual([]);

    // The first picture finishes, cannot be recorded or reported, and the story stops without another try.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(draws.filter((draw) => draw.wasStopped)).toHaveLength(6);
    expect(draws.filter((draw) => draw.startedAt > deletedAt)).toEqual([]);
    // Not one file of the parent's is left (a picture finished after the deletion is removed again), nor an empty
    // folder named with the parent's or the job's id.
    const media = path.join(dataDir, 'media');
    const left = await fs.readdir(media, { recursive: true, withFileTypes: true }).catch(() => []);
    const named = left
      .map((entry) => path.relative(media, path.join(entry.parentPath, entry.name)))
      .filter((entry) => entry.includes(parent.id) || entry.includes(jobId));
    expect(named).toEqual([]);
  });
});
