import { expect, expectNoAxeViolations, PHONE, snap, test } from './fixtures.ts';

test.describe('splash screen', () => {
  test.use({ skipSplash: false });
  test('shows the title and tagline for 3 seconds at start, then the app', async ({ page }) => {
    // The page notes when the splash appears and when it goes, so a slow test machine cannot shorten the figure.
    await page.addInitScript(() => {
      const marks = { shown: 0, gone: 0 };
      Object.assign(window, { splashMarks: marks });
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="splash"]') !== null;
        if (present && marks.shown === 0) marks.shown = performance.now();
        if (!present && marks.shown !== 0 && marks.gone === 0) marks.gone = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.setViewportSize(PHONE);
    await page.goto('/keyboard-test');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash.getByRole('heading', { name: 'Bedtime Stories' })).toBeVisible();
    await expect(splash.getByText("Calm little stories about your child's own day")).toBeVisible();
    await snap(page, 'splash-phone');
    await expect(splash).toBeHidden({ timeout: 8000 });
    const marks = await page.evaluate(
      () => (window as unknown as { splashMarks: { shown: number; gone: number } }).splashMarks,
    );
    expect(marks.gone - marks.shown).toBeGreaterThanOrEqual(2950);
    await expect(page.getByRole('heading', { name: 'Keyboard test' })).toBeVisible();
    // A reload in the same tab goes straight to the app.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Keyboard test' })).toBeVisible();
    await expect(splash).toHaveCount(0);
  });
});

test('protected routes send a signed-out visitor to sign in', async ({ page }) => {
  for (const path of ['/', '/portfolio', '/portfolio/123', '/activities', '/story', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('the keyboard test page has one working text input', async ({ page }) => {
  await page.goto('/keyboard-test');
  const input = page.getByLabel('Type something');
  await input.fill('hello');
  await expect(page.getByText('5 characters typed')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('an unknown page says so kindly', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page drifted off to sleep' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the API answers unknown paths with JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect((await response.json()).error.code).toBe('notFound');
  const page = await request.get('/portfolio');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});

test('default catalog art is served', async ({ request }) => {
  const response = await request.get('/art/rabbit.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
});
