// Lighthouse (mobile emulation, the system Chromium) on `/login` and on `/portfolio` of a signed-in parent with 30
// stories, against the production build served by the real server. Targets: performance >= 95, accessibility 100,
// best practices >= 95. Lighthouse 12 dropped its PWA category, so installability is asked of Chromium itself
// (DevTools protocol `Page.getInstallabilityErrors`), together with the manifest and the service worker.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../tests/e2e/support/chromium.ts';
import { insertStories, mark, signUpUser, startBenchServer } from './bench-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const DEBUG_PORT = 47_425;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
// When set, each page's full Lighthouse report (JSON) and its trace are written there, to diagnose a miss.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

if (!existsSync(CHROMIUM)) {
  process.stderr.write(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium'.\n`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

async function startChromium(profileDir: string): Promise<ChildProcess> {
  const chromium = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profileDir}`, `--remote-debugging-port=${DEBUG_PORT}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let waited = 0; waited < 30_000; waited += 100) {
    const ready = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return chromium;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  chromium.kill('SIGKILL');
  throw new Error('Chromium did not open its debugging port');
}

function report(label: string, lhr: Result) {
  const lines = [`${label}`];
  for (const [id, target] of Object.entries(TARGETS)) {
    const category = lhr.categories[id];
    const score = Math.round((category?.score ?? 0) * 100);
    lines.push(`  ${category?.title ?? id}: ${score} (target >= ${target}) ${mark(score >= target)}`);
    if (score < target) {
      // Name what cost the points, so a miss can be acted on without opening the report.
      for (const ref of category?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
          lines.push(`    - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
    }
  }
  lines.push(
    `  Lighthouse's CPU check of this machine at the time: benchmark index ${lhr.environment.benchmarkIndex.toFixed(0)} ` +
      `(load average ${os.loadavg()[0]?.toFixed(1)}); a busy machine lowers the performance score`,
  );
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  lines.push(
    `  first contentful paint ${metric('first-contentful-paint')}, largest contentful paint ${metric('largest-contentful-paint')}, ` +
      `total blocking time ${metric('total-blocking-time')}, layout shift ${metric('cumulative-layout-shift')}`,
  );
  // The paints as this run's page drew them (full speed, loopback): the figures above are Lantern's model of a slow
  // phone built from this run's requests and tasks, not these times slowed down (bench/README.md).
  const observed = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  const seen = (key: string) => {
    const value = observed?.items?.[0]?.[key];
    return value === undefined ? '?' : `${(value / 1000).toFixed(2)} s`;
  };
  lines.push(
    `  as drawn in this run, before the model: first paint ${seen('observedFirstContentfulPaint')}, ` +
      `largest paint ${seen('observedLargestContentfulPaint')}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

type CdpMessage = { id?: number; result?: unknown; error?: { message: string } };

/** A minimal DevTools-protocol session (Node's WebSocket; no extra dependency). */
async function connect(webSocketUrl: string) {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, (message: CdpMessage) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as CdpMessage;
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}): Promise<T> => {
    nextId += 1;
    const id = nextId;
    socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) =>
      pending.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T),
      ),
    );
  };
  return { send, close: () => socket.close() };
}

/**
 * Signs the browser in by putting the session cookie in its cookie jar. Lighthouse keeps cookies when it resets
 * storage, whereas a `Cookie` passed through `extraHeaders` does not reach the server from this Chromium: the
 * app's own requests carry the jar's cookies only.
 */
async function signInBrowser(serverUrl: string, cookie: string) {
  const version = (await (await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const browser = await connect(version.webSocketDebuggerUrl);
  const separator = cookie.indexOf('=');
  await browser.send('Storage.setCookies', {
    cookies: [
      {
        name: cookie.slice(0, separator),
        value: cookie.slice(separator + 1),
        url: serverUrl,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ],
  });
  browser.close();
}

/** A fresh tab with a DevTools-protocol session. */
async function openTab() {
  const target = (await (
    await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/new?about:blank`, { method: 'PUT' })
  ).json()) as { id: string; webSocketDebuggerUrl: string };
  const { send, close } = await connect(target.webSocketDebuggerUrl);
  return {
    send,
    close: async () => {
      close();
      await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/close/${target.id}`);
    },
  };
}

async function installability(url: string) {
  const tab = await openTab();
  try {
    await tab.send('Page.enable');
    await tab.send('Page.navigate', { url });
    // Give the page time to register its service worker (if the build has one) before asking.
    const worker = await tab.send<{ result: { value?: string } }>('Runtime.evaluate', {
      expression: `new Promise((resolve) => {
        if (!('serviceWorker' in navigator)) return resolve('not supported');
        setTimeout(() => resolve('none registered within 10 s'), 10000);
        navigator.serviceWorker.ready.then((registration) =>
          resolve('active: ' + new URL(registration.active.scriptURL).pathname));
      })`,
      awaitPromise: true,
    });
    const manifest = await tab.send<{ url: string; errors: Array<{ message: string }> }>('Page.getAppManifest');
    const { installabilityErrors } = await tab.send<{
      installabilityErrors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }>;
    }>('Page.getInstallabilityErrors');
    const errors = installabilityErrors.map(
      (error) =>
        error.errorId +
        (error.errorArguments.length > 0
          ? ` (${error.errorArguments.map((argument) => `${argument.name}=${argument.value}`).join(', ')})`
          : ''),
    );
    process.stdout.write(
      `installable (Chromium's own check on ${new URL(url).pathname}): ${errors.length === 0 ? 'yes' : 'no'} ${mark(errors.length === 0)}\n` +
        `  manifest ${manifest.url ? new URL(manifest.url).pathname : 'missing'}${manifest.errors.length > 0 ? ` with errors: ${manifest.errors.map((error) => error.message).join('; ')}` : ''}; ` +
        `service worker ${worker.result.value ?? '?'}\n` +
        (errors.length > 0 ? `  ${errors.join('\n  ')}\n` : ''),
    );
  } finally {
    await tab.close();
  }
}

const server = await startBenchServer(47_420);
const profileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-bench-chromium-'));
let chromium: ChildProcess | undefined;
try {
  const parent = await signUpUser(server, 'lighthouse@example.org');
  await insertStories(server, parent.id, 30);
  chromium = await startChromium(profileDir);
  const flags: Flags = {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  };
  const pages = [
    { label: '/login', url: `${server.url}/login`, isSignedIn: false },
    { label: '/portfolio (signed in, 30 stories)', url: `${server.url}/portfolio`, isSignedIn: true },
  ];
  for (const page of pages) {
    if (page.isSignedIn) await signInBrowser(server.url, parent.cookie);
    const result = await lighthouse(page.url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    if (result.lhr.runtimeError) throw new Error(`${page.url}: ${result.lhr.runtimeError.message}`);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname) {
      throw new Error(`${page.url} ended on ${result.lhr.finalDisplayedUrl}: was the parent signed in?`);
    }
    report(page.label, result.lhr);
    if (REPORT_DIR) {
      await fs.mkdir(REPORT_DIR, { recursive: true });
      const file = path.join(REPORT_DIR, `${new URL(page.url).pathname.slice(1)}-${Date.now()}.json`);
      await fs.writeFile(file, JSON.stringify(result.lhr, null, 1));
      // The trace opens in the browser's performance panel: what ran on the main thread, and when.
      await fs.writeFile(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
      process.stdout.write(`  report: ${file}\n`);
    }
  }
  await installability(`${server.url}/login`);
} finally {
  chromium?.kill('SIGTERM');
  await server.stop();
  await fs.rm(profileDir, { recursive: true, force: true });
}
process.exit(0);
