import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tinyPicture } from '../../../tests/fakes/media-bytes.ts';
import { askSignInLink } from '../../../tests/setup/mailed-links.ts';
import { storyIdOfJob } from '../../../tests/setup/story-jobs.ts';
import { createTestApp, MEDIA_STORES } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import { createProviders, type Providers } from '../providers/registry.ts';
import type { Illustrator } from '../providers/types.ts';

const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../../public', import.meta.url).pathname });
const picture = await tinyPicture('webp');
// Pictures are beside the point here: a tiny one keeps the stories quick.
const illustrator: Illustrator = { name: 'tiny', draw: async () => ({ bytes: picture, contentType: 'image/webp' }) };
const providers: Providers = { ...builtin, illustrator };
const apps = {
  local: await createTestApp({}, { providers }),
  s3: await createTestApp({}, { providers, mediaStore: 's3' }),
};

/** Every folder and file of the media tree (the disk) or every key (a bucket), as paths relative to its root. */
async function mediaTree(store: keyof typeof apps): Promise<string[]> {
  const { config, mediaKeys } = apps[store];
  if (config.s3) return mediaKeys('');
  const root = path.join(config.dataDir, 'media');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

/** Rows of the queue's tables (pg-boss) whose text holds any of `ids`, as `table: row`. */
async function queueRowsMentioning(store: keyof typeof apps, ids: string[]): Promise<string[]> {
  const { db } = apps[store];
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'pgboss' and table_type = 'BASE TABLE'`,
  );
  expect(tables.rows.map((row) => row.table_name)).toContain('job_common');
  const found: string[] = [];
  for (const { table_name } of tables.rows) {
    for (const id of ids) {
      const hits = await db.execute<{ row: string }>(
        sql`select t::text as row from ${sql.identifier('pgboss')}.${sql.identifier(table_name)} t where strpos(t::text, ${id}) > 0`,
      );
      found.push(...hits.rows.map((hit) => `${table_name}: ${hit.row}`));
    }
  }
  return found;
}

async function makeStory(store: keyof typeof apps, parent: TestUser, key: string) {
  const { app, config, db } = apps[store];
  const started = await apiCaller(app, config.publicUrl)(parent, '/api/stories/jobs', {
    characterId: 'character-owl',
    activityIds: ['activity-park'],
    language: 'en',
    idempotencyKey: key,
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const { jobId } = (await started.json()) as { jobId: string };
  return { jobId, storyId: await storyIdOfJob(db, jobId) };
}

describe.each(MEDIA_STORES)('deletion leaves no trace, media stored %s', (store) => {
  const { app, config, media } = apps[store];
  const call = apiCaller(app, config.publicUrl);

  it('a deleted story leaves no folder named with its job or story, and none of its words on the job', async () => {
    const parent = await signUp(app, config.publicUrl, `story-traces-${store}@example.org`);
    const { jobId, storyId } = await makeStory(store, parent, 'story-traces');
    expect((await mediaTree(store)).filter((entry) => entry.includes(jobId)).length).toBeGreaterThan(0);

    const { db } = apps[store];
    const [scene] = (
      await db.execute<{ text: string }>(
        sql`select scene_text as text from story_scenes where story_id = ${storyId} and scene_number = 1`,
      )
    ).rows;
    expect(scene?.text.length).toBeGreaterThan(20);

    expect((await call(parent, `/api/stories/${storyId}`, undefined, 'DELETE')).status).toBe(204);
    const left = await mediaTree(store);
    expect(left.filter((entry) => entry.includes(jobId) || entry.includes(storyId))).toEqual([]);
    // The job that made it keeps the day's slot, and nothing of the story's words or of the brief but its language.
    const { rows } = await db.execute<{ row: string; brief: unknown; status: string }>(
      sql`select t::text as row, brief, status from story_jobs t where id = ${jobId}`,
    );
    expect(rows[0]?.status).toBe('complete');
    expect(rows[0]?.brief).toEqual({ language: 'en' });
    expect(rows[0]?.row).not.toContain(scene?.text.slice(0, 20));
    expect(rows[0]?.row).not.toContain('activity-park');
  });

  it('a deleted account leaves no queue row and no media folder named with the parent or their jobs', async () => {
    const parent = await signUp(app, config.publicUrl, `account-traces-${store}@example.org`);
    const other = await signUp(app, config.publicUrl, `account-stays-${store}@example.org`);
    const first = await makeStory(store, parent, 'account-traces-1');
    const second = await makeStory(store, parent, 'account-traces-2');
    const kept = await makeStory(store, other, 'account-stays');
    const ids = [parent.id, first.jobId, second.jobId];
    // The queue keeps a finished story's row for days: it names the parent and the job.
    expect((await queueRowsMentioning(store, ids)).length).toBeGreaterThan(0);
    expect((await mediaTree(store)).filter((entry) => entry.includes(parent.id)).length).toBeGreaterThan(0);

    expect((await call(parent, '/api/account', { confirm: 'DELETE' }, 'DELETE')).status).toBe(204);
    // A picture the worker stores just after the deletion makes its folders again; its removal takes them too.
    const late = `users/${parent.id}/jobs/${second.jobId}/late.webp`;
    await media.put(late, picture, 'image/webp');
    await media.remove([late]);

    expect(await queueRowsMentioning(store, ids)).toEqual([]);
    const tree = await mediaTree(store);
    expect(tree.filter((entry) => ids.some((id) => entry.includes(id)))).toEqual([]);
    // The other parent's story, its queue row and its pictures are untouched.
    expect((await queueRowsMentioning(store, [kept.jobId])).length).toBeGreaterThan(0);
    expect(tree.filter((entry) => entry.includes(other.id)).length).toBeGreaterThan(0);
  });
});

describe('the deletion’s clean-up of mail tokens', () => {
  it('takes an address literally and whole: a `_` in it, or an address it is part of, matches no other parent’s pending link', async () => {
    const { app, auth, config, db, mailbox } = apps.local;
    const call = apiCaller(app, config.publicUrl);
    const leaving = await signUp(app, config.publicUrl, 'a_b@example.org');
    // A real pending sign-in link, as Better Auth keeps it, and a sign-in link of a parent whose address holds this one.
    const test = { app, auth, mailbox, origin: config.publicUrl };
    const leavingLink = await askSignInLink(test, leaving.email, '10.77.0.1');
    const other = await signUp(app, config.publicUrl, 'joa_b@example.org', { address: '10.77.0.2' });
    const otherLink = await askSignInLink(test, other.email, '10.77.0.3');
    const pendingOf = async (link: string | undefined) =>
      (
        await db.execute(
          sql`select 1 from verification where identifier = ${`magic-link:${new URL(link ?? 'http://x').searchParams.get('token')}`}`,
        )
      ).rows.length;
    expect([await pendingOf(leavingLink), await pendingOf(otherLink)]).toEqual([1, 1]);
    // Pending sign-in links hold the address they were asked for.
    await db.execute(sql`
      insert into verification (id, identifier, value, expires_at) values
        ('link-of-leaving', 'token-1', ${JSON.stringify({ email: 'a_b@example.org' })}, now() + interval '1 hour'),
        ('link-of-leaving-typed', 'token-5', ${JSON.stringify({ type: 'magic-link', email: 'A_B@Example.org' })}, now() + interval '1 hour'),
        ('link-of-look-alike', 'token-2', ${JSON.stringify({ email: 'axb@example.org' })}, now() + interval '1 hour'),
        ('link-of-longer-name', 'token-3', ${JSON.stringify({ email: 'joa_b@example.org' })}, now() + interval '1 hour'),
        ('link-of-longer-domain', 'token-4', ${JSON.stringify({ email: 'a_b@example.org.uk' })}, now() + interval '1 hour')`);
    expect((await call(leaving, '/api/account', { confirm: 'DELETE' }, 'DELETE')).status).toBe(204);
    const { rows } = await db.execute<{ id: string }>(
      sql`select id from verification where id like 'link-of-%' order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual(['link-of-longer-domain', 'link-of-longer-name', 'link-of-look-alike']);
    expect([await pendingOf(leavingLink), await pendingOf(otherLink)]).toEqual([0, 1]);
  });
});
