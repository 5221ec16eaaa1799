import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './tests/e2e/support/chromium.ts';
import { SERVERS, urlOf } from './tests/e2e/support/servers.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The list shows each test and every failure; the file times come after it (tests/timing/).
  reporter: [
    ['list'],
    ['./tests/timing/playwright-file-times.ts'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: 'test-results/report' }] as const] : []),
  ],
  // Two workers, three servers and two browsers share two cores: a long flow (sign up, mail, settings, delete) on a
  // busy machine has taken over a minute, so CI gives every test and assertion twice the local time.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: urlOf('main'),
    // A failed test keeps its trace: every action with the page's DOM, network and console at that moment, and a
    // screenshot of the end. The trace's film strip is left out: recording it for every test that passes took a
    // sixth of each test's time on a busy two-core machine (the DOM snapshots take a twentieth).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium,
          args: [...CHROMIUM_FLAGS],
        },
      },
    },
  ],
  webServer: Object.entries(SERVERS).map(([name, server]) => ({
    // The built app, started as `npm start` starts it, on a fresh data directory, with a real SMTP server beside it.
    command: `exec node tests/e2e/support/serve.ts ${name}`,
    url: `http://localhost:${server.port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
