import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Who holds a data directory: a server process, told apart from a later process with the same pid by its start. */
export type LockHolder = {
  pid: number;
  /** Start of the process in clock ticks since boot (`/proc/<pid>/stat`), when the system tells it. */
  startTime: number | undefined;
  /** The PostgreSQL this server started on the directory, once it runs. */
  postgresPid?: number | undefined;
};

export type ServerLock = {
  /**
   * The holder of a lock left behind by a server that died (kill -9, power loss) and was taken over; what it had
   * started may still be running.
   */
  readonly previous: LockHolder | undefined;
  /** Records the PostgreSQL this server started, so the next server knows it for its own after a crash. */
  recordPostgres(pid: number): Promise<void>;
  release(): Promise<void>;
};

const SERVER_LOCK_FILE = 'server.lock';
const TAKEOVER_GUARD_FILE = 'server.lock.takeover';
/** A takeover lasts milliseconds; a guard this old belongs to a process that died in the middle of one. */
const STALE_GUARD_MS = 10_000;

/** The process's start time in clock ticks since boot, or undefined where /proc does not say. */
export function processStartTime(pid: number | 'self'): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) is in parentheses and may contain spaces.
    const value = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Alive and still the same process: a pid reused after a reboot or a container restart is not the holder. */
function isHolderRunning(holder: LockHolder): boolean {
  if (!isProcessAlive(holder.pid)) return false;
  if (holder.startTime === undefined) return true;
  const startTime = processStartTime(holder.pid);
  return startTime === undefined || startTime === holder.startTime;
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) return undefined;
    return {
      pid: value.pid,
      startTime: typeof value.startTime === 'number' ? value.startTime : undefined,
      postgresPid: typeof value.postgresPid === 'number' ? value.postgresPid : undefined,
    };
  } catch {
    return undefined;
  }
}

const readRaw = (file: string) => fs.readFile(file, 'utf8').catch(() => undefined);

async function writeTemporary(dataDir: string, holder: LockHolder): Promise<string> {
  const file = path.join(dataDir, `${SERVER_LOCK_FILE}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  await fs.writeFile(file, `${JSON.stringify(holder)}\n`, { mode: 0o644 });
  return file;
}

/**
 * Takes `DATA_DIR/server.lock` for this process, or throws `inUse(holder)` when a running server holds it.
 *
 * The lock appears complete or not at all (written aside, then hard-linked into place, which fails when the file
 * exists), so of two servers started at the same moment exactly one gets it. A lock whose holder is gone is
 * replaced under a short-lived guard file, so two servers finding the same stale lock cannot both take it over.
 */
export async function takeServerLock(dataDir: string, inUse: (holder: LockHolder) => Error): Promise<ServerLock> {
  const lockFile = path.join(dataDir, SERVER_LOCK_FILE);
  const guardFile = path.join(dataDir, TAKEOVER_GUARD_FILE);
  let mine: LockHolder = { pid: process.pid, startTime: processStartTime('self') };
  const temporary = await writeTemporary(dataDir, mine);
  let previous: LockHolder | undefined;
  try {
    for (;;) {
      const linked = await fs.link(temporary, lockFile).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false;
          throw error;
        },
      );
      if (linked) break;
      const raw = await readRaw(lockFile);
      if (raw === undefined) continue; // released in the meantime
      const holder = parseHolder(raw);
      if (holder && isHolderRunning(holder)) throw inUse(holder);

      const guard = await fs.open(guardFile, 'wx').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return undefined;
        throw error;
      });
      if (!guard) {
        const guardStat = await fs.stat(guardFile).catch(() => undefined);
        if (guardStat && Date.now() - guardStat.mtimeMs > STALE_GUARD_MS) await fs.rm(guardFile, { force: true });
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      try {
        // Still the same stale lock (not one a faster server has just put in its place): replace it in one step.
        if ((await readRaw(lockFile)) === raw) {
          await fs.rename(temporary, lockFile);
          previous = holder;
          break;
        }
      } finally {
        await guard.close();
        await fs.rm(guardFile, { force: true });
      }
    }
  } finally {
    await fs.rm(temporary, { force: true });
  }

  const isStillMine = async () => {
    const holder = parseHolder((await readRaw(lockFile)) ?? '');
    return holder?.pid === mine.pid && holder.startTime === mine.startTime;
  };
  return {
    previous,
    async recordPostgres(postgresPid) {
      mine = { ...mine, postgresPid };
      const updated = await writeTemporary(dataDir, mine);
      await fs.rename(updated, lockFile);
    },
    async release() {
      if (await isStillMine()) await fs.rm(lockFile, { force: true });
    },
  };
}
