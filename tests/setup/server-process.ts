import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../src/server/node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();

export type ServerProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts the real server (`src/server/main.ts`) as its own process, keeping what it prints for failure messages. */
export function startServer(env: Record<string, string>, logLevel = 'info'): ServerProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...SERVER_ENV, LOG_LEVEL: logLevel, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    // The tail is what explains a failure; a long run must not grow without bound.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** Kills every server a test file started and left running (for `afterAll`). */
export function killStartedServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Waits until `/api/health` answers. A first start creates a PostgreSQL cluster, which on a busy two-core machine
 * running other suites beside it has taken longer than 30 s, so the default deadline is generous.
 */
export async function waitForHealth(port: number, server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/** Whether a process with this id is running (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
