// The real generation pipeline against the fake provider servers with a latency model of real providers
// (text: 0.3 s to the first token, 500 tokens/s; images: 1.0 s standard, 8 s premium). Prints, per model, the median
// total time, the median time until scene 1 is illustrated, and the ratio of the total to the critical path
// (the full text plus one image). Targets: total within 1.15x of the critical path; scene 1 before half the total.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/connect.ts';
import { storyJobs, user } from '../src/server/db/schema.ts';
import { createLogger } from '../src/server/logger.ts';
import { LocalMediaStore } from '../src/server/media/media-store.ts';
import { createBuiltinStoryteller } from '../src/server/providers/builtin/storyteller.ts';
import { createProviders, type Providers } from '../src/server/providers/registry.ts';
import { runStoryJob } from '../src/server/stories/generation/pipeline.ts';
import { LIMITS } from '../src/shared/domain.ts';
import { startFakeOpenAi } from '../tests/fakes/openai-fake.ts';
import { startFakeReplicate } from '../tests/fakes/replicate-fake.ts';

const STORIES = Number(process.env.BENCH_STORIES ?? 20);
const TEXT = { firstTokenMs: 300, tokensPerSecond: 500 };

const sampleStory = JSON.stringify(
  await createBuiltinStoryteller().write({
    language: 'en',
    character: {
      name: 'Little Fox',
      description: 'A curious fox',
      look: 'a small orange fox with a white-tipped tail',
    },
    activities: [
      { name: 'Playground', description: 'Slides and swings', look: 'a sunny playground with a red slide' },
      { name: 'Bath time', description: 'Bubbles', look: 'a cosy bathroom with a bubble bath' },
    ],
    customDescription: 'we fed the ducks',
    customActivities: [],
    childPlaceholder: undefined,
    seed: 'bench',
  }),
);

const openai = await startFakeOpenAi({ apiKey: 'bench-key', respond: () => sampleStory, latency: TEXT });
const replicate = await startFakeReplicate({ token: 'r8_bench', latency: { imageMs: 1000 }, maxWaitMs: 60_000 });
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-bench-gen-'));
await fs.chmod(dataDir, 0o755);
const config = loadConfig({
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: '47300',
  LOG_LEVEL: 'error',
  LLM_API_KEY: 'bench-key',
  LLM_BASE_URL: `${openai.url}/v1`,
  REPLICATE_API_TOKEN: 'r8_bench',
  REPLICATE_BASE_URL: replicate.url,
});
const logger = createLogger(config);
const database = await openDatabase(config, logger);
const { seedCatalog } = await import('../src/server/catalog/seed.ts');
await seedCatalog(database.db);

// Time the pieces of the critical path as the pipeline uses them.
const base = createProviders({ ...config, publicDir: path.resolve(import.meta.dirname, '../public') }, logger);
let textMs: number[] = [];
let imageMs: number[] = [];
const providers: Providers = {
  ...base,
  writer: {
    name: base.writer.name,
    async write(brief, options) {
      const started = performance.now();
      const story = await base.writer.write(brief, options);
      textMs.push(performance.now() - started);
      return story;
    },
  },
  illustrator: {
    name: base.illustrator.name,
    async draw(request, options) {
      const started = performance.now();
      const image = await base.illustrator.draw(request, options);
      imageMs.push(performance.now() - started);
      return image;
    },
  },
};
const deps = {
  publicUrl: config.publicUrl,
  db: database.db,
  media: new LocalMediaStore(path.join(dataDir, 'media')),
  providers,
  logger,
};
await database.db
  .insert(user)
  .values({ id: 'bench-user', name: 'Bench', email: 'bench@example.org' })
  .onConflictDoNothing();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function runOne(premium: boolean) {
  const [job] = await database.db
    .insert(storyJobs)
    .values({
      userId: 'bench-user',
      idempotencyKey: crypto.randomUUID(),
      brief: {
        characterId: 'character-fox',
        activityIds: ['activity-playground', 'activity-bath'],
        customActivities: [],
        language: 'en',
        premium,
      },
      slotDay: '2026-01-01',
      scenes: Array.from({ length: LIMITS.scenesPerStory }, (_, index) => ({
        number: index + 1,
        status: 'pending' as const,
      })),
    })
    .returning({ id: storyJobs.id });
  const jobId = job?.id ?? '';
  const started = performance.now();
  let firstScene = Number.NaN;
  const watch = setInterval(async () => {
    if (!Number.isNaN(firstScene)) return;
    const [row] = await database.db.select({ scenes: storyJobs.scenes }).from(storyJobs).where(eq(storyJobs.id, jobId));
    if (row?.scenes[0]?.status === 'completed') firstScene = performance.now() - started;
  }, 10);
  await runStoryJob(deps, jobId);
  const total = performance.now() - started;
  clearInterval(watch);
  return { total, firstScene: Number.isNaN(firstScene) ? total : firstScene };
}

async function measure(label: string, premium: boolean, imageLatency: number, stories: number, parallel: number) {
  replicate.setLatency({ imageMs: imageLatency });
  textMs = [];
  imageMs = [];
  const results: Array<{ total: number; firstScene: number }> = [];
  for (let done = 0; done < stories; done += parallel) {
    results.push(
      ...(await Promise.all(Array.from({ length: Math.min(parallel, stories - done) }, () => runOne(premium)))),
    );
  }
  const total = median(results.map((result) => result.total));
  const firstScene = median(results.map((result) => result.firstScene));
  const critical = median(textMs) + Math.min(...imageMs);
  const ratio = total / critical;
  process.stdout.write(
    `${label}: ${stories} stories (${parallel} at a time)\n` +
      `  median total ${(total / 1000).toFixed(2)} s; median time to scene 1 illustrated ${(firstScene / 1000).toFixed(2)} s (${((firstScene / total) * 100).toFixed(0)}% of the total; target < 50%)\n` +
      `  critical path (full text ${(median(textMs) / 1000).toFixed(2)} s + one image ${(Math.min(...imageMs) / 1000).toFixed(2)} s) = ${(critical / 1000).toFixed(2)} s; ratio ${ratio.toFixed(2)} (target <= 1.15) ${ratio <= 1.15 ? 'OK' : 'OVER'}\n`,
  );
}

await measure('standard model (1.0 s images)', false, 1000, STORIES, 1);
await measure('premium model (8 s images)', true, 8000, STORIES, 5);
await database.close();
await openai.close();
await replicate.close();
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(0);
