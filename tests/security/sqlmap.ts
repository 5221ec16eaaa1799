// `npm run test:sqlmap`: sqlmap (the Debian package) at level 3, risk 2 against every authenticated API route that
// takes a parameter, on the real server with a signed-in parent. Exits non-zero unless no parameter is injectable.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { killStartedServers, startServer, waitForHealth } from '../setup/server-process.ts';

type Target = { name: string; method: string; path: string; body?: unknown };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function sqlmapRun(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

if (spawnSync('sqlmap', ['--version']).status !== 0) {
  process.stderr.write('sqlmap is not installed: apt-get install -y sqlmap\n');
  process.exit(2);
}

const started = Date.now();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-sqlmap-'));
// As root, the embedded PostgreSQL runs as the postgres user, which must be able to enter the data directory.
await fs.chmod(dataDir, 0o755);
const port = await freePort();
const pgPort = await freePort();
const api = `http://127.0.0.1:${port}`;
const server = startServer(
  {
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    PUBLIC_URL: api,
    AUTH_RATE_LIMIT: '10000',
  },
  'warn',
);

// Stopped by hand (Ctrl-C): stop the server too, which stops its PostgreSQL.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.child.kill('SIGTERM');
    process.exit(130);
  });
}

let failed = false;
try {
  await waitForHealth(port, server);
  const json = async (method: string, url: string, cookie: string, body?: unknown) => {
    const response = await fetch(`${api}${url}`, {
      method,
      headers: { origin: api, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return { response, body: response.status === 204 ? null : await response.json() };
  };

  const email = `sqlmap-${Date.now()}@example.org`;
  const signUp = await json('POST', '/api/auth/sign-up/email', '', { email, password: 'sleepy-owl-42', name: email });
  const cookie = (signUp.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { jobId } = (
    await json('POST', '/api/stories/jobs', cookie, {
      characterId: 'character-bunny',
      activityIds: ['activity-playground'],
      language: 'en',
      idempotencyKey: 'sqlmap-first-story',
    })
  ).body as { jobId: string };
  let storyId = '';
  for (let i = 0; i < 600 && !storyId; i += 1) {
    const { stories } = (await json('GET', '/api/stories', cookie)).body as {
      stories: Array<{ id: string; isOwn: boolean }>;
    };
    storyId = stories.find((story) => story.isOwn)?.id ?? '';
    if (!storyId) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!storyId) throw new Error('the first story was not made');
  const { imageUrl } = (
    await json('POST', '/api/custom-images', cookie, { kind: 'character', name: 'Zed', description: 'A zebra' })
  ).body as { imageUrl: string };
  const character = (await json('POST', '/api/characters', cookie, { name: 'Zed', description: 'A zebra', imageUrl }))
    .body as { id: string };
  const saved = (await json('POST', '/api/saved-activities', cookie, { name: 'Kite flying' })).body as { id: string };
  const missing = '00000000-0000-4000-8000-000000000000';

  // `*` marks a path parameter for sqlmap; JSON bodies are tested value by value.
  const targets: Target[] = [
    { name: 'story', method: 'GET', path: `/api/stories/${storyId}*` },
    { name: 'story deletion', method: 'DELETE', path: `/api/stories/${missing}*` },
    { name: 'progress stream', method: 'GET', path: `/api/stories/jobs/${jobId}*/events` },
    { name: 'scene redraw', method: 'POST', path: `/api/stories/${storyId}*/scenes/2*/regenerate` },
    {
      name: 'new story',
      method: 'POST',
      path: '/api/stories/jobs',
      body: {
        characterId: 'character-bunny',
        activityIds: ['activity-playground'],
        customDescription: 'We fed the ducks',
        customActivities: ['Swinging'],
        language: 'en',
        idempotencyKey: 'sqlmap-probe-key',
      },
    },
    { name: 'narration', method: 'POST', path: '/api/speech', body: { storyId, sceneNumber: 1 } },
    {
      name: 'new character',
      method: 'POST',
      path: '/api/characters',
      body: { name: 'Zed', description: 'A zebra', imageUrl },
    },
    {
      name: 'new activity',
      method: 'POST',
      path: '/api/activities',
      body: { name: 'Zed', description: 'A zebra', imageUrl },
    },
    { name: 'character deletion', method: 'DELETE', path: `/api/characters/${character.id}-x*` },
    { name: 'activity deletion', method: 'DELETE', path: '/api/activities/activity-custom-missing*' },
    { name: 'saved activity', method: 'POST', path: '/api/saved-activities', body: { name: 'Kite flying' } },
    { name: 'saved activity deletion', method: 'DELETE', path: `/api/saved-activities/${saved.id.slice(0, -1)}0*` },
    {
      name: 'custom picture',
      method: 'POST',
      path: '/api/custom-images',
      body: { kind: 'activity', name: 'Moon dance', description: 'Dancing under the moon' },
    },
    {
      name: 'settings',
      method: 'PUT',
      path: '/api/me/settings',
      body: { language: 'en', childName: 'Noor', timeZone: 'Europe/Amsterdam' },
    },
  ];

  const outputDir = path.join(dataDir, 'sqlmap');
  const results: Array<{ target: Target; injectable: boolean; ok: boolean; seconds: number }> = [];
  for (const target of targets) {
    const began = Date.now();
    const args = [
      '-u',
      `${api}${target.path}`,
      '--method',
      target.method,
      '--cookie',
      cookie,
      '-H',
      `Origin: ${api}`,
      '--level',
      '3',
      '--risk',
      '2',
      '--dbms',
      'PostgreSQL',
      '--batch',
      // "Not found" is the answer to a wrong id; sqlmap must compare such answers, not give up on them.
      '--ignore-code',
      '404',
      '--flush-session',
      '--disable-coloring',
      '--output-dir',
      outputDir,
      // The session cookie must stay what it is; sqlmap would otherwise test it too and could sign itself out.
      '--skip',
      'better-auth.session_token',
    ];
    if (target.body !== undefined)
      args.push('--data', JSON.stringify(target.body), '-H', 'Content-Type: application/json');
    const { code, output } = await sqlmapRun(args);
    const injectable = /identified the following injection point|is vulnerable\. Do you want to keep testing/i.test(
      output,
    );
    const clean = /do not appear to be injectable|does not seem to be injectable/i.test(output);
    const seconds = Math.round((Date.now() - began) / 1000);
    results.push({ target, injectable, ok: code === 0 && clean && !injectable, seconds });
    process.stdout.write(
      `${injectable ? 'INJECTABLE' : clean ? 'clean     ' : 'UNCLEAR   '} ${target.method} ${target.path} (${seconds} s)\n`,
    );
    if (injectable || !clean) process.stdout.write(`${output.slice(-3000)}\n`);
  }
  const bad = results.filter((result) => !result.ok);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(
    `\nsqlmap --level 3 --risk 2: ${results.length} routes, ${results.filter((r) => r.injectable).length} injectable, ` +
      `${bad.length} not clean, ${minutes} min\n`,
  );
  failed = bad.length > 0;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n${server.output()}\n`);
  failed = true;
} finally {
  server.child.kill('SIGTERM');
  await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  killStartedServers();
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
