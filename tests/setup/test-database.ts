import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDatabase, createPool, type Database } from '../../src/server/db/client.ts';

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(inject('pgServerUrl'), 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { db: Database; pool: pg.Pool; url: string; name: string };

/**
 * A fresh database for this test file, cloned from the migrated and seeded template (fast: a file copy), and
 * dropped when the file's tests end.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${process.env.VITEST_POOL_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}" template "${inject('pgTemplateDatabase')}"`);
  const url = withDatabase(inject('pgServerUrl'), name);
  const pool = createPool(url, 5);
  // A connection still closing when the database is dropped is told so by PostgreSQL (57P01): no failure of a test.
  // Before that, an idle connection's failure fails the run, as it would without this listener.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) throw error;
  });
  afterAll(async () => {
    closing = true;
    await pool.end();
    await admin(`drop database if exists "${name}" with (force)`);
  });
  return { db: createDatabase(pool), pool, url, name };
}
