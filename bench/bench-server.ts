// The real server (`src/server/main.ts`) as its own process on a fresh data directory, for the benchmarks that
// measure it from outside: throughput, memory, Lighthouse.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import sharp from 'sharp';
import * as schema from '../src/server/db/schema.ts';
import { type ServerProcess, startServer, waitForHealth } from '../tests/setup/server-process.ts';

export type BenchServer = {
  url: string;
  pid: number;
  dataDir: string;
  /** Connection string of the embedded PostgreSQL database the server uses. */
  databaseUrl: string;
  process: ServerProcess;
  stop(): Promise<void>;
};

/**
 * Starts a production-mode server. Sign-up is rate-limited per address and every benchmark user comes from
 * 127.0.0.1, so the limit is raised; nothing else differs from `npm start`.
 */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  // Another server on the port (an earlier bench still stopping) would answer this one's health check.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use by another server: is an earlier bench still running?`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-bench-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must enter this directory.
  await fs.chmod(dataDir, 0o755);
  const pgPort = port + 1;
  const server = startServer(
    {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // Production refuses an http address and no real mail: the bench is served on localhost over http, as behind
      // a proxy that terminates TLS, and sends no mail (its parents need no confirmation; port 9 takes none).
      PROXY_TERMINATES_TLS: 'true',
      SMTP_URL: 'smtp://127.0.0.1:9',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      // Every bench client (thousands of progress streams among them) connects from this one machine.
      CONNECTIONS_PER_ADDRESS: '0',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      AUTH_RATE_LIMIT: '10000',
      // Every parent of a bench signs up from this one machine.
      SIGN_UPS_PER_ADDRESS_PER_DAY: '100000',
      // e.g. BENCH_NODE_OPTIONS=--cpu-prof to profile the server under load.
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      ...env,
    },
    'warn',
  );
  let password: string;
  try {
    await waitForHealth(port, server);
    password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  } catch (error) {
    // Never left running behind a failed start.
    server.child.kill('SIGTERM');
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    pid: server.child.pid ?? 0,
    dataDir,
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/bedtime_stories`,
    process: server,
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchUser = { id: string; email: string; cookie: string };

/** Signs a parent up through the real auth API and keeps the session cookie. */
export async function signUpUser(server: BenchServer, email: string): Promise<BenchUser> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'sleepy-owl-42', name: email.split('@')[0] }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { id: body.user.id, email, cookie };
}

/** Opens the server's database directly (the benchmark's own connection, not the server's pool). */
export function openBenchDatabase(server: BenchServer) {
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  return { pool, db: drizzle(pool, { schema }) };
}

/** A night-sky picture and its thumbnail, close in size to what the illustrator stores. */
async function scenePictures() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="576">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/><stop offset="1" stop-color="#6d5fc9"/></linearGradient></defs>
    <rect width="1024" height="576" fill="url(#sky)"/><circle cx="800" cy="120" r="60" fill="#fde68a"/>
    <path d="M0 460 Q 260 360 520 450 T 1024 430 V 576 H 0 Z" fill="#14532d"/></svg>`;
  const picture = sharp(Buffer.from(svg));
  return {
    image: await picture.clone().webp({ quality: 80 }).toBuffer(),
    thumbnail: await picture.clone().resize(320).webp({ quality: 75 }).toBuffer(),
  };
}

/**
 * Gives a parent finished stories of 7 scenes each, as generation would have saved them (rows and picture files),
 * newest last.
 */
export async function insertStories(server: BenchServer, userId: string, count: number): Promise<void> {
  const { pool, db } = openBenchDatabase(server);
  const pictures = await scenePictures();
  const started = Date.now() - count * 60_000;
  for (let index = 0; index < count; index += 1) {
    const [story] = await db
      .insert(schema.stories)
      .values({
        title: `The fox and the ${index + 1} quiet stars`,
        characterId: 'character-fox',
        characterName: 'Little Fox',
        activities: ['Playground', 'Bath time'],
        userId,
        language: 'en',
        createdAt: new Date(started + index * 60_000),
      })
      .returning({ id: schema.stories.id });
    const storyId = story?.id ?? '';
    const folder = `users/${userId}/stories/${storyId}`;
    await fs.mkdir(path.join(server.dataDir, 'media', folder), { recursive: true });
    for (let scene = 1; scene <= 7; scene += 1) {
      await fs.writeFile(path.join(server.dataDir, 'media', folder, `scene-${scene}.webp`), pictures.image);
      await fs.writeFile(path.join(server.dataDir, 'media', folder, `scene-${scene}-thumb.webp`), pictures.thumbnail);
    }
    await db.insert(schema.storyScenes).values(
      Array.from({ length: 7 }, (_, scene) => ({
        storyId,
        sceneNumber: scene + 1,
        sceneText:
          'Little Fox slid down the red slide and laughed. The sun was warm on her fur. ' +
          'She waved to the ducks by the pond. Then it was time to go home.',
        imagePrompt: 'a small orange fox on a sunny playground with a red slide, soft picture-book style',
        imageUrl: `/media/${folder}/scene-${scene + 1}.webp`,
        thumbnailUrl: `/media/${folder}/scene-${scene + 1}-thumb.webp`,
        userId,
        language: 'en' as const,
      })),
    );
  }
  await pool.end();
}

/** Resident memory of a process in MB (VmRSS from /proc), or undefined once it is gone. */
export function residentMegabytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? kilobytes / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** User plus system CPU time a process has used so far, in ms (from /proc; the kernel counts in 10 ms ticks). */
export function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const mark = (isMet: boolean) => (isMet ? 'OK' : 'OVER');

/** The value below which `share` of the values lie (nearest rank); NaN when there are none. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** Starts a story for a signed-in parent through the API (the fox at the playground, then the bath); its job id. */
export async function startStory(
  server: BenchServer,
  parent: { cookie: string },
  idempotencyKey: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await fetch(`${server.url}/api/stories/jobs`, {
    method: 'POST',
    headers: { cookie: parent.cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      characterId: 'character-fox',
      activityIds: ['activity-playground', 'activity-bath'],
      language: 'en',
      idempotencyKey,
      ...extra,
    }),
  });
  if (response.status !== 201) throw new Error(`starting a story failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { jobId: string }).jobId;
}
