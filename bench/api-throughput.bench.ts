// `GET /api/stories` (the portfolio) of a parent with 100 stories of 7 scenes, under load from autocannon at 32
// connections, next to pgbench running the very SQL the route sends, straight on the same PostgreSQL. The ratio says
// how much of the database's speed the API keeps after sessions, JSON and HTTP (target >= 0.45). Then an open-loop run:
// requests sent evenly at a fixed 300 a second whatever the answers' pace, as parents arrive (target p99 <= 25 ms).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { sessionQuery } from '../src/server/auth/session-lookup.ts';
import * as schema from '../src/server/db/schema.ts';
import { listStories, portfolioCompanion } from '../src/server/stories/stories-repository.ts';
import { cpuMilliseconds, insertStories, mark, percentile, signUpUser, startBenchServer } from './bench-server.ts';
import { kernelMemoryMonitor } from './kernel-monitor.ts';
import { openLoop } from './open-loop.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Turns of the API's and pgbench's runs (`BENCH_ROUNDS`). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STORIES = 100;
/** The open-loop run's fixed rate: requests a second, sent whether or not earlier answers have come back. */
const OPEN_LOOP_RATE = 300;
const RATIO_TARGET = 0.45;
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

if (!existsSync(PGBENCH)) {
  process.stderr.write(`pgbench not found at ${PGBENCH}: install it with 'apt-get install -y postgresql-client'.\n`);
  process.exit(1);
}

const server = await startBenchServer(47_400);
try {
  const parent = await signUpUser(server, 'throughput@example.org');
  await insertStories(server, parent.id, STORIES);

  // What the portfolio holds, to check the API's answer against.
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
  const listed = await listStories(drizzle(pool, { schema }), parent.id);
  await pool.end();
  // The exact statement and parameters the route sends: the session check with the portfolio riding along
  // (session-lookup.ts), keyed by the session token.
  const token = decodeURIComponent(parent.cookie.slice(parent.cookie.indexOf('=') + 1)).split('.')[0] ?? '';
  const companion = portfolioCompanion();
  const statement = { sql: sessionQuery(companion).text, params: [token, ...companion.values] };
  const target = `${server.url}/api/stories`;
  const check = await fetch(target, { headers: { cookie: parent.cookie } });
  const body = (await check.json()) as { stories?: unknown[] };
  if (check.status !== 200 || body.stories?.length !== listed.length || listed.length < STORIES) {
    throw new Error(`GET /api/stories answered ${check.status} with ${body.stories?.length} stories`);
  }

  // pgbench binds `:pN` variables as parameters of a prepared statement, as the server does with its named `$N` one.
  const script = path.join(server.dataDir, 'portfolio.sql');
  await fs.writeFile(script, `${statement.sql.replace(/\$(\d+)/g, ':p$1')};\n`);
  const variables = statement.params.flatMap((value, index) => ['-D', `p${index + 1}=${String(value)}`]);
  const url = new URL(server.databaseUrl);
  const pgbench = () => {
    const run = spawnSync(
      PGBENCH,
      [
        ...['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS)],
        ...['-h', url.hostname, '-p', url.port, '-U', 'postgres', '-f', script, ...variables, 'bedtime_stories'],
      ],
      { env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) }, encoding: 'utf8' },
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]);
    if (run.status !== 0 || !Number.isFinite(tps)) throw new Error(`pgbench failed:\n${run.stdout}\n${run.stderr}`);
    return { tps, latency: Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]) };
  };

  // The API and pgbench take turns, ROUNDS times: on two shared cores either one's rate moves with whatever else the
  // machine does (a single pair of runs gave ratios from 0.43 to 0.53 within the hour), and turns share that out.
  const load = { url: target, connections: CONNECTIONS, headers: { cookie: parent.cookie } };
  await autocannon({ ...load, duration: 2 });
  const rounds: { apiRate: number; p50: number; p99: number; cpu: number; tps: number; pgLatency: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const cpuBefore = cpuMilliseconds(server.pid);
    const api = await autocannon({ ...load, duration: SECONDS });
    const cpu = (cpuMilliseconds(server.pid) - cpuBefore) / api.requests.total;
    if (api.non2xx > 0 || api.errors > 0) {
      throw new Error(`${api.non2xx} non-2xx answers and ${api.errors} errors under load`);
    }
    const pg = pgbench();
    rounds.push({
      apiRate: api.requests.total / api.duration,
      p50: api.latency.p50,
      p99: api.latency.p99,
      cpu,
      tps: pg.tps,
      pgLatency: pg.latency,
    });
  }

  const monitor = kernelMemoryMonitor();
  const monitorCpuBefore = monitor ? cpuMilliseconds(monitor.pid) : 0;
  const open = await openLoop({
    url: target,
    headers: { cookie: parent.cookie },
    rate: OPEN_LOOP_RATE,
    seconds: SECONDS,
    warmUpSeconds: 1,
  });
  const monitorCpu = monitor ? cpuMilliseconds(monitor.pid) - monitorCpuBefore : 0;
  if (open.failed > 0) throw new Error(`${open.failed} failed requests in the open-loop run`);

  const mean = (pick: (round: (typeof rounds)[number]) => number) =>
    rounds.reduce((sum, round) => sum + pick(round), 0) / rounds.length;
  const apiRate = mean((round) => round.apiRate);
  const tps = mean((round) => round.tps);
  const ratio = apiRate / tps;
  const p99 = Math.max(...rounds.map((round) => round.p99));
  const openRate = open.sent / SECONDS;
  const openP50 = Math.round(percentile(open.latencies, 0.5));
  const openP99 = Math.round(percentile(open.latencies, 0.99));
  const each = (pick: (round: (typeof rounds)[number]) => number) => rounds.map((round) => pick(round).toFixed(0));
  process.stdout.write(
    `GET /api/stories, ${listed.length} stories in the answer, ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${SECONDS} s each for the API and for pgbench in turn\n` +
      `  API (autocannon): ${apiRate.toFixed(0)} requests/s (rounds: ${each((round) => round.apiRate).join(', ')}), ` +
      `latency p50 ${each((round) => round.p50).join(', ')} ms, p99 ${each((round) => round.p99).join(', ')} ms\n` +
      `  server CPU ${mean((round) => round.cpu).toFixed(2)} ms per request (the Node process; PostgreSQL apart)\n` +
      `  same SQL (pgbench): ${tps.toFixed(0)} transactions/s (rounds: ${each((round) => round.tps).join(', ')}), ` +
      `latency average ${mean((round) => round.pgLatency).toFixed(1)} ms\n` +
      `  load average of the machine ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores (other work skews both runs)\n` +
      `  ratio API / pgbench ${ratio.toFixed(2)} (rounds: ${rounds.map((round) => (round.apiRate / round.tps).toFixed(2)).join(', ')}; ` +
      `target >= ${RATIO_TARGET}) ${mark(ratio >= RATIO_TARGET)}\n` +
      `  closed loop p99 ${p99} ms (a figure: ${CONNECTIONS} connections always busy queue behind the database)\n` +
      `  open loop at ${OPEN_LOOP_RATE} requests/s (${openRate.toFixed(0)} sent): latency p50 ${openP50} ms, ` +
      `p99 ${openP99} ms (target <= 25 ms) ${mark(openP99 <= 25)}\n` +
      (monitor
        ? `  the kernel's memory monitor (DAMON) is on, sampling every ${monitor.sampleMs} ms: it took ` +
          `${monitorCpu} ms of CPU during the open loop (what that does to the slow answers: bench/README.md)\n`
        : '  no kernel memory monitor (DAMON) runs on this machine\n'),
  );
} finally {
  await server.stop();
}
process.exit(0);
