import { test as base, expect, type Frame, type Locator, type Page } from '@playwright/test';
import AxeCore, { type AxeResults, type RunOptions } from 'axe-core';
import { urlOf } from './support/servers.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

let userCounter = 0;

/** A unique address for a test parent. */
export function newEmail(label = 'parent'): string {
  userCounter += 1;
  return `${label}-${process.pid}-${Date.now()}-${userCounter}@example.org`;
}

export const PASSWORD = 'sleepy-owl-42';

/**
 * Creates a parent through the auth API in this page's browser context, which is then signed in. `origin` is the
 * server the test's base URL points at (the main one unless a describe block uses another).
 */
export async function signUpViaApi(
  page: Page,
  email = newEmail(),
  origin = urlOf('main'),
): Promise<{ email: string; password: string }> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: email },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password: PASSWORD };
}

type Fixtures = {
  /** Console errors and failed requests seen by the page; a test fails when any are left unexplained. */
  pageProblems: string[];
  /** Set to false in a test that wants to see the splash screen. */
  skipSplash: boolean;
};

export const test = base.extend<Fixtures>({
  skipSplash: [true, { option: true }],
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // A refused sign-in or a wrong code is an expected answer, which the browser logs as a failed resource.
        if (/Failed to load resource: .* status of (401|403|429)/.test(message.text())) return;
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) {
      // The splash shows once per app start; mark it as seen, as a reload in the same tab would (the cookie tells
      // the server, which then renders the first screen without it).
      await page.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
      await page.context().addCookies([{ name: 'splashShown', value: '1', domain: 'localhost', path: '/' }]);
    }
    // The server draws some first screens before the scripts run (decision 023): a tap there before the app has
    // taken the page over would be lost. After each navigation to an app screen, wait for the app's ready mark.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});

/** Resolves when the app has drawn or taken over its first screen (ReadyMark); at once on a page that is not the app. */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getElementById('root') === null || document.documentElement.dataset.appReady !== undefined,
    undefined,
    { timeout: 30_000 },
  );
}

export { expect };

/**
 * axe-core as the tests run it: the same rules, run inside the page itself (axe's legacy mode: the app embeds no
 * frames from other origins, and merging their results in a second page took two to three times as long as the check
 * on a busy two-core machine). axe's script (half a megabyte) goes into each frame once per document and is reused by
 * every later check of that document: a check used to send and run it twice, which took longer than the check
 * itself. Only violations are reported in full: every rule still runs on every element, but axe no longer describes
 * each element that passed, which the tests never read.
 */
class AxeCheck {
  private readonly includes: string[] = [];
  private readonly excludes: string[] = [];
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Checks only the part of the page the selector finds (may be called more than once). */
  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  /** Leaves out the part of the page the selector finds (may be called more than once). */
  exclude(selector: string): this {
    this.excludes.push(selector);
    return this;
  }

  async analyze(): Promise<AxeResults> {
    for (const frame of this.page.frames()) {
      // A child frame that cannot be reached is left out, as the check always did; the page itself must take it.
      const main = frame === this.page.mainFrame();
      await injectAxe(frame).catch((error: unknown) => {
        if (main) throw error;
      });
    }
    const outcome = await this.page.evaluate(
      async ({ context, options }) => {
        const axe = (window as unknown as { axe: typeof AxeCore }).axe;
        // A colour caught halfway through its transition (a button turning back from disabled) is no real contrast:
        // finite transitions and animations end first, for at most a second.
        const ending = document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined));
        await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 1000))]);
        try {
          return { results: await axe.run(context, options), error: null };
        } catch (error) {
          return { results: null, error: String(error) };
        }
      },
      {
        context: { include: this.includes.length > 0 ? this.includes : [], exclude: this.excludes },
        options: { resultTypes: ['violations'] } satisfies RunOptions,
      },
    );
    if (!outcome.results) throw new Error(`axe could not check the page: ${outcome.error}`);
    return outcome.results;
  }
}

/** Puts axe-core into a frame, unless the frame's document has it already. */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (present) return;
  await frame.evaluate(AxeCore.source);
  await frame.evaluate(() => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });
  });
}

export function axeOn(page: Page): AxeCheck {
  return new AxeCheck(page);
}

/** axe-core on the current page: zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeOn(page).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Saves a screenshot under test-results/screenshots for people to look at, and the whole page beside it when the page
 * is longer than the screen (a page that fits would give the same picture twice).
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
  const isLonger = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  if (isLonger) await page.screenshot({ path: `test-results/screenshots/${name}-full.png`, fullPage: true });
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses a key until the element has the focus: proof that the keyboard alone reaches it, in page order. */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `${key} reaches ${target}`).toBe(true);
}

/** The service worker is installed and in charge of the page, so requests go through its cache. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
