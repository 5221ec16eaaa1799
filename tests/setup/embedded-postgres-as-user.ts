// Run as its own process (possibly as another user): starts the embedded PostgreSQL on the data directory given,
// answers one query through it, stops it, and prints what it saw as one JSON line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { createLogger } from '../../src/server/logger.ts';

const [dataDir = '', port = ''] = process.argv.slice(2);
const embedded = await startEmbeddedPostgres({
  dataDir,
  port: Number(port),
  logger: createLogger({ logLevel: 'warn', env: 'test' }),
});
const postgresPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const postgresUid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${postgresPid}/status`, 'utf8'))?.[1]);
const client = new pg.Client({ connectionString: embedded.url('postgres') });
await client.connect();
const answer = (await client.query<{ sum: number }>('select 20 + 22 as sum')).rows[0]?.sum;
await client.end();
await embedded.stop();
process.stdout.write(`${JSON.stringify({ uid: process.getuid?.(), postgresPid, postgresUid, answer })}\n`);
