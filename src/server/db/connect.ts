import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createDatabase, createPool, type Database } from './client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export const EMBEDDED_DATABASE_NAME = 'bedtime_stories';

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  url: string;
  /** Waits for the connections in use, then stops the embedded PostgreSQL. */
  close(): Promise<void>;
  /** Stops the embedded PostgreSQL at once (its fast shutdown ends the open connections): for a stuck shutdown. */
  closeNow(): Promise<void>;
};

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL when none is set; then migrates. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  logger: Logger,
): Promise<DatabaseHandle> {
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let pool: pg.Pool | undefined;
  try {
    let connectionString = config.databaseUrl;
    if (!connectionString) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
      await embedded.createDatabase(EMBEDDED_DATABASE_NAME);
      connectionString = embedded.url(EMBEDDED_DATABASE_NAME);
    }
    pool = createPool(connectionString);
    const handle = handleOf({ db: createDatabase(pool), pool, url: connectionString, embedded });
    // A connection still closing while the embedded PostgreSQL stops is no failure worth reporting.
    pool.on('error', (error) => {
      if (!handle.isClosing) logger.error({ err: error }, 'idle database connection failed');
    });
    await runMigrations(handle.db, pool);
    return handle;
  } catch (error) {
    await pool?.end();
    await embedded?.stop();
    throw error;
  }
}

function handleOf(opened: {
  db: Database;
  pool: pg.Pool;
  url: string;
  embedded: EmbeddedPostgres | undefined;
}): DatabaseHandle & { readonly isClosing: boolean } {
  const { db, pool, url, embedded } = opened;
  let poolEnded: Promise<void> | undefined;
  const endPool = () => {
    poolEnded ??= pool.end();
    return poolEnded;
  };
  return {
    db,
    pool,
    url,
    get isClosing() {
      return poolEnded !== undefined;
    },
    close: async () => {
      await endPool();
      await embedded?.stop();
    },
    closeNow: async () => {
      void endPool().catch(() => undefined);
      await embedded?.stop();
    },
  };
}
