import { expect, PHONE, signUpViaApi, test } from './fixtures.ts';
import { urlOf } from './support/servers.ts';

/**
 * Privacy (README): no tracking, no third-party scripts or fonts. Every request the browser makes, from the start
 * screen through a whole story to the portfolio, goes to the app's own origin (or stays inside the page: data:, blob:).
 */
test('a whole story makes no request to any host but the app’s own', async ({ page }) => {
  const own = new URL(urlOf('main')).host;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  await page.setViewportSize(PHONE);
  await signUpViaApi(page);
  await page.addInitScript(() => localStorage.setItem('reflectionMode', 'false'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Owl' }).click();
  for (const name of ['Zoo', 'Baking']) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/story$/);
  await expect(page.getByRole('img', { name: 'Picture for scene 1' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'My stories' })).toBeVisible({ timeout: 20_000 });
  for (let scene = 2; scene <= 7; scene += 1) {
    await page.getByRole('button', { name: 'Next scene' }).click();
    await expect(page.getByText(`${scene} / 7`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Picture for scene ${scene}` })).toBeVisible();
  }
  await page.getByRole('link', { name: 'My stories' }).click();
  await expect(page).toHaveURL(/\/portfolio/);
  await page.waitForLoadState('networkidle');

  const foreign = requests.filter((url) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
    return parsed.host !== own;
  });
  // The story really happened: the page loaded its pictures and asked the API.
  expect(requests.filter((url) => url.includes('/media/')).length).toBeGreaterThanOrEqual(7);
  expect(requests.some((url) => url.includes('/api/stories'))).toBe(true);
  expect(foreign).toEqual([]);
});
