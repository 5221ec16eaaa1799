import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { expect, PHONE, signUpViaApi, test } from './fixtures.ts';
import { dataDirOf, pgPortOf } from './support/servers.ts';

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
  const dataDir = dataDirOf('main');
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPortOf('main')}/bedtime_stories`,
  });
  await client.connect();
  let oneThumbnailBytes = 0;
  try {
    const { rows } = await client.query<{ id: string }>('select id from "user" where email = $1', [email]);
    const userId = rows[0]?.id ?? '';
    for (let story = 0; story < 100; story += 1) {
      const storyId = randomUUID();
      const key = `users/${userId}/budget/${storyId}-thumb.webp`;
      const thumbnail = await noisyThumbnail();
      oneThumbnailBytes = thumbnail.length;
      await fs.mkdir(path.join(dataDir, 'media', path.dirname(key)), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'media', key), thumbnail);
      await client.query(
        `insert into stories (id, title, character_name, activities, language, user_id, created_at)
         values ($1, $2, 'Owl', '["Zoo","Park","Bath time","Snow"]', 'en', $3, now() - make_interval(mins => $4))`,
        [storyId, `Story number ${story + 1}`, userId, story],
      );
      await client.query(
        `insert into story_scenes (story_id, scene_number, scene_text, image_prompt, image_url, thumbnail_url, language, user_id)
         select $1, n, 'Once upon a time.', 'a scene', $2, $2, 'en', $3 from generate_series(1, 7) as n`,
        [storyId, `/media/${key}`, userId],
      );
      await client.query('insert into media_objects (key, user_id, content_type, bytes) values ($1, $2, $3, $4)', [
        key,
        userId,
        'image/webp',
        thumbnail.length,
      ]);
    }
  } finally {
    await client.end();
  }

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
