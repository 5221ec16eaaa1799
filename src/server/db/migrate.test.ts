import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database.ts';
import { createDatabase, createPool } from './client.ts';
import { MIGRATIONS_DIR, runMigrations } from './migrate.ts';

const { db, pool } = await createTestDatabase();

async function tables(): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('create every table of the product', async () => {
    expect(await tables()).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'two_factor',
        'rate_limit',
        'user_settings',
        'characters',
        'activities',
        'saved_custom_activities',
        'stories',
        'story_scenes',
        'story_jobs',
        'media_objects',
      ]),
    );
  });

  it('can run again at every start without changing anything', async () => {
    const before = await tables();
    await runMigrations(db, pool);
    await runMigrations(db, pool);
    expect(await tables()).toEqual(before);
    const applied = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBeGreaterThanOrEqual(1);
  });

  it('let servers that start together on one empty database take turns, so each start succeeds', async () => {
    const name = `fresh_${randomBytes(4).toString('hex')}`;
    const server = new URL(inject('pgServerUrl'));
    const admin = new pg.Client({ connectionString: Object.assign(new URL(server), { pathname: '/postgres' }).href });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const pools = [0, 1, 2].map(() => createPool(Object.assign(new URL(server), { pathname: `/${name}` }).href, 2));
    // The database is dropped at the end, closing any connection still on its way out.
    for (const each of pools) each.on('error', () => undefined);
    try {
      await Promise.all(pools.map((each) => runMigrations(createDatabase(each), each)));
      const fresh = createDatabase(pools[0] as pg.Pool);
      const made = await fresh.execute<{ count: number }>(
        sql`select count(*)::int as count from information_schema.tables where table_name = 'story_jobs'`,
      );
      expect(made.rows[0]?.count).toBe(1);
    } finally {
      await Promise.all(pools.map((each) => each.end()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });

  it('move the Settings child into the family as its first child, and make the account’s older stories its', async () => {
    const name = `family_${randomBytes(4).toString('hex')}`;
    const server = new URL(inject('pgServerUrl'));
    const admin = new pg.Client({ connectionString: Object.assign(new URL(server), { pathname: '/postgres' }).href });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    const each = createPool(Object.assign(new URL(server), { pathname: `/${name}` }).href, 2);
    each.on('error', () => undefined);
    try {
      // The migrations as they were before the family: everything up to 0010.
      await cp(MIGRATIONS_DIR, before, { recursive: true });
      const journalFile = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((entry) => entry.tag === '0010_family');
      expect(index).toBeGreaterThan(0);
      await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
      const old = createDatabase(each);
      await migrate(old, { migrationsFolder: before });

      for (const id of ['with-child', 'without-child', 'blank-name']) {
        await old.execute(sql`insert into "user" (id, name, email) values (${id}, 'Parent', ${`${id}@example.org`})`);
      }
      await old.execute(
        sql`insert into user_settings (user_id, child_name, child_pronoun) values ('with-child', 'Anne Marie', 'she'), ('without-child', null, 'he'), ('blank-name', '  ', null)`,
      );
      for (const [id, owner] of [
        ['00000000-0000-4000-8000-0000000000b1', 'with-child'],
        ['00000000-0000-4000-8000-0000000000b2', 'with-child'],
        ['00000000-0000-4000-8000-0000000000b3', 'without-child'],
      ] as const) {
        await old.execute(
          sql`insert into stories (id, title, character_name, language, user_id) values (${id}, 'Night', 'Owl', 'en', ${owner})`,
        );
      }

      await runMigrations(old, each);

      const settings = await old.execute<{ user_id: string; family: unknown }>(
        sql`select user_id, family from user_settings order by user_id`,
      );
      const familyOf = (id: string) => settings.rows.find((row) => row.user_id === id)?.family;
      const empty = { children: [], grownUps: [], pets: [] };
      expect(familyOf('with-child')).toEqual({
        children: [
          { id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Anne Marie', pronoun: 'she', age: 'preschooler' },
        ],
        grownUps: [],
        pets: [],
      });
      expect(familyOf('without-child')).toEqual(empty);
      expect(familyOf('blank-name')).toEqual(empty);
      const childId = (familyOf('with-child') as { children: { id: string }[] }).children[0]?.id;
      const stories = await old.execute<{ user_id: string; child_ids: unknown }>(
        sql`select user_id, child_ids from stories order by id`,
      );
      expect(stories.rows).toEqual([
        { user_id: 'with-child', child_ids: [childId] },
        { user_id: 'with-child', child_ids: [childId] },
        { user_id: 'without-child', child_ids: [] },
      ]);
      // The old columns are gone: the family is the only place the child's name is kept.
      const columns = await old.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = 'user_settings'`,
      );
      const names = columns.rows.map((row) => row.column_name);
      expect(names).toContain('family');
      expect(names).not.toContain('child_name');
      expect(names).not.toContain('child_pronoun');
    } finally {
      await each.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      await rm(before, { recursive: true, force: true });
    }
  });

  it('index every foreign key, so deleting a user, character or story never scans a whole table', async () => {
    // A foreign key is served by an index whose first columns are the key's columns.
    const unindexed = await db.execute<{ key: string }>(sql`
      select c.conrelid::regclass::text || '(' || (
        select string_agg(a.attname, ', ' order by k.ord)
        from unnest(c.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      ) || ')' as key
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and array_to_string((i.indkey::int2[])[0:cardinality(c.conkey) - 1], ',') = array_to_string(c.conkey, ',')
        )
      order by key`);
    expect(unindexed.rows.map((row) => row.key)).toEqual([]);
  });

  it('removes everything a user owns when the user is deleted', async () => {
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Parent', 'p@example.org')`);
    await db.execute(sql`insert into user_settings (user_id) values ('u1')`);
    await db.execute(
      sql`insert into stories (id, title, character_name, language, user_id) values ('00000000-0000-4000-8000-000000000001', 'T', 'Bunny', 'en', 'u1')`,
    );
    await db.execute(
      sql`insert into story_scenes (story_id, scene_number, scene_text, image_prompt, image_url, thumbnail_url, language, user_id) values ('00000000-0000-4000-8000-000000000001', 1, 'a', 'a', 'a', 'a', 'en', 'u1')`,
    );
    await db.execute(sql`delete from "user" where id = 'u1'`);
    const left = await db.execute<{ n: number }>(
      sql`select (select count(*) from user_settings where user_id = 'u1') + (select count(*) from stories where user_id = 'u1') + (select count(*) from story_scenes where user_id = 'u1') as n`,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
