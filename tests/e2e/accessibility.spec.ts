import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { JobProgress } from '../../src/shared/stories.ts';
import { totpFromUri } from '../setup/totp.ts';
import {
  axeOn,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  newEmail,
  PASSWORD,
  PHONE,
  signUpViaApi,
  test,
} from './fixtures.ts';
import { urlOf } from './support/servers.ts';

// Every screen and overlay of the app, checked by axe-core in English and in German, and the main flows driven by
// the keyboard alone. Creating a story with the keyboard is proved in create.spec.ts; it is not repeated here.

const LANGUAGES = ['en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
type Messages = { [key: string]: string | Messages };

const messages: Record<Language, Messages> = {
  en: JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')),
  de: JSON.parse(readFileSync('public/locales/de/common.json', 'utf8')),
};

/**
 * The interface text of a key in a language, read from the app's own translation files, so the German run finds its
 * buttons by their German names instead of by a copy of them kept here.
 */
function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const path = key.split('.');
  const last = path.pop() ?? key;
  let node: Messages | string | undefined = messages[language];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') throw new Error(`no messages under ${key}`);
  const plural = values.count === undefined ? undefined : values.count === 1 ? `${last}_one` : `${last}_other`;
  const found = (plural && node[plural]) ?? node[last];
  if (typeof found !== 'string') throw new Error(`no text for ${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The app starts in this language on every page of the context (as a language chosen earlier on the device). */
async function speak(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('i18nextLng', chosen), language);
}

/** A signed-in parent whose account language is the one under test (the signed-in frame applies it). */
async function signUpIn(page: Page, language: Language): Promise<{ email: string }> {
  await speak(page, language);
  const { email } = await signUpViaApi(page);
  const saved = await page.request.put('/api/me/settings', {
    headers: { origin: urlOf('main') },
    data: { language },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { email };
}

/** axe on the page as it is now, after making sure it really is in the language under test. */
async function check(page: Page, language: Language, screenshot?: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expectNoAxeViolations(page);
  // The phone viewport only: the full-page copies `snap` adds would double the time spent on screenshots.
  if (screenshot) await page.screenshot({ path: `test-results/screenshots/a11y-${screenshot}-${language}.png` });
}

/**
 * axe on one part of the page only: quick enough to run while a 5-second hold is counting down, before it completes.
 */
async function expectNoAxeViolationsIn(page: Page, selector: string): Promise<void> {
  const results = await axeOn(page).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * The gate's countdown while it is held, at any of the seconds given: how many are left when the check looks
 * depends on how busy the machine is, so the test waits for the countdown itself rather than for one second of it.
 */
function countingDown(language: Language, seconds: number[]): RegExp {
  const literal = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^(${seconds.map((count) => literal(text(language, 'parentalGate.keepHolding', { count }))).join('|')})$`,
  );
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or the key given) until the element has the focus: proof that the keyboard alone reaches it. */
async function tabTo(
  page: Page,
  target: Locator,
  limit = 40,
  key: 'Tab' | 'Shift+Tab' | 'ArrowRight' = 'Tab',
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  expect(await isFocused(target), `Tab reaches ${target}`).toBe(true);
}

let storyCounter = 0;
/** A finished story through the API, as a parent who tapped Generate would have; returns its job and story ids. */
async function makeStory(page: Page, language: Language): Promise<{ jobId: string; storyId: string }> {
  storyCounter += 1;
  const started = await page.request.post('/api/stories/jobs', {
    headers: { origin: urlOf('main') },
    data: {
      characterId: 'character-owl',
      activityIds: ['activity-zoo', 'activity-baking', 'activity-park', 'activity-snow'],
      language,
      idempotencyKey: `a11y-${Date.now()}-${storyCounter}`,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { jobId } = (await started.json()) as { jobId: string };
  let storyId = '';
  await expect
    .poll(
      async () => {
        const events = await (await page.request.get(`/api/stories/jobs/${jobId}/events`)).text();
        if (events.includes('"status":"complete"')) storyId = /"storyId":"([^"]+)"/.exec(events)?.[1] ?? '';
        return storyId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return { jobId, storyId };
}

/** The last progress event the server sent for a job. */
async function lastProgress(page: Page, jobId: string): Promise<JobProgress> {
  const events = await (await page.request.get(`/api/stories/jobs/${jobId}/events`)).text();
  const data = events
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .at(-1);
  if (!data) throw new Error('no progress event');
  return JSON.parse(data.slice('data:'.length)) as JobProgress;
}

/**
 * Shows the story screen halfway through a story: the browser is answered with the real finished story's events
 * turned back to "three scenes drawn, the fourth being drawn", so the generating view holds still for axe.
 */
async function holdStoryHalfway(context: BrowserContext, finished: JobProgress): Promise<void> {
  const halfway: JobProgress = {
    ...finished,
    status: 'running',
    phase: 'images',
    scenes: finished.scenes.map((scene) =>
      scene.number <= 3 ? scene : { number: scene.number, status: scene.number === 4 ? 'generating' : 'pending' },
    ),
  };
  delete halfway.storyId;
  await context.route(`**/api/stories/jobs/${finished.jobId}/events`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: `retry: 60000\nevent: progress\nid: 1\ndata: ${JSON.stringify(halfway)}\n\n`,
    }),
  );
}

/**
 * The donation card shows when the server names a donation page. The test servers name none, so the browser's copy
 * of the public configuration gets one: the card and its parental gate then render exactly as they would.
 */
async function offerDonations(context: BrowserContext): Promise<void> {
  await context.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, donation: { url: 'https://donate.example.org/', imageCostUsd: 0.04, storyCostUsd: 0.35 } },
    });
  });
}

const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to load resource/;

for (const language of LANGUAGES) {
  const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);

  test.describe(`accessibility in ${language}`, () => {
    test.use({ viewport: PHONE });

    test('public screens: sign-in, sign-up, password reset', async ({ page }) => {
      await speak(page, language);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
      await check(page, language, 'login');
      await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
      await expect(page.getByText(t('auth.errors.emailRequired'))).toBeVisible();
      await check(page, language);

      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.signup.title') })).toBeVisible();
      await page.getByRole('button', { name: t('auth.signup.submit') }).click();
      await expect(page.getByText(t('auth.errors.passwordRequired'))).toBeVisible();
      await check(page, language, 'signup-errors');

      await page.goto('/reset-password');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.reset.title') })).toBeVisible();
      await check(page, language);
      const email = newEmail('reset');
      await page.getByLabel(t('auth.fields.email')).fill(email);
      await page.getByRole('button', { name: t('auth.reset.submit') }).click();
      await expect(page.getByText(t('auth.reset.sent', { email }))).toBeVisible();
      await check(page, language, 'reset-sent');
    });

    test('public screens: an expired reset link, privacy, keyboard test, not found', async ({ page }) => {
      await speak(page, language);
      // First, as its alert redirects to /reset-password after 3 seconds.
      await page.goto('/update-password');
      await expect(page.getByRole('alert')).toHaveText(t('auth.errors.invalidResetLink'));
      await check(page, language, 'update-password-invalid');

      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
      await check(page, language);

      await page.goto('/keyboard-test');
      await expect(page.getByRole('textbox')).toHaveCount(1);
      await check(page, language);

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeVisible();
      await check(page, language, 'not-found');
    });

    test('the access gate and the check-your-email view, by keyboard', async ({ page }) => {
      await speak(page, language);
      await page.goto(`${urlOf('gated')}/login`);
      await expect(page.getByRole('heading', { level: 1, name: t('auth.gate.title') })).toBeVisible();
      await check(page, language, 'access-gate');
      await tabTo(page, page.getByLabel(t('auth.gate.code')));
      // Continue with no code says what is missing, at the field, instead of being greyed out.
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('auth.gate.codeMissing'))).toBeVisible();
      await expect(page.getByLabel(t('auth.gate.code'))).toBeFocused();
      await check(page, language, 'access-gate-missing');
      await page.keyboard.type('moonbeam');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
      await check(page, language);

      await page.goto(`${urlOf('gated')}/signup`);
      const email = newEmail('gated');
      await tabTo(page, page.getByLabel(t('auth.fields.email')));
      await page.keyboard.type(email);
      await tabTo(page, page.getByLabel(t('auth.fields.password'), { exact: true }));
      await page.keyboard.type(PASSWORD);
      await tabTo(page, page.getByLabel(t('auth.fields.confirmPassword')));
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.signup.checkEmailTitle') })).toBeVisible();
      await check(page, language, 'signup-check-email');
    });

    test('signing in with the keyboard alone, through the two-factor step', async ({ page, browser }) => {
      // The parent turns two-factor sign-in on in another browser, through the same calls the Settings screen makes.
      const other = await browser.newContext();
      const setup = await other.newPage();
      const { email } = await signUpViaApi(setup);
      // The account keeps the language under test, which the app switches to once signed in.
      await setup.request.put('/api/me/settings', { headers: { origin: urlOf('main') }, data: { language } });
      const enabled = await setup.request.post('/api/auth/two-factor/enable', {
        headers: { origin: urlOf('main') },
        data: { password: PASSWORD },
      });
      expect(enabled.status(), await enabled.text()).toBe(200);
      const { totpURI } = (await enabled.json()) as { totpURI: string };
      const verified = await setup.request.post('/api/auth/two-factor/verify-totp', {
        headers: { origin: urlOf('main') },
        data: { code: totpFromUri(totpURI) },
      });
      expect(verified.status(), await verified.text()).toBe(200);
      await other.close();

      await speak(page, language);
      await page.goto('/login');
      await tabTo(page, page.getByLabel(t('auth.fields.email')));
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(t('auth.fields.password'))).toBeFocused();
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.twoFactor.title') })).toBeVisible();
      await check(page, language, 'two-factor');
      await tabTo(page, page.getByLabel(t('auth.twoFactor.code'), { exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('auth.twoFactor.codeMissing'))).toBeVisible();
      await expect(page.getByLabel(t('auth.twoFactor.code'), { exact: true })).toBeFocused();
      await page.keyboard.type(totpFromUri(totpURI));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${urlOf('main')}/`);
      await expect(page.getByRole('button', { name: t('menu.open') })).toBeVisible();
    });

    test('home, the account menu by keyboard, the install banner and the offline dialog', async ({
      page,
      context,
      pageProblems,
    }) => {
      await signUpIn(page, language);
      await page.goto('/');
      // Reflection mode is the first-run default: typed activities.
      await expect(page.getByRole('textbox', { name: t('create.reflection.rowLabel', { number: 1 }) })).toBeVisible();
      await check(page, language, 'home-reflection');

      const avatar = page.getByRole('button', { name: t('menu.open') });
      await tabTo(page, avatar);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: t('menu.title') });
      await expect(menu).toBeVisible();
      await check(page, language, 'account-menu');
      // Every item of the menu is reached with Tab; the premium switch is disabled for this parent and is skipped.
      for (const item of [
        menu.getByLabel(t('common.language')),
        menu.getByRole('switch', { name: t('menu.reflectionMode') }),
        menu.getByRole('link', { name: t('menu.settings') }),
        menu.getByRole('link', { name: t('menu.privacy') }),
        menu.getByRole('button', { name: t('menu.logout') }),
      ]) {
        await tabTo(page, item, 10);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(avatar).toBeFocused();
      await page.keyboard.press('Enter');
      await tabTo(page, menu.getByRole('link', { name: t('menu.settings') }), 10);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/settings$/);
      await expect(menu).toBeHidden();

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: t('create.characters.heading') })).toBeVisible();
      await page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
        window.dispatchEvent(event);
      });
      // On a screen the server drew, the offer waits for the app's next screen (decision 023); whether the server drew
      // this one depends on how fast it rendered, so the banner is looked for on the next screen, where it is in both.
      await page.getByRole('button', { name: t('menu.open') }).click();
      await page
        .getByRole('dialog', { name: t('menu.title') })
        .getByRole('link', { name: t('menu.settings') })
        .click();
      await expect(page).toHaveURL(/\/settings$/);
      const banner = page.getByRole('complementary', { name: t('install.label') });
      await expect(banner.getByRole('button', { name: t('install.install') })).toBeVisible();
      await check(page, language, 'install-banner');
      await tabTo(page, banner.getByRole('button', { name: t('install.notNow') }).first(), 60);
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2, name: t('create.characters.heading') })).toBeVisible();

      await context.setOffline(true);
      const offline = page.getByRole('dialog', { name: t('offline.title') });
      await expect(offline).toBeVisible({ timeout: 7000 });
      await check(page, language, 'offline-dialog');
      await page.keyboard.press('Escape');
      await expect(offline).toBeHidden();
      await context.setOffline(false);
      // Requests that failed while the connection was down are expected.
      expect(pageProblems.filter((problem) => !offlineNoise.test(problem))).toEqual([]);
      pageProblems.splice(0);
    });

    test('the activity step, the activity carousel and the custom-activity modal', async ({ page }) => {
      await signUpIn(page, language);
      await page.addInitScript(() => localStorage.setItem('reflectionMode', 'false'));
      await page.goto('/activities');
      await expect(page.getByRole('heading', { level: 2, name: t('create.activities.heading') })).toBeVisible();
      await check(page, language, 'activities');

      await page.goto('/activity-carousel');
      await expect(page.getByText(t('create.activities.counter', { count: 0, total: 5 }))).toBeVisible();
      await check(page, language);
      const newActivity = page.getByRole('button', { name: t('create.activities.createNew') });
      // Tab into the carousel, then the arrow keys along it to its 'create new' tile.
      await tabTo(page, page.getByRole('group').getByRole('button').first());
      await tabTo(page, newActivity, 40, 'ArrowRight');
      await page.keyboard.press('Enter');
      const activityDialog = page.getByRole('dialog', { name: t('create.customActivity.title') });
      await expect(activityDialog).toBeVisible();
      await check(page, language, 'custom-activity-form');
      await activityDialog.getByLabel(t('create.customActivity.name')).fill('Puppet show');
      await activityDialog.getByLabel(t('create.customActivity.description')).fill('Socks became puppets');
      await activityDialog.getByRole('button', { name: t('create.customActivity.generate') }).click();
      await expect(
        activityDialog.getByRole('img', { name: t('create.customActivity.previewAlt', { name: 'Puppet show' }) }),
      ).toBeVisible();
      await check(page, language, 'custom-activity-preview');
      // Escape closes the modal and gives the focus back to the tile that opened it.
      await page.keyboard.press('Escape');
      await expect(activityDialog).toBeHidden();
      await expect(newActivity).toBeFocused();
    });

    test('the character carousel, the custom-character modal, and deleting a character', async ({ page }) => {
      await signUpIn(page, language);
      await page.addInitScript(() => localStorage.setItem('reflectionMode', 'false'));
      await page.goto('/character-carousel');
      await expect(page.getByRole('heading', { level: 2, name: t('create.characters.heading') })).toBeVisible();
      await check(page, language, 'character-carousel');
      const newCharacter = page.getByRole('button', { name: t('create.characters.createNew') });
      await tabTo(page, newCharacter, 60);
      await page.keyboard.press('Enter');
      const characterDialog = page.getByRole('dialog', { name: t('create.customCharacter.title') });
      await expect(characterDialog).toBeVisible();
      // The focus moves into the modal.
      expect(await characterDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await tabTo(page, characterDialog.getByLabel(t('create.customCharacter.name')), 5);
      await page.keyboard.type('Pip');
      await page.keyboard.press('Tab');
      await page.keyboard.type('A tiny green dragon with round glasses');
      await check(page, language, 'custom-character-form');
      await tabTo(page, characterDialog.getByRole('button', { name: t('create.customCharacter.generate') }), 5);
      await page.keyboard.press('Enter');
      await expect(
        characterDialog.getByRole('img', { name: t('create.customCharacter.previewAlt', { name: 'Pip' }) }),
      ).toBeVisible();
      await check(page, language, 'custom-character-preview');
      await tabTo(page, characterDialog.getByRole('button', { name: t('create.save') }), 10);
      await page.keyboard.press('Enter');
      await expect(characterDialog).toBeHidden();

      // The keyboard's long press: Delete on the custom tile shows its delete badge.
      const pip = page.getByRole('button', { name: 'Pip', exact: true });
      await expect(pip).toHaveAttribute('aria-pressed', 'true');
      // The focus came back to the 'create new' tile; the new character is the tile before it.
      await expect(newCharacter).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(pip).toBeFocused();
      await page.keyboard.press('Delete');
      const badge = page.getByRole('button', { name: t('create.deleteItem', { name: 'Pip' }) });
      await tabTo(page, badge, 5);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: t('create.characters.deleteTitle') });
      await expect(confirm.getByText(t('create.characters.deleteText'))).toBeVisible();
      await check(page, language, 'delete-character');
      await tabTo(page, confirm.getByRole('button', { name: t('common.confirm') }), 5);
      await page.keyboard.press('Enter');
      await expect(pip).toHaveCount(0);
    });

    test.describe('with service workers blocked, so the browser can answer for the server', () => {
      test.use({ serviceWorkers: 'block' });

      test('the story’s error views: the daily limit, no connection to the service, offline while generating', async ({
        page,
        context,
        pageProblems,
      }) => {
        await signUpIn(page, language);
        await page.goto('/portfolio');
        await expect(page.getByText(t('portfolio.empty'))).toBeVisible();
        // The create page hands a refused start to /story in the router state.
        const openWithStartError = (startError: string) =>
          page.evaluate((code) => {
            window.history.pushState({ usr: { startError: code }, key: `e2e-${code}`, idx: 1 }, '', '/story');
            window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
          }, startError);
        const bothSizes = async (name: string) => {
          await check(page, language, name);
          await page.setViewportSize(DESKTOP);
          await page.screenshot({ path: `test-results/screenshots/a11y-${name}-${language}-desktop.png` });
          await page.setViewportSize(PHONE);
        };

        await openWithStartError('dailyLimitReached');
        await expect(page.getByRole('heading', { level: 1, name: t('story.dailyLimitTitle') })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveText(t('errors.dailyLimitReached'));
        await expect(page.getByRole('link', { name: t('story.viewStories') })).toBeVisible();
        await bothSizes('story-daily-limit');

        await openWithStartError('networkError');
        await expect(page.getByRole('alert')).toHaveText(t('errors.storyServiceUnreachable'));
        await expect(page.getByRole('link', { name: t('common.back') })).toHaveAttribute('href', '/');
        await bothSizes('story-unreachable');

        // A story still being made (the browser is answered with its progress), then the connection drops.
        const jobId = '00000000-0000-4000-8000-00000000e2e0';
        const running: JobProgress = {
          jobId,
          language,
          status: 'running',
          phase: 'text',
          scenes: Array.from({ length: 7 }, (_, index) => ({ number: index + 1, status: 'pending' as const })),
        };
        await context.route(`**/api/stories/jobs/${jobId}/events`, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/event-stream',
            body: `retry: 60000\nevent: progress\nid: 1\ndata: ${JSON.stringify(running)}\n\n`,
          }),
        );
        await page.goto('/portfolio');
        await page.evaluate((id) => sessionStorage.setItem('currentStoryJob', id), jobId);
        await page.goto('/story');
        await expect(page.getByRole('heading', { level: 1, name: t('story.makingTitle') })).toBeVisible();
        await context.setOffline(true);
        await expect(page.getByRole('heading', { level: 1, name: t('story.offlineTitle') })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveText(t('story.offline'));
        await expect(page.getByRole('link', { name: t('common.back') })).toHaveAttribute('href', '/');
        await expect(page.getByRole('link', { name: t('story.viewStories') })).toBeVisible();
        await bothSizes('story-offline');
        await context.setOffline(false);

        // A story that could not be finished: the portfolio, and Start over, which clears the selection in place.
        const failed: JobProgress = {
          ...running,
          jobId: '00000000-0000-4000-8000-00000000e2e1',
          status: 'failed',
          error: { code: 'storyGenerationFailed', message: 'failed' },
        };
        await context.route(`**/api/stories/jobs/${failed.jobId}/events`, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/event-stream',
            body: `retry: 60000\nevent: progress\nid: 1\ndata: ${JSON.stringify(failed)}\n\n`,
          }),
        );
        await page.evaluate((id) => {
          sessionStorage.setItem('currentStoryJob', id);
          localStorage.setItem('storySelection', JSON.stringify({ characterId: 'character-owl' }));
        }, failed.jobId);
        await page.goto('/story');
        await expect(page.getByRole('heading', { level: 1, name: t('story.failedTitle') })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveText(t('errors.storyGenerationFailed'));
        await bothSizes('story-failed');
        await page.getByRole('button', { name: t('create.startOver') }).click();
        await expect(page).toHaveURL(/\/$/);
        expect(await page.evaluate(() => localStorage.getItem('storySelection'))).toBeNull();
        expect(pageProblems.filter((problem) => !offlineNoise.test(problem))).toEqual([]);
        pageProblems.splice(0);
      });

      test('the story being made with the donation gate, the finished story, the portfolio, paging by keyboard', async ({
        page,
        context,
      }) => {
        // A whole story is made first, then eight pages are checked at two sizes: 1.5 to 2 minutes on a busy
        // two-core machine, so it gets twice the suite's limit.
        test.setTimeout(240_000);
        await signUpIn(page, language);
        await page.goto('/portfolio');
        await expect(page.getByText(t('portfolio.empty'))).toBeVisible();
        await check(page, language, 'portfolio-empty');

        const { jobId, storyId } = await makeStory(page, language);
        await holdStoryHalfway(context, await lastProgress(page, jobId));
        await offerDonations(context);
        await page.goto('/portfolio');
        await page.evaluate((id) => sessionStorage.setItem('currentStoryJob', id), jobId);
        await page.goto('/story');
        await expect(page.getByRole('heading', { level: 1, name: t('story.makingTitle') })).toBeVisible();
        await expect(page.getByText(t('story.phase.images'))).toBeVisible();
        const donation = page.getByRole('complementary', { name: t('donation.title') });
        await expect(donation).toBeVisible();
        await check(page, language, 'story-generating');
        // The parental gate held with the keyboard counts down. Should a slow machine take the whole 5 seconds over
        // axe, the gate opens the donation page: window.open is stood in for, so no foreign page loads.
        await page.evaluate(() => {
          window.open = () => null;
        });
        const gate = donation.getByRole('button', { name: t('donation.donate') });
        await tabTo(page, gate);
        await page.keyboard.down(' ');
        await expect(donation.getByText(countingDown(language, [5, 4, 3, 2, 1]))).toBeVisible();
        await expectNoAxeViolationsIn(page, 'aside[aria-labelledby="donation-title"]');
        await page.keyboard.up(' ');
        await expect(donation.getByText(t('parentalGate.hint', { count: 5 }))).toBeVisible();
        // A scene not written yet says so.
        await tabTo(page, page.getByRole('button', { name: t('story.goTo', { number: 5 }) }));
        await page.keyboard.press('Enter');
        await expect(page.getByText(t('story.writing'))).toBeVisible();
        await check(page, language);
        await context.unrouteAll({ behavior: 'wait' });

        await page.reload();
        // The finished story's own link, in the page's main part: in German the header's link has the same name
        // ("Meine Geschichten"), and once the saved story has loaded both would match.
        await expect(page.getByRole('main').getByRole('link', { name: t('story.toPortfolio') })).toBeVisible();
        await expect(page.getByRole('img', { name: t('story.sceneImage', { number: 1 }) })).toBeVisible();
        await check(page, language, 'story-complete');

        await page.goto('/portfolio');
        const card = page.getByRole('link').filter({ has: page.getByRole('heading', { level: 2 }) });
        await expect(card).toHaveCount(1);
        await check(page, language, 'portfolio');
        await tabTo(page, card);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(`${urlOf('main')}/portfolio/${storyId}`);
        await expect(page.getByText('1 / 7')).toBeVisible();
        await check(page, language, 'portfolio-story');

        // Paging through the story with the keyboard: the next button, the arrow keys, and a scene dot.
        await tabTo(page, page.getByRole('button', { name: t('story.next') }));
        await page.keyboard.press('Enter');
        await expect(page.getByText('2 / 7')).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page.getByText('3 / 7')).toBeVisible();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByText('4 / 7')).toBeVisible();
        await page.keyboard.press('ArrowLeft');
        await expect(page.getByText('3 / 7')).toBeVisible();
        // The last dot sits just before the next button.
        await tabTo(page, page.getByRole('button', { name: t('story.goTo', { number: 7 }) }), 3, 'Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(page.getByText('7 / 7')).toBeVisible();
        await expect(page.getByRole('img', { name: t('story.sceneImage', { number: 7 }) })).toBeVisible();

        // Delete waits in the reader's "more" menu, reached by keyboard too.
        const more = page.getByRole('button', { name: t('reader.more') });
        await tabTo(page, more, 20, 'Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: t('reader.moreTitle') })).toBeVisible();
        await check(page, language, 'reader-menu');
        const remove = page.getByRole('button', { name: t('portfolio.delete') });
        await tabTo(page, remove, 8);
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('dialog', { name: t('portfolio.deleteTitle') });
        await expect(confirm).toBeVisible();
        await check(page, language, 'delete-story');
        await page.keyboard.press('Escape');
        await expect(confirm).toBeHidden();
        await expect(more).toBeFocused();
        await page.keyboard.press('Enter');
        await tabTo(page, page.getByRole('button', { name: t('portfolio.delete') }), 8);
        await page.keyboard.press('Enter');
        await tabTo(page, confirm.getByRole('button', { name: t('common.confirm') }), 5);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/portfolio$/);
        await expect(page.getByText(t('portfolio.empty'))).toBeVisible();
      });
    });

    test('the update prompt, when a new version of the app is waiting', async ({ page }) => {
      await speak(page, language);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // A new version, as the browser sees one: a service worker script it does not run yet is installed beside it
      // and waits, which is what a deploy looks like to the page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/sw.js?next-version');
      });
      const prompt = page.getByRole('complementary', { name: t('update.label') });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await check(page, language, 'update-prompt');
      await tabTo(page, prompt.getByRole('button', { name: t('update.later') }));
      await page.keyboard.press('Enter');
      await expect(prompt).toHaveCount(0);
    });

    test('settings, and the delete-account hold while it counts down', async ({ page }) => {
      await signUpIn(page, language);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: t('settings.title') })).toBeVisible();
      await check(page, language, 'settings');
      // Held with the keyboard, the gate counts down (its look while counting is checked on the donation card);
      // letting go before the 5 seconds are up keeps the account.
      const hold = page.getByRole('button', { name: t('settings.delete.hold') });
      await tabTo(page, hold, 60);
      await page.keyboard.down(' ');
      const section = page.locator('section').filter({ has: hold });
      // A second has passed (4 or fewer left), and the account is still there when the key comes up.
      await expect(section.getByText(countingDown(language, [4, 3, 2, 1]))).toBeVisible();
      await page.keyboard.up(' ');
      await expect(section.getByText(t('parentalGate.hint', { count: 5 }))).toBeVisible();
      await expect(page).toHaveURL(/\/settings$/);
      expect((await page.request.get('/api/me/settings')).status()).toBe(200);
    });
  });
}
