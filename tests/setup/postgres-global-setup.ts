import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** Connection string of the run's PostgreSQL without a database name; tests add one cloned from the template. */
    pgServerUrl: string;
    pgTemplateDatabase: string;
  }
}

export const TEMPLATE_DATABASE = 'bedtime_template';

/**
 * One embedded PostgreSQL for the whole run, on a temporary data directory, with a migrated and seeded template
 * database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const [
    { createLogger },
    { startEmbeddedPostgres },
    { createDatabase, createPool },
    { runMigrations },
    { seedCatalog },
  ] = await Promise.all([
    import('../../src/server/logger.ts'),
    import('../../src/server/db/embedded.ts'),
    import('../../src/server/db/client.ts'),
    import('../../src/server/db/migrate.ts'),
    import('../../src/server/catalog/seed.ts'),
  ]);
  const logger = createLogger({ logLevel: 'warn', env: 'test' });
  // The system temp dir is traversable by the `postgres` user even when the checkout is not.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-test-pg-'));
  await fs.chmod(dataDir, 0o755);
  // Below the kernel's ephemeral ports (32768 and up): an outgoing connection could hold one of those.
  const port = 29_000 + Math.floor(Math.random() * 3000);
  const pg = await startEmbeddedPostgres({ dataDir, port, logger });
  await pg.createDatabase(TEMPLATE_DATABASE);
  const pool = createPool(pg.url(TEMPLATE_DATABASE), 2);
  const db = createDatabase(pool);
  await runMigrations(db, pool);
  await seedCatalog(db);
  await pool.end();
  process.stdout.write(`[server tests] PostgreSQL ${await serverVersion(pg.url('postgres'))} on port ${port}\n`);

  project.provide('pgServerUrl', pg.url(''));
  project.provide('pgTemplateDatabase', TEMPLATE_DATABASE);

  return async () => {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

async function serverVersion(url: string): Promise<string> {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  return result.rows[0]?.server_version ?? 'unknown';
}
