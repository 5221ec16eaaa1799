import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, signUpViaApi, test } from './fixtures.ts';
import { urlOf } from './support/servers.ts';

const origin = urlOf('main');
type StoryScene = { sceneNumber: number; imageUrl: string };

async function makeStory(page: Page, data: Record<string, unknown>): Promise<{ id: string; scenes: StoryScene[] }> {
  const started = await page.request.post('/api/stories/jobs', {
    headers: { origin },
    data: { idempotencyKey: `e2e-art-${Date.now()}-${Math.random()}`, ...data },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { jobId } = await started.json();
  for (let i = 0; i < 100; i += 1) {
    if ((await (await page.request.get(`/api/stories/jobs/${jobId}/events`)).text()).includes('"complete"')) break;
  }
  const stories = await (await page.request.get('/api/stories')).json();
  const id = (stories.stories ?? stories)[0].id as string;
  const story = await (await page.request.get(`/api/stories/${id}`)).json();
  return { id, scenes: story.scenes as StoryScene[] };
}

async function bytesOf(page: Page, url: string): Promise<string> {
  return (await (await page.request.get(url)).body()).toString('base64');
}

/** Opens a stored story and saves a screenshot of every scene at the page's size. */
async function snapScenes(page: Page, id: string, label: string): Promise<void> {
  await page.goto(`/portfolio/${id}`);
  for (let number = 1; number <= 7; number += 1) {
    await expect(page.getByText(`${number} / 7`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: `Picture for scene ${number}` })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `test-results/screenshots/illustrated-${label}-${number}.png` });
    if (number < 7) await page.getByRole('button', { name: 'Next scene' }).click();
  }
}

test.describe('the built-in illustrator in whole stories', () => {
  // Seven pages at two sizes, on a shared machine.
  test.describe.configure({ timeout: 180_000 });

  test('a catalog character: seven different pictures, on a phone and a desktop', async ({ page }) => {
    await signUpViaApi(page);
    const story = await makeStory(page, {
      characterId: 'character-fox',
      activityIds: ['activity-beach', 'activity-baking'],
      customDescription: 'We fed the ducks with grandma',
      language: 'en',
    });
    const pictures = await Promise.all(story.scenes.map((scene) => bytesOf(page, scene.imageUrl)));
    expect(new Set(pictures).size).toBe(7);
    await page.setViewportSize(PHONE);
    await snapScenes(page, story.id, 'fox-phone');
    await page.setViewportSize(DESKTOP);
    await snapScenes(page, story.id, 'fox-desktop');
  });

  test('a custom character drawn from its Dutch description, in a Dutch story', async ({ page }) => {
    await signUpViaApi(page);
    const picture = await page.request.post('/api/custom-images', {
      headers: { origin },
      data: { kind: 'character', name: 'Pim', description: 'Een kleine paarse draak met een ronde bril' },
    });
    expect(picture.status(), await picture.text()).toBe(200);
    const { imageUrl } = await picture.json();
    const saved = await page.request.post('/api/characters', {
      headers: { origin },
      data: { name: 'Pim', description: 'Een kleine paarse draak met een ronde bril', imageUrl },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { id: characterId } = await saved.json();
    const story = await makeStory(page, {
      characterId,
      activityIds: ['activity-playground', 'activity-train-ride'],
      language: 'nl',
    });
    await page.setViewportSize(PHONE);
    await snapScenes(page, story.id, 'custom-nl-phone');
  });
});
