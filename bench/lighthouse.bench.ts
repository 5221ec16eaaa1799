// Lighthouse (mobile emulation, the system Chromium) on `/login` and on `/portfolio` of a signed-in parent with 30
// stories, against the production build served by the real server: `LIGHTHOUSE_RUNS` (5) runs with Lighthouse's
// simulated throttling (its model of a slow phone, built from a run at full speed) and as many with applied
// throttling (the page really loaded over a slowed network and CPU), each run and the medians. Targets, on the median
// of the simulated runs: performance >= 95 and largest paint < 2.5 s; accessibility 100, best practices >= 95.
// Lighthouse 12 dropped its PWA category, so installability is asked of Chromium itself (DevTools protocol
// `Page.getInstallabilityErrors`), together with the manifest and the service worker.
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
// `LIGHTHOUSE_PORT` moves the server (and Chromium's debugging port, 5 above it), so two runs can share a machine.
const SERVER_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 47_420);
const DEBUG_PORT = SERVER_PORT + 5;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
const LARGEST_PAINT_TARGET_MS = 2_500;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse's two ways of making this machine a slow phone. */
const THROTTLING = [
  { name: 'simulated', method: 'simulate' },
  { name: 'applied', method: 'devtools' },
] as const;
// When set, each page's full Lighthouse report (JSON) and its trace are written there, to diagnose a miss.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

if (!existsSync(CHROMIUM)) {
  process.stderr.write(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium'.\n`);
  process.exit(1);
}
if (
  !existsSync(path.join(root, 'dist', 'index.html')) ||
  !existsSync(path.join(root, 'dist-server', 'server-render.js'))
) {
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

type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstPaintMs: number;
  largestPaintMs: number;
  blockingMs: number;
  layoutShift: number;
  drawnLargestPaintMs: number;
};

function figuresOf(lhr: Result): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The paints as this run's page drew them: under simulated throttling that is full speed on loopback, and the
  // figures above it are Lantern's model of a slow phone built from this run's requests and tasks (bench/README.md).
  const observed = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    firstPaintMs: value('first-contentful-paint'),
    largestPaintMs: value('largest-contentful-paint'),
    blockingMs: value('total-blocking-time'),
    layoutShift: value('cumulative-layout-shift'),
    drawnLargestPaintMs: observed?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function runLine(run: RunFigures): string {
  return (
    `performance ${run.performance}, largest paint ${seconds(run.largestPaintMs)} ` +
    `(${seconds(run.drawnLargestPaintMs)} as drawn), first paint ${seconds(run.firstPaintMs)}, ` +
    `blocking ${Math.round(run.blockingMs)} ms, layout shift ${run.layoutShift.toFixed(3)}`
  );
}

/** What cost the points of a run below the target, so a miss can be acted on without opening the report. */
function misses(lhr: Result): string[] {
  const lines: string[] = [];
  for (const [id, target] of Object.entries(TARGETS)) {
    const category = lhr.categories[id];
    if (Math.round((category?.score ?? 0) * 100) >= target) continue;
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        lines.push(
          `      - ${category?.title ?? id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      }
    }
  }
  return lines;
}

/** The medians of one page's runs under one throttling, with the targets where they apply. */
function summary(throttling: string, runs: RunFigures[]): string[] {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  const performance = of('performance');
  const largestPaint = of('largestPaintMs');
  const isTarget = throttling === 'simulated';
  const target = (text: string, isMet: boolean) => (isTarget ? ` (target ${text}) ${mark(isMet)}` : '');
  return [
    `    median of ${runs.length}: performance ${performance}${target(`>= ${TARGETS.performance}`, performance >= TARGETS.performance)}, ` +
      `largest paint ${seconds(largestPaint)}${target(`< ${seconds(LARGEST_PAINT_TARGET_MS)}`, largestPaint < LARGEST_PAINT_TARGET_MS)}, ` +
      `first paint ${seconds(of('firstPaintMs'))}, blocking ${Math.round(of('blockingMs'))} ms, layout shift ${of('layoutShift').toFixed(3)}`,
    `    accessibility ${of('accessibility')}${target(`${TARGETS.accessibility}`, of('accessibility') >= TARGETS.accessibility)}, ` +
      `best practices ${of('bestPractices')}${target(`>= ${TARGETS['best-practices']}`, of('bestPractices') >= TARGETS['best-practices'])}`,
  ];
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
 * Gives every run the same start: the cookie jar emptied (Lighthouse keeps cookies when it resets storage, so the
 * app's mark that it showed its splash would otherwise carry over and only the first run would draw the splash),
 * then, for a signed-in page, the session cookie put back. A `Cookie` passed through `extraHeaders` does not reach
 * the server from this Chromium: the app's own requests carry the jar's cookies only.
 */
async function resetCookies(serverUrl: string, cookie: string | undefined) {
  const version = (await (await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const browser = await connect(version.webSocketDebuggerUrl);
  try {
    await browser.send('Storage.clearCookies');
    if (!cookie) return;
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
  } finally {
    browser.close();
  }
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

const server = await startBenchServer(SERVER_PORT);
const profileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-bench-chromium-'));
let chromium: ChildProcess | undefined;
try {
  const parent = await signUpUser(server, 'lighthouse@example.org');
  await insertStories(server, parent.id, 30);
  chromium = await startChromium(profileDir);
  const pages = [
    { label: '/login', url: `${server.url}/login`, cookie: undefined },
    { label: '/portfolio (signed in, 30 stories)', url: `${server.url}/portfolio`, cookie: parent.cookie },
  ];
  process.stdout.write(
    `Lighthouse, mobile, ${RUNS} runs per page and throttling (load average ${os.loadavg()[0]?.toFixed(1)}; ` +
      'a busy machine lowers the performance score)\n',
  );
  for (const page of pages) {
    process.stdout.write(`${page.label}\n`);
    for (const throttling of THROTTLING) {
      const flags: Flags = {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
        throttlingMethod: throttling.method,
      };
      process.stdout.write(`  ${throttling.name} throttling\n`);
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        await resetCookies(server.url, page.cookie);
        let result = await lighthouse(page.url, flags);
        // On a busy machine Lighthouse now and then loses the trace's start; that run is made again, once.
        if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') {
          process.stdout.write(`    run ${run}: the trace lost its start (NO_NAVSTART); made again\n`);
          await resetCookies(server.url, page.cookie);
          result = await lighthouse(page.url, flags);
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (result.lhr.runtimeError) throw new Error(`${page.url}: ${result.lhr.runtimeError.message}`);
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname) {
          throw new Error(`${page.url} ended on ${result.lhr.finalDisplayedUrl}: was the parent signed in?`);
        }
        const figures = figuresOf(result.lhr);
        runs.push(figures);
        process.stdout.write(
          `    run ${run}: ${runLine(figures)} (CPU benchmark index ${result.lhr.environment.benchmarkIndex.toFixed(0)})\n`,
        );
        for (const line of misses(result.lhr)) process.stdout.write(`${line}\n`);
        if (REPORT_DIR) {
          await fs.mkdir(REPORT_DIR, { recursive: true });
          const name = `${new URL(page.url).pathname.slice(1)}-${throttling.name}-${run}-${Date.now()}`;
          const file = path.join(REPORT_DIR, `${name}.json`);
          await fs.writeFile(file, JSON.stringify(result.lhr, null, 1));
          // The trace opens in the browser's performance panel: what ran on the main thread, and when.
          await fs.writeFile(file.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
          process.stdout.write(`      report: ${file}\n`);
        }
      }
      process.stdout.write(`${summary(throttling.name, runs).join('\n')}\n`);
    }
  }
  await installability(`${server.url}/login`);
} finally {
  chromium?.kill('SIGTERM');
  await server.stop();
  await fs.rm(profileDir, { recursive: true, force: true });
}
process.exit(0);
