import sharp from 'sharp';
import { seedCatalog } from './catalog/seed.ts';
import { composeServer, MediaStoreUnusableError } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { DataDirInUseError } from './db/embedded.ts';
import { createHttpServer } from './http/node-server.ts';
import { createLogger } from './logger.ts';
import { releaseStartMemory } from './util/start-memory.ts';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

// libvips keeps up to 50 MB of recent operations for reuse; every picture here is new, so the cache only holds memory.
sharp.cache(false);
// One libvips thread per picture: pictures are many and small beside the two cores, so several drawn at once keep the
// cores busy, and the extra threads of each picture only cost the kernel (bedtime-peak bench: the libvips threads'
// system time went from 29 s to 6-10 s a peak, the server's CPU from about 105 s to 88 s).
sharp.concurrency(1);

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

  // From here on PostgreSQL runs: every way out stops it, or it would outlive the server and hold the data directory.
  const stopDatabaseNow = () => withDeadline(database.closeNow(), 10_000);
  let started: Awaited<ReturnType<typeof composeServer>>;
  try {
    await seedCatalog(database.db);
    started = await composeServer({
      config,
      db: database.db,
      pool: database.pool,
      databaseUrl: database.url,
      logger,
    });
  } catch (error) {
    await stopDatabaseNow();
    if (error instanceof MediaStoreUnusableError) fail(error.message);
    throw error;
  }
  const { app, auth, worker } = started;

  // Slow headers and bodies are cut and each client address holds a bounded number of connections.
  const server = createHttpServer(app.fetch, config.http);
  server.listen(config.port, config.host);
  server.on('error', async (error: NodeJS.ErrnoException) => {
    await withDeadline(worker.stop(), 5_000);
    await stopDatabaseNow();
    if (error.code === 'EADDRINUSE') fail(`Port ${config.port} is already in use. Stop the other server or set PORT.`);
    fail(`The server could not start: ${error.message}`);
  });
  server.on('listening', () => {
    releaseStartMemory();
    logger.info({ url: config.publicUrl, port: config.port }, 'Bedtime Stories is ready');
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(async () => {
      logger.warn('shutdown is taking too long; stopping the database now');
      await stopDatabaseNow();
      process.exit(1);
    }, 15_000);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A progress stream stays open for as long as its story is being written, and an idle keep-alive connection until
    // it times out: close() would wait for both. Idle ones end now; requests in flight get a moment to finish, then
    // every connection ends (the page's progress stream reconnects to the next server).
    if ('closeAllConnections' in server) {
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), CONNECTION_GRACE_MS).unref();
    }
    await closed;
    // A reset link or confirmation mail sent after its reply is still delivered (bounded by the SMTP client's timeouts).
    await withDeadline(auth.mailSent(), 5_000);
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}

/** Time the requests in flight get to finish at shutdown before their connections are closed. */
const CONNECTION_GRACE_MS = 2_000;

/** Waits for `work`, but no longer than `ms`: a step of a shutdown must not keep the process from ending. */
async function withDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nBedtime Stories could not start:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`,
  );
  process.exit(1);
});
