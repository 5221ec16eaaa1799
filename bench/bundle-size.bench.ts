// Initial JavaScript a visitor downloads before the first screen (gzipped), from a fresh production build.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const dist = path.join(root, 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
let total = 0;
for (const file of initial) {
  const bytes = gzipSync(readFileSync(path.join(dist, file))).length;
  total += bytes;
  process.stdout.write(`  ${file}: ${(bytes / 1024).toFixed(1)} KB gzipped\n`);
}
const target = 120;
process.stdout.write(
  `initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (target < ${target} KB) ${total / 1024 < target ? 'OK' : 'OVER'}\n`,
);
