import { expect, expectNoAxeViolations, PHONE, signUpViaApi, snap, test, waitForServiceWorker } from './fixtures.ts';

test('the offline dialog appears on / within 5 seconds, leads to the stories, and leaves by itself', async ({
  page,
  context,
  pageProblems,
}) => {
  await page.setViewportSize(PHONE);
  await signUpViaApi(page);
  // The story screens come with the signed-in frame, so they open once the connection drops, however soon.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select character' })).toBeVisible();
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  for (const screen of [/\/portfolio-page-.*\.js$/, /\/portfolio-story-page-.*\.js$/]) {
    expect(
      loaded.some((path) => screen.test(path)),
      `${screen} loaded with the first signed-in screen`,
    ).toBe(true);
  }
  await context.setOffline(true);
  const dialog = page.getByRole('dialog', { name: 'You’re offline' });
  await expect(dialog).toBeVisible({ timeout: 6000 });
  await expect(dialog).toContainText('New story generation is unavailable');
  await expectNoAxeViolations(page);
  await snap(page, 'offline-dialog-phone');
  await context.setOffline(false);
  await expect(dialog).toBeHidden({ timeout: 12_000 });
  await expect(page.getByRole('heading', { name: 'Select character' })).toBeVisible();

  await context.setOffline(true);
  await expect(dialog).toBeVisible({ timeout: 6000 });
  await dialog.getByRole('button', { name: 'View My Stories' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByText('Offline mode')).toBeVisible();
  await context.setOffline(false);
  // Requests that failed while offline are expected here, the service worker's script among them when the connection
  // dropped before the browser had fetched it.
  const offlineFailure = /ERR_INTERNET_DISCONNECTED|Failed to load resource|error occurred when fetching the script/;
  expect(pageProblems.filter((problem) => !offlineFailure.test(problem))).toEqual([]);
  pageProblems.splice(0);
});

test.describe('the install banner', () => {
  test('offers Install where the browser can install the app, and Not Now hides it for good', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpViaApi(page);
    const offer = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'accepted' }) });
        window.dispatchEvent(event);
      });
    const banner = page.getByRole('complementary', { name: 'Install the app' });
    // The create screen the server drew waits for the next screen: an offer now would push it down (decision 023).
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Select character' })).toBeVisible();
    await offer();
    await page.getByRole('button', { name: 'Generate' }).waitFor();
    await expect(banner).toHaveCount(0);
    // A screen the app draws itself, then the create screen by the app's own link: the offer shows there.
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Bedtime Stories' }).click();
    await expect(page.getByRole('heading', { name: 'Select character' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await offer();
    await expect(banner.getByRole('button', { name: 'Install' })).toBeVisible();
    // It sits in the page under the top bar: the Generate bar and its button stay free.
    const bannerBox = await banner.boundingBox();
    const generateBox = await page.getByRole('button', { name: 'Generate' }).boundingBox();
    if (!bannerBox || !generateBox) throw new Error('banner or Generate not laid out');
    expect(bannerBox.y + bannerBox.height <= generateBox.y || generateBox.y + generateBox.height <= bannerBox.y).toBe(
      true,
    );
    await snap(page, 'install-banner-phone');
    await banner.getByRole('button', { name: 'Not Now' }).first().click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pwaInstallDismissed'))).toBe('true');
  });

  test.describe('on iOS Safari', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    });
    test('explains Share, then Add to Home Screen', async ({ page }) => {
      await signUpViaApi(page);
      // Not on the screen the server drew (decision 023): on the next one the app draws.
      await page.goto('/settings');
      await page.getByRole('link', { name: 'Bedtime Stories' }).click();
      await expect(page.getByRole('heading', { name: 'Select character' })).toBeVisible();
      const banner = page.getByRole('complementary', { name: 'Install the app' });
      await expect(banner).toContainText('Tap Share, then “Add to Home Screen”.');
      await expect(banner.getByRole('button', { name: 'Install' })).toHaveCount(0);
    });
  });

  test('Chromium finds the app installable: manifest, icons and a service worker in charge', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/login');
    await waitForServiceWorker(page);
    const devtools = await page.context().newCDPSession(page);
    const { url: manifestUrl, errors } = await devtools.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(manifestUrl).toMatch(/\/manifest\.webmanifest$/);
    const installability = await devtools.send('Page.getInstallabilityErrors');
    // Playwright's browser contexts are incognito, where Chromium never installs anything; every other reason counts.
    // (bench/lighthouse.bench.ts runs the same check in a normal profile.)
    const reasons = installability.installabilityErrors.map((error) => error.errorId);
    expect(reasons.filter((reason) => reason !== 'in-incognito')).toEqual([]);
  });

  test('the web manifest describes an installable app', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Bedtime Stories', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});
