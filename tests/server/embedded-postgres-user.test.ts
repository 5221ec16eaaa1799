import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAlive } from '../setup/server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The usual unprivileged account of Debian and most Linux systems. */
const NOBODY = { uid: 65_534, gid: 65_534 };

/**
 * The tests run as root, where PostgreSQL runs as the `postgres` user; a parent running `npm start` as themselves
 * takes the other path, where it runs as that user. As root, this plays that parent with the `nobody` account; as a
 * normal user, it is that parent already.
 */
describe('embedded PostgreSQL for a normal user', () => {
  it('starts as that user, answers a query and stops', async () => {
    const isRoot = process.getuid?.() === 0;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-normal-user-'));
    if (isRoot) await fs.chown(dataDir, NOBODY.uid, NOBODY.gid);
    // Below the kernel's ephemeral ports, apart from the other files' ranges.
    const port = 25_000 + Math.floor(Math.random() * 1000);
    const child = spawn(
      process.execPath,
      ['tests/setup/embedded-postgres-as-user.ts', path.join(dataDir, 'data'), String(port)],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(isRoot ? NOBODY : {}),
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);
    const seen = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
      uid: number;
      postgresPid: number;
      postgresUid: number;
      answer: number;
    };
    const user = isRoot ? NOBODY.uid : process.getuid?.();
    expect(seen).toMatchObject({ uid: user, postgresUid: user, answer: 42 });
    expect(isAlive(seen.postgresPid)).toBe(false);
    expect(existsSync(path.join(dataDir, 'data', 'postgres', 'postmaster.pid'))).toBe(false);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 120_000);
});
