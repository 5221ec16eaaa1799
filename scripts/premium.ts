// `npm run premium -- <email> on|off`: there are no payments (spec: no in-app purchases); premium is granted by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setPremium } from '../src/server/account/premium.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase, createPool } from '../src/server/db/client.ts';
import { EMBEDDED_DATABASE_NAME, openDatabase } from '../src/server/db/connect.ts';
import { createLogger } from '../src/server/logger.ts';

const [email, state] = process.argv.slice(2);
if (!email || (state !== 'on' && state !== 'off')) {
  process.stderr.write('Usage: npm run premium -- <email> on|off\n');
  process.exit(2);
}

const config = loadConfig(process.env);
const logger = createLogger({ ...config, logLevel: 'warn' });

/** When a server is already running on the embedded PostgreSQL, talk to it instead of starting another. */
function runningEmbeddedUrl(): string | undefined {
  if (config.databaseUrl) return undefined;
  try {
    const pid = Number(readFileSync(path.join(config.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 0);
    const password = readFileSync(path.join(config.dataDir, 'postgres-password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DATABASE_NAME}`;
  } catch {
    return undefined;
  }
}

const runningUrl = runningEmbeddedUrl();
const handle = runningUrl
  ? (() => {
      const pool = createPool(runningUrl, 1);
      return { db: createDatabase(pool), close: () => pool.end() };
    })()
  : await openDatabase(config, logger);
const found = await setPremium(handle.db, email, state === 'on');
await handle.close();
if (!found) {
  process.stderr.write(`No account uses ${email}.\n`);
  process.exit(1);
}
process.stdout.write(`Premium is now ${state} for ${email}.\n`);
process.exit(0);
