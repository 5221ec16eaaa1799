import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { killStartedServers, startServer, waitForHealth } from '../setup/server-process.ts';
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Each test file that starts servers keeps to its own port range, so parallel files never collide.
const freePort = () => 41_000 + Math.floor(Math.random() * 2000);
const freePgPort = () => 43_000 + Math.floor(Math.random() * 2000);

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

    // kill -9 leaves PostgreSQL running without its parent; the next start stops it and carries on.
    const orphanPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    again.child.kill('SIGKILL');
    await again.exited;
    expect(isAlive(orphanPid)).toBe(true);
    const recovered = startServer(env(port));
    await waitForHealth(port, recovered);
    expect(isAlive(orphanPid)).toBe(false);
    expect(await embeddedQuery(dataDir, pgPort, `select 1 from "user" where id = 'kept'`)).toHaveLength(1);
    recovered.child.kill('SIGTERM');
    expect(await recovered.exited).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
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
