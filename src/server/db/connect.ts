import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createDatabase, createPool, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export const EMBEDDED_DATABASE_NAME = 'bedtime_stories';

export type DatabaseHandle = { db: Database; pool: pg.Pool; url: string; close(): Promise<void> };

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL when none is set; then migrates. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  logger: Logger,
): Promise<DatabaseHandle> {
  let connectionString = config.databaseUrl;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
    await embedded.createDatabase(EMBEDDED_DATABASE_NAME);
    connectionString = embedded.url(EMBEDDED_DATABASE_NAME);
  }
  const pool = createPool(connectionString);
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
  const db = createDatabase(pool);
  try {
    await runMigrations(db);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    pool,
    url: connectionString,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
