// Peak memory of the server process while 20 parents start a story at the same moment and follow it live. Two runs:
// remote providers (the fake OpenAI-compatible and Replicate servers with the latency model of bench/generation:
// text 0.3 s to the first token and 500 tokens/s, pictures 1.0 s; their pictures are small) and the built-in
// providers (full-size 1024x576 pictures composed and thumbnailed with sharp inside the server, the heavier case).
// Prints the peak resident memory (VmRSS) of the Node process; the embedded PostgreSQL runs in processes of its own
// and is not counted. Target: <= 300 MB.
import { sql } from 'drizzle-orm';
import { startFakeOpenAi } from '../tests/fakes/openai-fake.ts';
import { startFakeReplicate } from '../tests/fakes/replicate-fake.ts';
import { storyJson } from '../tests/fakes/story-fixtures.ts';
import {
  type BenchServer,
  type BenchUser,
  mark,
  openBenchDatabase,
  residentMegabytes,
  signUpUser,
  startBenchServer,
  startStory,
} from './bench-server.ts';

const PARENTS = Number(process.env.BENCH_PARENTS ?? 20);
const TARGET_MB = 300;

/** Follows a job's progress stream to its end, as the app does, and returns the last status. */
async function follow(server: BenchServer, parent: BenchUser, jobId: string): Promise<string> {
  const events = await (
    await fetch(`${server.url}/api/stories/jobs/${jobId}/events`, { headers: { cookie: parent.cookie } })
  ).text();
  const last = events
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .at(-1);
  return last ? (JSON.parse(last.slice(6)) as { status: string }).status : 'no events';
}

async function measure(label: string, port: number, env: Record<string, string>) {
  const server = await startBenchServer(port, env);
  try {
    const fresh = residentMegabytes(server.pid) ?? Number.NaN;
    // One after the other, as parents arrive: each password hash takes tens of MB for a moment, and twenty at once
    // would leave the heap grown before the stories start.
    const parents: BenchUser[] = [];
    for (let index = 0; index < PARENTS; index += 1) {
      parents.push(await signUpUser(server, `memory-${index}@example.org`));
    }
    const idle = residentMegabytes(server.pid) ?? Number.NaN;
    const { pool, db } = openBenchDatabase(server);
    let peak = idle;
    let mostRunning = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMegabytes(server.pid) ?? 0);
    }, 25);
    const counter = setInterval(async () => {
      const result = await db.execute<{ running: number }>(
        sql`select count(*)::int as running from story_jobs where status = 'running'`,
      );
      mostRunning = Math.max(mostRunning, result.rows[0]?.running ?? 0);
    }, 200);
    const started = performance.now();
    const jobs = await Promise.all(
      parents.map((parent, index) =>
        startStory(server, parent, `memory-bench-${index}`, { customDescription: 'we fed the ducks at the pond' }),
      ),
    );
    const endings = await Promise.all(jobs.map((jobId, index) => follow(server, parents[index] as BenchUser, jobId)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(counter);
    await pool.end();
    const complete = endings.filter((status) => status === 'complete').length;
    process.stdout.write(
      `${label}: ${PARENTS} stories started at once, ${complete} complete in ${seconds.toFixed(1)} s ` +
        `(at most ${mostRunning} generating at the same moment; the others wait in the queue)\n` +
        `  server process RSS: ${fresh.toFixed(0)} MB after start, ${idle.toFixed(0)} MB after the sign-ups, peak ${peak.toFixed(0)} MB ` +
        `(target <= ${TARGET_MB} MB) ${mark(peak <= TARGET_MB && complete === PARENTS)}\n`,
    );
    return peak;
  } finally {
    await server.stop();
  }
}

const openai = await startFakeOpenAi({
  apiKey: 'bench-key',
  respond: () => storyJson(7),
  latency: { firstTokenMs: 300, tokensPerSecond: 500 },
});
const replicate = await startFakeReplicate({ token: 'r8_bench', latency: { imageMs: 1000 }, maxWaitMs: 60_000 });
try {
  await measure('remote providers (fakes, 1.0 s pictures)', 47_450, {
    LLM_API_KEY: 'bench-key',
    LLM_BASE_URL: `${openai.url}/v1`,
    REPLICATE_API_TOKEN: 'r8_bench',
    REPLICATE_BASE_URL: replicate.url,
  });
  await measure('built-in providers (full-size pictures made in the server)', 47_460, {});
} finally {
  await openai.close();
  await replicate.close();
}
process.exit(0);
