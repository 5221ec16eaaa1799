import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, PHONE, signUpViaApi, test } from './fixtures.ts';
import { seedStories } from './support/seed-stories.ts';

/** A thumbnail as heavy as a real illustration's (noise does not compress), so the budget means something. */
async function noisyThumbnail(): Promise<Buffer> {
  const pixels = randomBytes(320 * 180 * 3);
  return sharp(pixels, { raw: { width: 320, height: 180, channels: 3 } })
    .webp({ quality: 72 })
    .toBuffer();
}

test('a portfolio of 100 stories loads under 1.5 MB of pictures', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const { email } = await signUpViaApi(page);
  const stories = [];
  for (let story = 0; story < 100; story += 1) {
    stories.push({ title: `Story number ${story + 1}`, picture: await noisyThumbnail(), minutesAgo: story });
  }
  const oneThumbnailBytes = stories.at(-1)?.picture.length ?? 0;
  await seedStories(email, 'budget', stories);

  await page.goto('/portfolio');
  await expect(page.getByRole('link', { name: /Story number 1\b/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every stored picture, whatever fetched it: <img>, the server's <link rel=preload> of the first thumbnails, a script.
  const images = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/media/'))
      .map((entry) => ({
        name: entry.name,
        initiator: (entry as PerformanceResourceTiming).initiatorType,
        bytes: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
  // The first thumbnails come through the preload, so the sum below would miss them if it counted only <img>.
  expect(images.some((image) => image.initiator === 'link')).toBe(true);
  const total = images.reduce((sum, image) => sum + image.bytes, 0);
  process.stdout.write(
    `portfolio of 100 stories: ${images.length} pictures, ${(total / 1024).toFixed(0)} KB at first load\n`,
  );
  expect(oneThumbnailBytes * 100).toBeGreaterThan(1.5 * 1024 * 1024);
  expect(total).toBeLessThan(1.5 * 1024 * 1024);
  expect(images.length).toBeLessThan(100);
});
