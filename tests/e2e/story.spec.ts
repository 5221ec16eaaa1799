import type { Page } from '@playwright/test';
import { silentMp3 } from '../fakes/media-bytes.ts';
import { DESKTOP, expect, expectNoAxeViolations, newEmail, PHONE, signUpViaApi, snap, test } from './fixtures.ts';
import { urlOf } from './support/servers.ts';

let counter = 0;
async function startStory(page: Page, extra: Record<string, unknown> = {}) {
  counter += 1;
  const response = await page.request.post('/api/stories/jobs', {
    headers: { origin: urlOf('main') },
    data: {
      characterId: 'character-owl',
      activityIds: ['activity-zoo', 'activity-baking', 'activity-park', 'activity-snow'],
      customDescription: 'We saw the giraffes',
      language: 'en',
      idempotencyKey: `e2e-${Date.now()}-${counter}`,
      ...extra,
    },
  });
  return response;
}

test.describe('the story', () => {
  test('appears scene by scene, pages by click, keyboard and drag, redraws 3 times, and lands in the portfolio', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signUpViaApi(page);
    await page.addInitScript(() => localStorage.setItem('reflectionMode', 'false'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Owl' }).click();
    for (const name of ['Zoo', 'Baking', 'Park', 'Playing in the snow'])
      await page.getByRole('button', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/story$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('', { timeout: 20_000 });
    await expect(page.getByText('1 / 7')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture for scene 1' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'My stories' })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await snap(page, 'story-phone');

    await page.getByRole('button', { name: 'Next scene' }).click();
    await expect(page.getByText('2 / 7')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('3 / 7')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('2 / 7')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Picture for scene 2' });
    const box = await picture.boundingBox();
    if (!box) throw new Error('no picture');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('3 / 7')).toBeVisible();
    await page.getByRole('button', { name: 'Go to scene 7' }).click();
    await expect(page.getByText('7 / 7')).toBeVisible();

    // A reload reattaches to the same story.
    await page.reload();
    await expect(page.getByText('1 / 7')).toBeVisible();

    // A new picture waits in the reader's "more" menu.
    await page.getByRole('button', { name: 'More' }).click();
    const redraw = page.getByRole('button', { name: /New picture/ });
    for (const left of [2, 1, 0]) {
      const before = await page.getByRole('img', { name: 'Picture for scene 1' }).getAttribute('src');
      await redraw.click();
      await expect(page.getByRole('button', { name: `New picture (${left} left)` })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Picture for scene 1' })).not.toHaveAttribute('src', before ?? '');
    }
    await expect(page.getByRole('button', { name: 'New picture (0 left)' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'My stories' }).click();
    await expect(page.getByRole('heading', { name: 'My stories' })).toBeVisible();
    const card = page.getByRole('link').filter({ hasText: 'Owl' }).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('+1 more')).toBeVisible();
    // The date as the spec writes it, then the time of day.
    const today = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    await expect(card.locator('time')).toHaveText(new RegExp(`^${today} · \\d{1,2}:\\d{2}\\s?[AP]M$`));
    await expectNoAxeViolations(page);
    await snap(page, 'portfolio-phone');
    await card.click();
    await expect(page).toHaveURL(/\/portfolio\/[0-9a-f-]{36}$/);
    await expect(page.getByText('1 / 7')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to stories' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('Read to me reads in the story language, a sentence at a time, and follows a page turned by hand', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const spoken: Array<{ text: string; lang: string; rate: number }> = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      let cancels = 0;
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          speak: (utterance: SpeechSynthesisUtterance) =>
            spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate }),
          cancel: () => {
            cancels += 1;
            (window as unknown as { cancels: number }).cancels = cancels;
          },
        },
      });
    });
    await signUpViaApi(page);
    const started = await startStory(page, { language: 'nl' });
    const { jobId } = await started.json();
    // The story page follows the job the tab remembers (without one it goes home), so the tab knows it from the start.
    await page.addInitScript((id) => sessionStorage.setItem('currentStoryJob', id), jobId);
    await page.goto('/story');
    await expect(page.getByRole('link', { name: /Mijn verhalen|My stories/ })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Read to me' }).click();
    const readSpoken = () =>
      page.evaluate(
        () => (window as unknown as { spoken: Array<{ text: string; lang: string; rate: number }> }).spoken,
      );
    // The app first asks the server for narration audio, then falls back to the device voice.
    await expect.poll(async () => (await readSpoken()).length).toBe(1);
    const [first] = await readSpoken();
    expect(first?.lang).toBe('nl-NL');
    expect(first?.rate).toBeCloseTo(0.9);
    // The first sentence of the scene on screen, lit while it is read.
    await expect(page.locator('mark[data-reading="sentence"]')).toHaveText(first?.text ?? '-');
    await expect(page.getByText('1 / 7')).toBeVisible();
    const cancelsBefore = await page.evaluate(() => (window as unknown as { cancels: number }).cancels);
    await page.getByRole('button', { name: 'Next scene' }).click();
    expect(await page.evaluate(() => (window as unknown as { cancels: number }).cancels)).toBeGreaterThan(
      cancelsBefore,
    );
    // The reading goes on from the page the parent turned to.
    await expect.poll(async () => (await readSpoken()).length).toBe(2);
    await expect(page.getByText('2 / 7')).toBeVisible();
    await expect(page.locator('mark[data-reading="sentence"]')).toHaveText((await readSpoken())[1]?.text ?? '-');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Go on reading' })).toBeVisible();
  });

  test('Read to me plays the server’s narration when it offers audio, lit by sentence, and Pause pauses it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const played: string[] = [];
      const record = window as unknown as { played: string[]; paused: number; spokenCount: number };
      record.played = played;
      record.paused = 0;
      record.spokenCount = 0;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(this.src);
        return Promise.resolve();
      };
      HTMLMediaElement.prototype.pause = () => {
        record.paused += 1;
      };
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          speak: () => {
            record.spokenCount += 1;
          },
          cancel: () => undefined,
        },
      });
    });
    await signUpViaApi(page);
    const { jobId } = await (await startStory(page)).json();
    await page.route('**/api/speech', (route) =>
      route.fulfill({ json: { useDeviceVoice: false, audioUrl: '/media/narration/scene-1.mp3' } }),
    );
    // On the context: once the app's service worker runs, it fetches media itself, past the page's own routes.
    await page
      .context()
      .route('**/media/narration/scene-1.mp3', (route) =>
        route.fulfill({ contentType: 'audio/mpeg', body: Buffer.from(silentMp3()) }),
      );
    await page.addInitScript((id) => sessionStorage.setItem('currentStoryJob', id), jobId);
    await page.goto('/story');
    await expect(page.getByRole('link', { name: 'My stories' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Read to me' }).click();
    const record = () =>
      page.evaluate(() => {
        const kept = window as unknown as { played: string[]; paused: number; spokenCount: number };
        return { played: kept.played, paused: kept.paused, spokenCount: kept.spokenCount };
      });
    await expect.poll(async () => (await record()).played).toEqual([`${urlOf('main')}/media/narration/scene-1.mp3`]);
    expect((await record()).spokenCount).toBe(0);
    await expect(page.locator('mark[data-reading="sentence"]')).toBeVisible();
    const pausedBefore = (await record()).paused;
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Go on reading' })).toBeVisible();
    expect((await record()).paused).toBeGreaterThan(pausedBefore);
  });

  test('the sixth story of the day is refused: the story page says the day’s stories are used up', async ({ page }) => {
    await signUpViaApi(page);
    for (let i = 0; i < 5; i += 1) expect((await startStory(page)).status()).toBe(201);
    await page.addInitScript(() => localStorage.setItem('reflectionMode', 'false'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Owl' }).click();
    await page.getByRole('button', { name: 'Zoo', exact: true }).click();
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/stories/jobs'));
    await page.getByRole('button', { name: 'Generate' }).click();
    expect((await refused).status()).toBe(429);
    await expect(page).toHaveURL(/\/story$/);
    await expect(page.getByRole('heading', { name: 'That’s all the stories for today' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('You have reached the maximum number of stories for today.');
    // And when the next one is possible: at the parent's midnight.
    await expect(
      page.getByText(/^The next story can be made after midnight, in \d+ (hours?|minutes?)\.$/),
    ).toBeVisible();
  });

  test('a story of another parent, or no story at all, says it was not found', async ({
    page,
    browser,
    pageProblems,
  }) => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpViaApi(otherPage);
    const { jobId } = await (await startStory(otherPage)).json();
    let storyId: string | undefined;
    for (let i = 0; i < 100 && !storyId; i += 1) {
      const events = await (await otherPage.request.get(`/api/stories/jobs/${jobId}/events`)).text();
      storyId = /"storyId":"([^"]+)"/.exec(events)?.[1];
    }
    await other.close();
    await signUpViaApi(page);
    await page.goto(`/portfolio/${storyId}`);
    await expect(page.getByRole('alert')).toHaveText('Story not found.');
    await page.goto('/portfolio/not-a-story');
    await expect(page.getByRole('alert')).toHaveText('That is not a valid story.');
    // Those two answers (404, 400) are what this test asked for; the browser logs them as failed resources.
    expect(pageProblems.filter((problem) => !/status of (404|400)/.test(problem))).toEqual([]);
    pageProblems.splice(0);
  });

  test('desktop: the portfolio grid and the viewer', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signUpViaApi(page);
    await page.goto('/portfolio');
    await expect(page.getByText('No stories yet.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'portfolio-empty-desktop');
    const { jobId } = await (await startStory(page)).json();
    for (let i = 0; i < 100; i += 1) {
      if ((await (await page.request.get(`/api/stories/jobs/${jobId}/events`)).text()).includes('"complete"')) break;
    }
    await page.goto('/portfolio');
    await page.getByRole('link').filter({ hasText: 'Owl' }).first().click();
    await expect(page.getByText('1 / 7')).toBeVisible();
    await snap(page, 'story-desktop');
  });
});

test.describe('the story, with the fake providers’ latency model', () => {
  const slow = urlOf('slowProviders');
  test.use({ baseURL: slow });

  /**
   * Signs up on the slow-providers server and starts a story there with Generate, as a parent does: the page is open
   * and watching before the story starts, so however long a busy machine takes to load a page, the scenes' few
   * seconds are not spent before the page can see them.
   */
  async function startSlowStory(page: Page): Promise<void> {
    await signUpViaApi(page, newEmail('slow'), slow);
    await page.addInitScript(() => {
      localStorage.setItem('reflectionMode', 'false');
      // Every count the progress row shows ('n of 7 scenes ready'), as the page shows it, however busy the machine.
      const counts: number[] = [];
      (window as unknown as { readyCounts: number[] }).readyCounts = counts;
      new MutationObserver(() => {
        const label = document.querySelector('ol[aria-label$="scenes ready"]')?.getAttribute('aria-label');
        const count = label ? Number(label.split(' ')[0]) : undefined;
        if (count !== undefined && counts.at(-1) !== count) counts.push(count);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Owl' }).click();
    for (const name of ['Zoo', 'Park']) await page.getByRole('button', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page).toHaveURL(/\/story$/);
  }

  const progressRow = (page: Page) => page.getByRole('list', { name: /of 7 scenes ready/ });
  const readyCount = async (page: Page) =>
    Number(/^(\d+) of 7/.exec((await progressRow(page).getAttribute('aria-label', { timeout: 1000 })) ?? '')?.[1]);

  test('scene 1 can be read while later scenes are still drawn; they arrive one by one; the page stays put at the end', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await startSlowStory(page);
    await expect(page.getByRole('img', { name: 'Picture for scene 1' })).toBeVisible({ timeout: 15_000 });
    // The job is still running: the progress row is there and shows scenes not ready yet.
    await expect(page.getByRole('heading', { name: 'Your story is on its way' })).toBeVisible();
    expect(await readyCount(page)).toBeLessThan(7);
    await expect(progressRow(page).getByText(/Scene 7: (waiting|being made)/)).toBeAttached();
    await expect(page.getByText(/Scene 1 begins softly/)).toBeVisible();

    // The parent moves on to scene 2 while the rest is drawn.
    await page.getByRole('button', { name: 'Next scene' }).click();
    await expect(page.getByText('2 / 7')).toBeVisible();
    await snap(page, 'story-generating-phone');

    // Scenes become ready one at a time, not all at once: the page saw several counts between 1 and 6, in order.
    await expect(page.getByRole('heading', { name: 'Owl and the Slow Moon' })).toBeVisible({ timeout: 15_000 });
    const counts = await page.evaluate(() => (window as unknown as { readyCounts: number[] }).readyCounts);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    expect(new Set(counts.filter((count) => count > 0 && count < 7)).size).toBeGreaterThanOrEqual(3);

    // The saved story replaces the progress without sending the parent back to scene 1.
    await expect(page.getByText('2 / 7')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture for scene 2' })).toBeVisible();
    await expect(progressRow(page)).toHaveCount(0);
  });

  test('a reload in the middle of the generation still gets the whole story', async ({ page }) => {
    await startSlowStory(page);
    // Reloaded in the middle: some scenes are ready, and not all of them.
    await expect(progressRow(page)).toHaveAttribute('aria-label', /^[1-6] of 7/, { timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Owl and the Slow Moon' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Go to scene 7' }).click();
    await expect(page.getByText('7 / 7')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture for scene 7' })).toBeVisible();
    await expect(page.getByText(/Bedtime comes softly/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'My stories' })).toBeVisible();
  });
});
