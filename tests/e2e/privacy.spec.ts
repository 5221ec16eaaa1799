import { DESKTOP, expect, expectNoAxeViolations, PHONE, snap, test } from './fixtures.ts';

test.describe('privacy policy', () => {
  test('shows ten numbered sections, the date and the contact address in English', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText('Last updated: June 24, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
    await expect(page.getByText('privacy@bedtime-stories.example').first()).toBeVisible();
    await expect(page.getByText(/no ads/i).first()).toBeVisible();
    await expect(page.getByText(/30 days/).first()).toBeVisible();
    await expect(page.getByText(/7 days/).first()).toBeVisible();
    await expect(page.getByText(/European Union|EU/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'privacy-en-phone');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'privacy-en-desktop');
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });
    test('follows the browser language', async ({ page }) => {
      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
      await expect(page.getByText('24. Juni 2025')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expectNoAxeViolations(page);
      await snap(page, 'privacy-de-desktop');
    });
  });

  test('switching the language changes the page and is remembered', async ({ page }) => {
    await page.goto('/privacy-policy');
    const picker = page.getByLabel('Language');
    // The picker holds only the current language until the parent reaches for it (see LanguageSelect).
    await expect(picker.locator('option')).toHaveCount(1);
    const width = (await picker.boundingBox())?.width;
    await picker.hover();
    await expect(picker.locator('option')).toHaveCount(7);
    expect((await picker.boundingBox())?.width).toBe(width);
    await picker.selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/confidentialité/i);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/confidentialité/i);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  });
});
