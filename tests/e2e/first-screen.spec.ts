// The first screen the server renders (decision 023): it is on the page before any script runs, and the app takes
// it over without drawing it again, without moving anything, and without a warning.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DESKTOP, expect, PHONE, signUpViaApi, snap, test } from './fixtures.ts';
import { seedStories } from './support/seed-stories.ts';
import { urlOf } from './support/servers.ts';

const SMALL_PHONE = { width: 360, height: 640 } as const;
const VIEWPORTS = { phone: PHONE, 'small-phone': SMALL_PHONE, desktop: DESKTOP } as const;
const TITLES = ['The owl and the lantern', 'The bath of bubbles', 'Ducks in the park', 'Snow on the window'];

/** Gives the parent a few stories with real pictures, straight into the main server's database and media folder. */
async function giveStories(email: string): Promise<void> {
  const stories = await Promise.all(
    TITLES.map(async (title, index) => ({
      title,
      minutesAgo: index * 60,
      picture: await sharp({
        create: { width: 320, height: 180, channels: 3, background: { r: 40 + index * 50, g: 60, b: 140 } },
      })
        .webp()
        .toBuffer(),
    })),
  );
  await seedStories(email, 'first-screen', stories);
}

/** A context with the scripts switched off and the same cookies: what the page shows before any script runs. */
async function withoutScripts(
  browser: Browser,
  signedIn: BrowserContext | undefined,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await context.addCookies([
    ...(signedIn ? await signedIn.cookies() : []),
    { name: 'splashShown', value: '1', domain: 'localhost', path: '/' },
  ]);
  return context;
}

/**
 * Watches the page from its first byte: every layout shift, and whether the heading and first picture the server
 * drew are still the very elements on screen once the app runs (a screen drawn again would replace them).
 */
async function watchTakeOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = {
      shifts: [] as { at: number; value: number; moved: string[] }[],
      fontsLoaded: [] as number[],
      firstHeading: null as Element | null,
      firstPicture: null as Element | null,
    };
    Object.assign(window, { takeOver: state });
    // A web font arriving after the first paint moves text by itself: that is the font, not the app taking the page
    // over, and is told apart by its time. The Latin file is preloaded and optional, so it no longer arrives late (a
    // clean-clone run once measured a whole-page nudge of 0.034 from it when it swapped in); Latin Extended still swaps.
    document.fonts.addEventListener('loadingdone', () => state.fontsLoaded.push(performance.now()));
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      // A shift right after the parent typed or tapped is the answer to it, not the page moving by itself.
      // Likewise a shift inside an open dialog is the dialog answering the tap (its fields settling), even when a busy
      // machine lays it out more than half a second later, past what hadRecentInput counts as recent.
      const inDialog = (node?: Node) =>
        Boolean((node instanceof Element ? node : node?.parentElement)?.closest('[role="dialog"]'));
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        if (entry.sources.length > 0 && entry.sources.every((source) => inDialog(source.node))) continue;
        state.shifts.push({
          at: entry.startTime,
          value: entry.value,
          moved: entry.sources.map((source) => {
            const node = source.node;
            return node instanceof Element ? node.outerHTML.slice(0, 160) : (node?.textContent ?? '?').slice(0, 160);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      state.firstHeading ??= document.querySelector('#root h1');
      state.firstPicture ??= document.querySelector('#root main img');
    }).observe(document, { childList: true, subtree: true });
  });
}

type TakeOver = {
  shift: number;
  moved: string[];
  isSameHeading: boolean;
  isSamePicture: boolean;
  wasRendered: boolean;
};

async function takeOverOf(page: Page): Promise<TakeOver> {
  const { fontShift, ...takeOver } = await page.evaluate(() => {
    const state = (
      window as unknown as {
        takeOver: {
          shifts: { at: number; value: number; moved: string[] }[];
          fontsLoaded: number[];
          firstHeading: Element | null;
          firstPicture: Element | null;
        };
      }
    ).takeOver;
    // A shift in the frames right after a web font arrived is the font's swap.
    const isFontSwap = (at: number) => state.fontsLoaded.some((loaded) => at >= loaded && at - loaded < 100);
    const own = state.shifts.filter((shift) => !isFontSwap(shift.at));
    return {
      shift: own.reduce((sum, shift) => sum + shift.value, 0),
      moved: own.flatMap((shift) => shift.moved),
      fontShift: state.shifts.filter((shift) => isFontSwap(shift.at)).reduce((sum, shift) => sum + shift.value, 0),
      wasRendered: state.firstHeading !== null,
      isSameHeading: state.firstHeading !== null && state.firstHeading === document.querySelector('#root h1'),
      isSamePicture: state.firstPicture === document.querySelector('#root main img'),
    };
  });
  if (fontShift > 0)
    process.stdout.write(`first screen: the web font arrived after the first paint (shift ${fontShift})\n`);
  return takeOver;
}

test.describe('the sign-in page', () => {
  test('is on the page before the scripts run, and the app takes it over as it stands', async ({ page, browser }) => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await withoutScripts(browser, undefined, viewport);
      const bare = await context.newPage();
      await bare.goto('/login');
      await expect(bare.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expect(bare.getByLabel('Email')).toBeVisible();
      await expect(bare.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await snap(bare, `first-screen-login-before-scripts-${name}`);
      await context.close();
    }

    await page.setViewportSize(PHONE);
    await watchTakeOver(page);
    await page.goto('/login');
    // Nothing typed: the app's own check answers, without asking the server.
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The app's own check answered: the form is React's now, not the server's markup.
    await expect(page.getByText('Email is required')).toBeVisible();
    const takeOver = await takeOverOf(page);
    expect(takeOver.wasRendered).toBe(true);
    expect(takeOver.isSameHeading).toBe(true);
    expect(takeOver.moved).toEqual([]);
    expect(takeOver.shift).toBe(0);
    await snap(page, 'first-screen-login-taken-over-phone');
  });

  test('a reload keeps what the app said when it opened the page (the server never saw it)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    // What the app leaves when a new password was saved; a reload finds it again in the tab's history.
    await page.evaluate(() =>
      window.history.replaceState({ usr: { notice: 'passwordUpdated' }, key: 'saved', idx: 0 }, ''),
    );
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'successfully updated' })).toBeVisible();
  });

  test('is rendered in the language the browser asks for', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de' } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const response = await page.goto(`${urlOf('main')}/login`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Willkommen zurück');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    await page.getByLabel('E-Mail').fill('eltern@example.org');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('a signed-in parent’s portfolio', () => {
  test('shows the first cards with their pictures before the scripts run; the app takes them over unmoved', async ({
    page,
    browser,
  }) => {
    const { email } = await signUpViaApi(page);
    await giveStories(email);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await withoutScripts(browser, page.context(), viewport);
      const bare = await context.newPage();
      await bare.goto('/portfolio');
      await expect(bare.getByRole('heading', { name: 'My stories' })).toBeVisible();
      const first = bare.getByRole('link', { name: /The owl and the lantern/ });
      await expect(first).toBeVisible();
      await expect
        .poll(() => first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(320);
      await snap(bare, `first-screen-portfolio-before-scripts-${name}`);
      await context.close();
    }

    await page.setViewportSize(PHONE);
    await watchTakeOver(page);
    const response = await page.goto('/portfolio');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('link', { name: /The owl and the lantern/ })).toBeVisible();
    // Taken over: the account menu opens (a script's work), and the card links navigate inside the app.
    await page.getByRole('button', { name: 'Open the account menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const takeOver = await takeOverOf(page);
    expect(takeOver).toEqual({ shift: 0, moved: [], isSameHeading: true, isSamePicture: true, wasRendered: true });
    await snap(page, 'first-screen-portfolio-taken-over-phone');

    // The browser offers to install the app now: the offer waits for the next screen rather than push this one down.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
      window.dispatchEvent(event);
    });
    const banner = page.getByRole('complementary', { name: 'Install the app' });
    await page.getByRole('button', { name: 'Open the account menu' }).click();
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    expect((await takeOverOf(page)).shift).toBe(0);
    await page.getByRole('link', { name: 'Generate' }).click();
    await expect(page.getByRole('heading', { name: 'Select character' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Install' })).toBeVisible();
  });

  test('a family of two children: the server draws the children’s filter, and the take-over moves nothing', async ({
    page,
    browser,
  }) => {
    const { email } = await signUpViaApi(page);
    const children = [
      { id: crypto.randomUUID(), name: 'Lily', pronoun: 'she', age: 'toddler' },
      { id: crypto.randomUUID(), name: 'Sam', pronoun: 'he', age: 'preschooler' },
    ];
    const saved = await page.request.put('/api/me/family', {
      headers: { origin: urlOf('main') },
      data: { children, grownUps: [], pets: [] },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await giveStories(email);

    const context = await withoutScripts(browser, page.context(), PHONE);
    const bare = await context.newPage();
    await bare.goto('/portfolio');
    await expect(bare.getByRole('button', { name: 'Everyone' })).toBeVisible();
    await expect(bare.getByRole('button', { name: 'Sam' })).toBeVisible();
    await context.close();

    await page.setViewportSize(PHONE);
    await watchTakeOver(page);
    await page.goto('/portfolio');
    await expect(page.getByRole('link', { name: /The owl and the lantern/ })).toBeVisible();
    await page.getByRole('button', { name: 'Open the account menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Everyone' })).toBeVisible();
    expect(await takeOverOf(page)).toEqual({
      shift: 0,
      moved: [],
      isSameHeading: true,
      isSamePicture: true,
      wasRendered: true,
    });
  });

  test('a device in another time zone than the saved one draws its own dates instead', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Pacific/Auckland' });
    const page = await context.newPage();
    await context.addCookies([{ name: 'splashShown', value: '1', domain: 'localhost', path: '/' }]);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const { email } = await signUpViaApi(page);
    await giveStories(email);
    const response = await page.goto(`${urlOf('main')}/portfolio`);
    // The server wrote the dates in the saved zone (UTC for a new parent); the device shows its own.
    expect(await response?.text()).toContain('Snow on the window');
    const time = page.locator('time').first();
    const iso = (await time.getAttribute('datetime')) ?? '';
    const expected = await page.evaluate((value) => {
      const date = new Date(value);
      const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
      return `${day} · ${new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(date)}`;
    }, iso);
    await expect(time).toHaveText(expected);
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.describe('a signed-in parent’s create screen', () => {
  /** What the phone shows before its scripts run, at both phone sizes: the characters and the typed rows. */
  async function expectDrawnWithoutScripts(
    browser: Browser,
    signedIn: BrowserContext,
    layout: { rows: number; chosen?: string },
    name: string,
  ): Promise<void> {
    for (const [size, viewport] of Object.entries({ phone: PHONE, 'small-phone': SMALL_PHONE })) {
      const context = await withoutScripts(browser, signedIn, viewport);
      const bare = await context.newPage();
      await bare.goto('/');
      await expect(bare.getByRole('heading', { name: 'Create a story' })).toBeVisible();
      await expect(bare.getByRole('button', { name: 'Fox' })).toBeVisible();
      await expect(bare.getByRole('textbox', { name: /^Activity \d$/ })).toHaveCount(layout.rows);
      if (layout.chosen) {
        await expect(bare.getByRole('button', { name: layout.chosen })).toHaveAttribute('aria-pressed', 'true');
      }
      await snap(bare, `first-screen-create-${name}-before-scripts-${size}`);
      await context.close();
    }
  }

  test('is on the page before the scripts run, as this device left it; the app takes it over unmoved', async ({
    page,
    browser,
  }) => {
    // Three browsers' worth of pages (the fresh screen, the half-made one at two phone sizes): 33-35 s on a quiet
    // machine, past its 60 s in a clean-clone run on a slow one.
    test.slow();
    await signUpViaApi(page);
    await expectDrawnWithoutScripts(browser, page.context(), { rows: 3 }, 'fresh');

    await page.setViewportSize(PHONE);
    await watchTakeOver(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Taken over, not drawn again: the same heading and picture elements. A clean-clone run once measured a whole-page
    // nudge of 0.004 here with nothing redrawn (every text line moved together, as a late web font does), so the
    // shift is held under 0.01, a tenth of what Lighthouse still calls good; a redraw fails on the elements.
    const fresh = await takeOverOf(page);
    if (fresh.shift > 0)
      process.stdout.write(`create screen take-over: shift ${fresh.shift} (${fresh.moved.length} moved)\n`);
    expect(fresh.shift).toBeLessThan(0.01);
    expect({ ...fresh, shift: 0, moved: [] }).toEqual({
      shift: 0,
      moved: [],
      isSameHeading: true,
      isSamePicture: true,
      wasRendered: true,
    });
    await snap(page, 'first-screen-create-fresh-taken-over-phone');
    // Taken over: a tap chooses the character (a script's work).
    await page.getByRole('button', { name: 'Owl' }).click();
    await expect(page.getByRole('button', { name: 'Owl' })).toHaveAttribute('aria-pressed', 'true');

    // The half-made selection: the chosen character, a fourth row, a typed activity. The server draws its layout
    // (never the typed words, which stay on the device), and the app fills in the words without moving anything.
    await page.getByRole('button', { name: 'Add another activity' }).click();
    await page.getByRole('textbox', { name: 'Activity 1' }).fill('Feeding the ducks');
    await expectDrawnWithoutScripts(browser, page.context(), { rows: 4, chosen: 'Owl' }, 'half-made');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'createSelection')?.value).toBe('4t.character-owl');
    expect(JSON.stringify(cookies)).not.toContain('ducks');

    for (const viewport of [PHONE, SMALL_PHONE]) {
      // This device's cookies and storage in a browser without the service worker, which would answer the
      // navigation with the static page (the app then draws the screen itself): what a first visit gets.
      const device = await browser.newContext({
        storageState: await page.context().storageState(),
        serviceWorkers: 'block',
      });
      const again = await device.newPage();
      // React's hydration errors and warnings, on this page as on the fixture's.
      const problems: string[] = [];
      again.on('console', (message) => {
        if (message.text().startsWith('Service Worker registration blocked')) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      again.on('pageerror', (error) => problems.push(error.message));
      await again.setViewportSize(viewport);
      await watchTakeOver(again);
      await again.goto('/');
      await expect(again.getByRole('textbox', { name: 'Activity 1' })).toHaveValue('Feeding the ducks');
      await expect(again.getByRole('textbox', { name: /^Activity \d$/ })).toHaveCount(4);
      await expect(again.getByRole('button', { name: 'Owl' })).toHaveAttribute('aria-pressed', 'true');
      // Settled: the device's own state is on screen and the lists the app asks again for have answered.
      await again.waitForLoadState('networkidle');
      const takeOver = await takeOverOf(again);
      expect(takeOver.wasRendered).toBe(true);
      expect(takeOver.isSameHeading).toBe(true);
      // As on the fresh device: under 0.01, the elements kept.
      expect(takeOver.shift, `moved: ${takeOver.moved.join(', ')}`).toBeLessThan(0.01);
      expect(problems).toEqual([]);
      await snap(again, `first-screen-create-half-made-taken-over-${viewport.width}`);
      // And it is the app's: a row typed into counts.
      await again.getByRole('textbox', { name: 'Activity 2' }).fill('Bath time');
      await expect(again.getByText('2 of 4 activities filled')).toBeVisible();
      await device.close();
    }
  });
});
