import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { seedCatalog } from './catalog/seed.ts';
import { composeServer } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { DataDirInUseError } from './db/embedded.ts';
import { createLogger } from './logger.ts';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

// libvips keeps up to 50 MB of recent operations for reuse; every picture here is new, so the cache only holds memory.
sharp.cache(false);

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(config);

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  }
  await seedCatalog(database.db);

  const { app, worker } = await composeServer({
    config,
    db: database.db,
    pool: database.pool,
    databaseUrl: database.url,
    logger,
  });

  const server = serve({ fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    await worker.stop();
    await database.close();
    if (error.code === 'EADDRINUSE') fail(`Port ${config.port} is already in use. Stop the other server or set PORT.`);
    fail(`The server could not start: ${error.message}`);
  });
  server.on('listening', () => logger.info({ url: config.publicUrl, port: config.port }, 'Bedtime Stories is ready'));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nBedtime Stories could not start:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`,
  );
  process.exit(1);
});
