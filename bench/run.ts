// `npm run bench`: runs every benchmark in this folder and prints its figures. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const only = process.argv[2];
const benches = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !only || file.startsWith(only))
  .sort();

let failed = 0;
for (const file of benches) {
  process.stdout.write(`\n== ${file.replace('.bench.ts', '')} ==\n`);
  // Options after the bench's name go to it (`npm run bench -- story-truth --show nl`).
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, file), ...process.argv.slice(3)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
