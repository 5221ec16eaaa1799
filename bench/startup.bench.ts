// Time from process start to a healthy server: on a fresh data directory (initdb + migrations + seed) and warm.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');

async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      ...SERVER_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return elapsed;
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-bench-start-'));
await fs.chmod(dataDir, 0o755);
const port = 47_100;
const cold = await timeToHealthy(dataDir, port);
const warm: number[] = [];
for (let run = 0; run < 5; run += 1) warm.push(await timeToHealthy(dataDir, port));
warm.sort((a, b) => a - b);
process.stdout.write(`fresh data directory: ${cold.toFixed(0)} ms to healthy\n`);
process.stdout.write(`warm restart (median of 5): ${warm[2]?.toFixed(0)} ms to healthy\n`);
await fs.rm(dataDir, { recursive: true, force: true });
