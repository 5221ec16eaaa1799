import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock servers take turns on while they migrate one shared database. */
const MIGRATION_LOCK = 0x5bd1_0000;

/**
 * Applies the migrations drizzle-kit generated; already applied ones are skipped, so this runs at every start.
 * Servers that start together on one database take turns (a session advisory lock): the first migrates, the others
 * then find nothing left to do, instead of racing to create the same tables.
 */
export async function runMigrations(db: Database, pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
