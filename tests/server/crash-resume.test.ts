import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeReplicate } from '../fakes/replicate-fake.ts';
import { killStartedServers, startServer, waitForHealth } from '../setup/server-process.ts';

afterAll(killStartedServers);

describe('a server killed in the middle of a story', () => {
  it('ends every job complete or failed after a restart, and never shows half a story', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-crash-'));
    await fs.chmod(dataDir, 0o755);
    const port = 46_000 + Math.floor(Math.random() * 1000);
    // Pictures take 1.5 s each, so the kill below lands while every job is being drawn.
    const replicate = await startFakeReplicate({ token: 'r8_crash', latency: { imageMs: 1500 }, maxWaitMs: 60_000 });
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(port + 1000),
      REPLICATE_API_TOKEN: 'r8_crash',
      REPLICATE_BASE_URL: replicate.url,
    };
    let server = startServer(env, 'warn');
    await waitForHealth(port, server);
    const origin = `http://localhost:${port}`;
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash@example.org', password: 'sleepy1', name: 'x' }),
    });
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const jobIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/stories/jobs`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          characterId: 'character-owl',
          activityIds: ['activity-zoo', 'activity-bath'],
          language: 'de',
          idempotencyKey: `crash-${i}-${Date.now()}`,
        }),
      });
      expect(response.status).toBe(201);
      jobIds.push((await response.json()).jobId);
    }
    await new Promise((resolve) => setTimeout(resolve, 800));
    server.child.kill('SIGKILL');
    await server.exited;

    server = startServer(env, 'warn');
    await waitForHealth(port, server);
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port + 1000}/bedtime_stories`,
    });
    await client.connect();
    try {
      let states: string[] = [];
      // Recovery waits for the dead worker's heartbeat to lapse; on a busy 2-core machine that has taken over a minute.
      for (let i = 0; i < 360; i += 1) {
        const jobs = await client.query<{ status: string }>('select status from story_jobs where id = any($1)', [
          jobIds,
        ]);
        states = jobs.rows.map((row) => row.status);
        if (states.every((status) => status === 'complete' || status === 'failed')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(
        states.every((status) => status === 'complete' || status === 'failed'),
        states.join(),
      ).toBe(true);
      // Every story that exists has all 7 scenes, and there is at most one story per job.
      const stories = await client.query<{ scenes: number }>(
        'select (select count(*)::int from story_scenes s where s.story_id = t.id) as scenes from stories t where t.user_id is not null',
      );
      expect(stories.rows.every((row) => row.scenes === 7)).toBe(true);
      const complete = states.filter((status) => status === 'complete').length;
      expect(stories.rows).toHaveLength(complete);
      // No media rows are left without a scene that uses them.
      const orphans = await client.query<{ n: number }>(`
        select count(*)::int as n from media_objects m
        where not exists (select 1 from story_scenes s where s.image_url = '/media/' || m.key or s.thumbnail_url = '/media/' || m.key)`);
      expect(orphans.rows[0]?.n).toBe(0);
    } finally {
      await client.end();
      server.child.kill('SIGTERM');
      await server.exited;
      await replicate.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
