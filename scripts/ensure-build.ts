// `npm start` builds the web app when it is missing or older than its sources, then the server starts.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', 'index.html');
// The server's entry into the app, which `vite build` writes beside the web build (decision 023).
const serverStamp = path.join(root, 'dist-server', 'server-render.js');
const sources = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(stamp) && existsSync(serverStamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestChange));
if (builtAt === 0 || changedAt > builtAt) {
  process.stdout.write(builtAt === 0 ? 'Building the web app…\n' : 'The web app changed; building it again…\n');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
