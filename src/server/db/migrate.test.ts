import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database.ts';
import { createDatabase, createPool } from './client.ts';
import { runMigrations } from './migrate.ts';

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
