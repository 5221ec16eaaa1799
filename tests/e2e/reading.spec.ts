import type { Page } from '@playwright/test';
import { splitSentences } from '../../src/shared/sentences.ts';
import type { Story } from '../../src/shared/stories.ts';
import { silentWav } from '../fakes/media-bytes.ts';
import { axeOn, expect as baseExpect, expectNoAxeViolations, signUpViaApi, snap, test } from './fixtures.ts';
import { urlOf } from './support/servers.ts';

// A busy machine can take a while to draw a page: every wait here allows for it.
const expect = baseExpect.configure({ timeout: 30_000 });

let counter = 0;

/** A finished story of the signed-in parent, in `language` (also the parent's saved language): its id. */
async function makeStory(page: Page, language = 'en'): Promise<string> {
  counter += 1;
  const saved = await page.request.put('/api/me/settings', {
    headers: { origin: urlOf('main') },
    data: { language },
  });
  expect(saved.status()).toBe(200);
  const started = await page.request.post('/api/stories/jobs', {
    headers: { origin: urlOf('main') },
    data: {
      characterId: 'character-owl',
      activityIds: ['activity-zoo', 'activity-baking', 'activity-park'],
      language,
      idempotencyKey: `reading-${Date.now()}-${counter}`,
    },
  });
  expect(started.status()).toBe(201);
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const { stories } = (await (await page.request.get('/api/stories')).json()) as {
          stories: { id: string; isOwn: boolean }[];
        };
        id = stories.find((story) => story.isOwn)?.id;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return id ?? '';
}

async function pictureLoaded(page: Page) {
  const picture = page.getByTestId('reader-picture').getByRole('img');
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

/** The reader's geometry: the picture's share of the screen, the page turns in view, nothing to scroll. */
async function readerGeometry(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const picture = box('[data-testid="reader-picture"]');
    // The reader's own page turns (the top bar has a nav of its own, with buttons).
    const turns = document.querySelectorAll('[data-testid="reader"] nav > button');
    const previous = turns.length === 2 ? turns[0]?.getBoundingClientRect() : undefined;
    const next = turns.length === 2 ? turns[1]?.getBoundingClientRect() : undefined;
    const reader = document.querySelector('[data-testid="reader-page"]') as HTMLElement;
    // Every control's fill as plain sRGB (the browser may report oklab or color-mix), read back through a canvas.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const srgb = (color: string) => {
      if (!canvas) return color;
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      // A see-through fill is judged as if it were solid: the strictest reading.
      return a === 0 ? 'rgb(0, 0, 0)' : `rgb(${r}, ${g}, ${b})`;
    };
    const controls = [...document.querySelectorAll<HTMLElement>('[data-testid="reader"] button')].map((button) => ({
      name: button.getAttribute('aria-label') ?? button.textContent ?? '',
      fill: srgb(getComputedStyle(button).backgroundColor),
    }));
    return {
      controls,
      pictureShare: (picture?.height ?? 0) / window.innerHeight,
      turnsBottom: Math.max(previous?.bottom ?? Number.POSITIVE_INFINITY, next?.bottom ?? Number.POSITIVE_INFINITY),
      viewportHeight: window.innerHeight,
      pageScroll: document.documentElement.scrollHeight - window.innerHeight,
      background: getComputedStyle(reader).backgroundColor,
    };
  });
}

/** Relative luminance of an `rgb(...)` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Each test makes a whole story first, on a machine that may be busy.
test.describe.configure({ timeout: 180_000 });

test.describe('night reading mode', () => {
  const sizes = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'small-phone', width: 360, height: 640 },
    { name: 'phone-landscape', width: 844, height: 390 },
    { name: 'desktop', width: 1366, height: 900 },
  ];

  test('the picture fills nearly half the screen and the page turns are always in view, at every size', async ({
    page,
  }) => {
    await signUpViaApi(page);
    const id = await makeStory(page);
    await page.goto(`/portfolio/${id}`);
    for (const size of sizes) {
      // The same page turned and resized, as a phone turned on its side or a window made larger.
      await page.setViewportSize(size);
      await pictureLoaded(page);
      const geometry = await readerGeometry(page);
      expect(geometry.pictureShare, `${size.name}: picture share`).toBeGreaterThanOrEqual(0.45);
      expect(geometry.turnsBottom, `${size.name}: page turns in view`).toBeLessThanOrEqual(geometry.viewportHeight);
      expect(geometry.pageScroll, `${size.name}: nothing to scroll`).toBeLessThanOrEqual(0);
      // A dim page: no bright surface behind the words.
      expect(luminance(geometry.background)).toBeLessThan(0.05);
      // No bright control either: "Read to me", full screen, more, the page turns.
      expect(geometry.controls.length).toBeGreaterThanOrEqual(5);
      for (const control of geometry.controls) {
        expect(luminance(control.fill), `${size.name}: ${control.name} is dim`).toBeLessThan(0.06);
      }
      await snap(page, `reader-${size.name}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('link', { name: 'Print or save as PDF' })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'reader-menu-phone');
  });

  test('on the live story page, with the progress inside, the page turns stay in view on a small phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await signUpViaApi(page);
    const started = await page.request.post('/api/stories/jobs', {
      headers: { origin: urlOf('main') },
      data: {
        characterId: 'character-owl',
        activityIds: ['activity-zoo', 'activity-baking', 'activity-park'],
        language: 'en',
        idempotencyKey: `reading-live-${Date.now()}`,
      },
    });
    expect(started.status()).toBe(201);
    const { jobId } = (await started.json()) as { jobId: string };
    // The saved story is held back, so the page stays as it is while the story is being made: progress inside.
    await page.route(/\/api\/stories\/(?!jobs)[^/?]+$/, () => undefined);
    await page.addInitScript((id) => sessionStorage.setItem('currentStoryJob', id), jobId);
    await page.goto('/story');
    await pictureLoaded(page);
    await expect(page.getByTestId('reader').getByRole('status').first()).toBeVisible();
    const geometry = await readerGeometry(page);
    expect(geometry.pictureShare, 'picture share').toBeGreaterThanOrEqual(0.45);
    expect(geometry.turnsBottom, 'page turns in view').toBeLessThanOrEqual(geometry.viewportHeight);
    expect(geometry.pageScroll, 'nothing to scroll').toBeLessThanOrEqual(0);
    await snap(page, 'reader-live-small-phone');
    // Below the reader there is only what the page adds (the donation card when configured, the links when done).
    await expect(page.getByTestId('reader')).toBeInViewport({ ratio: 1 });
  });

  test('in Chinese, on a phone and a desktop', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
    await signUpViaApi(page);
    const id = await makeStory(page, 'zh');
    await page.goto(`/portfolio/${id}`);
    // The tab (and history, and bookmarks) speak the parent's language too.
    await expect(page).toHaveTitle('睡前故事');
    for (const size of [sizes[0], sizes[1], sizes[3]]) {
      if (!size) continue;
      await page.setViewportSize(size);
      await expect(page.getByRole('button', { name: '读给我听' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('1 / 7')).toBeVisible();
      await pictureLoaded(page);
      const geometry = await readerGeometry(page);
      expect(geometry.pageScroll).toBeLessThanOrEqual(0);
      expect(geometry.turnsBottom, `${size.name}: page turns in view`).toBeLessThanOrEqual(geometry.viewportHeight);
      await snap(page, `reader-zh-${size.name}`);
    }
    await expectNoAxeViolations(page);
  });

  test('full screen covers the whole screen and Escape leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    const id = await makeStory(page);
    await page.goto(`/portfolio/${id}`);
    await page.getByRole('button', { name: 'Full screen' }).click();
    const reader = page.getByTestId('reader');
    await expect.poll(async () => (await reader.boundingBox())?.y).toBe(0);
    await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
    const picture = await page.getByTestId('reader-picture').boundingBox();
    expect((picture?.height ?? 0) / 844).toBeGreaterThanOrEqual(0.5);
    await pictureLoaded(page);
    await expectNoAxeViolations(page);
    await snap(page, 'reader-full-screen-phone');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  });
});

test.describe('read to me', () => {
  test('reads the whole story, turning each page, lighting the sentence and word, then dims the screen', async ({
    page,
  }) => {
    // A stand-in for the device's voice: each sentence "takes" 40 ms and reports its words as it goes.
    await page.addInitScript(() => {
      const record = window as unknown as { spoken: string[]; highlighted: string[] };
      record.spoken = [];
      record.highlighted = [];
      let current: { cancelled: boolean } | undefined;
      class FakeUtterance {
        lang = '';
        rate = 1;
        pitch = 1;
        volume = 1;
        onend: (() => void) | null = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onboundary: ((event: { name: string; charIndex: number; charLength: number }) => void) | null = null;
        readonly text: string;
        constructor(text: string) {
          this.text = text;
        }
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance });
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          getVoices: () => [{ name: 'Calm', lang: 'en-US' }],
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          cancel: () => {
            if (current) current.cancelled = true;
          },
          speak: (utterance: FakeUtterance) => {
            const reading = { cancelled: false };
            current = reading;
            record.spoken.push(utterance.text);
            setTimeout(() => {
              if (!reading.cancelled) utterance.onboundary?.({ name: 'word', charIndex: 0, charLength: 0 });
            }, 5);
            // The page shows the word a moment after the voice reports it: the voice notes what is lit once the
            // word shows (or after a second), then ends the sentence.
            const startedAt = Date.now();
            const look = () => {
              if (reading.cancelled) return;
              const sentence = document.querySelector('[data-reading="sentence"]')?.textContent;
              const word = document.querySelector('[data-reading="word"]')?.textContent;
              if (!word && Date.now() - startedAt < 1000) {
                setTimeout(look, 10);
                return;
              }
              if (sentence) record.highlighted.push(`${sentence}|${word ?? ''}`);
              utterance.onend?.();
            };
            setTimeout(look, 10);
          },
        },
      });
      localStorage.setItem('sleepAfterStory', 'true');
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    const id = await makeStory(page);
    const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as {
      scenes: { text: string }[];
    };
    await page.goto(`/portfolio/${id}`);
    await page.getByRole('button', { name: 'Read to me' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    // It turns the pages itself, to the last.
    await expect(page.getByText('4 / 7')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('sleep-overlay')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('7 / 7')).toBeVisible();
    const record = await page.evaluate(() => {
      const kept = window as unknown as { spoken: string[]; highlighted: string[] };
      return { spoken: kept.spoken, highlighted: kept.highlighted };
    });
    // Every word of the story was read, in order, one sentence at a time.
    expect(record.spoken.join(' ').replace(/\s+/g, ' ')).toBe(
      story.scenes
        .map((scene) => scene.text)
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    expect(record.spoken.length).toBeGreaterThan(story.scenes.length);
    // The sentence being read was lit, with its first word.
    expect(record.highlighted.length).toBeGreaterThan(7);
    for (const entry of record.highlighted) {
      const [sentence = '', word = ''] = entry.split('|');
      expect(record.spoken).toContain(sentence);
      expect(sentence.startsWith(word)).toBe(true);
      expect(word.length).toBeGreaterThan(0);
    }
    // The sleep screen passes axe, but for its faint, fading "Good night": a deliberate whisper on a screen meant to
    // go dark (decision 015), hidden from assistive technology; the button's label says it in full.
    const asleep = await axeOn(page).exclude('[data-testid="sleep-overlay"] > span[aria-hidden="true"]').analyze();
    expect(asleep.violations.map((violation) => violation.id)).toEqual([]);
    await snap(page, 'reader-asleep');
    await page.getByTestId('sleep-overlay').click();
    await expect(page.getByRole('button', { name: 'Read to me' })).toBeVisible();
  });

  test('on a long page, the sentence being read stays in view, and a new page starts at its top', async ({ page }) => {
    // A voice the test moves on by hand: `finishSentence()` ends the sentence being read.
    await page.addInitScript(() => {
      const record = window as unknown as {
        spoken: string[];
        finishSentence: () => void;
        sayWord: (charIndex: number, charLength: number) => void;
      };
      record.spoken = [];
      let current:
        | {
            onend: (() => void) | null;
            onword: (charIndex: number, charLength: number) => void;
            cancelled: boolean;
          }
        | undefined;
      record.sayWord = (charIndex, charLength) => {
        if (current && !current.cancelled) current.onword(charIndex, charLength);
      };
      record.finishSentence = () => {
        const reading = current;
        if (reading && !reading.cancelled) reading.onend?.();
      };
      class FakeUtterance {
        lang = '';
        rate = 1;
        pitch = 1;
        volume = 1;
        onend: (() => void) | null = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onboundary: ((event: { name: string; charIndex: number; charLength: number }) => void) | null = null;
        readonly text: string;
        constructor(text: string) {
          this.text = text;
        }
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance });
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          getVoices: () => [{ name: 'Calm', lang: 'en-US' }],
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          cancel: () => {
            if (current) current.cancelled = true;
          },
          speak: (utterance: FakeUtterance) => {
            record.spoken.push(utterance.text);
            current = {
              cancelled: false,
              onend: () => utterance.onend?.(),
              onword: (charIndex, charLength) => utterance.onboundary?.({ name: 'word', charIndex, charLength }),
            };
          },
        },
      });
    });
    await page.setViewportSize({ width: 844, height: 390 });
    await signUpViaApi(page);
    const id = await makeStory(page);
    // The first two pages made long, as a wordy story's would be: four times their words.
    await page.route(`**/api/stories/${id}`, async (route) => {
      const response = await route.fetch();
      const story = (await response.json()) as { scenes: { text: string }[] };
      for (const scene of story.scenes.slice(0, 2)) scene.text = Array(4).fill(scene.text).join(' ');
      await route.fulfill({ response, json: story });
    });
    await page.goto(`/portfolio/${id}`);
    await pictureLoaded(page);
    const words = page.getByTestId('reader-words');
    expect(await words.evaluate((panel) => panel.scrollHeight > panel.clientHeight + 40)).toBe(true);
    // The words below the edge fade out into it: there is more to read on this page.
    await expect(words).toHaveAttribute('data-more-below');
    const fade = () => words.evaluate((panel) => getComputedStyle(panel).maskImage);
    expect(await fade()).toContain('linear-gradient');

    // Scrolled to the end of page 1 (nothing left below, so no fade), then turned: page 2 starts at its top.
    await words.evaluate((panel) => {
      panel.scrollTop = panel.scrollHeight;
    });
    expect(await words.evaluate((panel) => panel.scrollTop)).toBeGreaterThan(0);
    await expect(words).not.toHaveAttribute('data-more-below');
    expect(await fade()).toBe('none');
    await page.getByRole('button', { name: 'Next scene' }).click();
    await expect(page.getByText('2 / 7')).toBeVisible();
    expect(await words.evaluate((panel) => panel.scrollTop)).toBe(0);

    await page.getByRole('button', { name: 'Go to scene 1' }).click();
    await page.getByRole('button', { name: 'Read to me' }).click();
    const litInView = () =>
      page.evaluate(() => {
        const words = document.querySelector('[data-testid="reader-words"]');
        const panel = words?.getBoundingClientRect();
        const lit = document.querySelector('[data-reading="sentence"]')?.getBoundingClientRect();
        if (!words || !panel || !lit) return false;
        // Clear of the fade (2rem) at the bottom edge while more words are below.
        const fade = words.hasAttribute('data-more-below') ? 32 : 0;
        return lit.top >= panel.top - 1 && lit.bottom <= panel.bottom - fade + 1;
      });
    // Sentence after sentence down the long page: each one lit is inside the panel's box when it is read.
    let checked = 0;
    let deepest = 0;
    for (let step = 0; step < 40; step += 1) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.length))
        .toBe(step + 1);
      if ((await page.getByText('1 / 7').count()) === 0) break;
      await expect(page.locator('mark[data-reading="sentence"]')).toBeVisible();
      await expect.poll(litInView, `sentence ${step + 1} in view`).toBe(true);
      if (step === 0) {
        // The lit sentence and its lit word pass axe (contrast included), on the night palette.
        await page.evaluate(() =>
          (window as unknown as { sayWord: (index: number, length: number) => void }).sayWord(0, 0),
        );
        await expect(page.locator('[data-reading="word"]')).toBeVisible();
        await expectNoAxeViolations(page);
        await snap(page, 'reader-reading-landscape');
      }
      checked += 1;
      deepest = Math.max(deepest, await words.evaluate((panel) => panel.scrollTop));
      await page.evaluate(() => (window as unknown as { finishSentence: () => void }).finishSentence());
    }
    // The lit sentence went below the first screenful of the panel, and the panel followed it.
    expect(checked).toBeGreaterThan(4);
    expect(deepest).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  test('a stored server narration lights each sentence at the times the server measured, at every size', async ({
    page,
  }) => {
    // The audio players the reader makes are kept, and do not play: the test sets their clock and tells the page.
    await page.addInitScript(() => {
      const kept = window as unknown as { players: HTMLMediaElement[] };
      kept.players = [];
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        kept.players.push(this);
        return Promise.resolve();
      };
      HTMLMediaElement.prototype.pause = () => undefined;
    });
    await signUpViaApi(page);
    const id = await makeStory(page);
    const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as Story;
    const sentences = splitSentences(story.scenes[0]?.text ?? '', 'en');
    expect(sentences.length).toBeGreaterThan(1);
    // Times as a server measures them: uneven, the first sentence the slowest, a rest between sentences.
    let at = 0;
    const timings = sentences.map((_, index) => {
      const timing = { start: at, end: at + 2 + sentences.length - index };
      at = timing.end + 0.35;
      return timing;
    });
    await page.route('**/api/speech', (route) =>
      route.fulfill({ json: { useDeviceVoice: false, audioUrl: '/media/narration/scene.wav', sentences: timings } }),
    );
    // On the context: once the app's service worker runs, it fetches media itself, past the page's own routes.
    await page
      .context()
      .route('**/media/narration/scene.wav', (route) =>
        route.fulfill({ contentType: 'audio/wav', body: Buffer.from(silentWav(Math.ceil(at * 1000))) }),
      );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/portfolio/${id}`);
    await pictureLoaded(page);
    await page.getByRole('button', { name: 'Read to me' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { players: HTMLMediaElement[] }).players[0]?.readyState ?? 0),
      )
      .toBeGreaterThanOrEqual(1);
    const seek = (seconds: number) =>
      page.evaluate((time) => {
        const player = (window as unknown as { players: HTMLMediaElement[] }).players[0] as HTMLMediaElement;
        Object.defineProperty(player, 'currentTime', { configurable: true, get: () => time, set: () => undefined });
        player.dispatchEvent(new Event('timeupdate'));
      }, seconds);
    const lit = page.locator('mark[data-reading="sentence"]');
    for (const [index, timing] of timings.entries()) {
      await seek(timing.start + 0.1);
      await expect(lit).toHaveText(sentences[index]?.text ?? '');
      // Through the rest after it, a sentence stays lit.
      await seek(timing.end + 0.2);
      await expect(lit).toHaveText(sentences[index]?.text ?? '');
    }
    const second = timings[1] ?? { start: 0, end: 0 };
    for (const size of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'small-phone', width: 360, height: 640 },
      { name: 'desktop', width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await seek((second.start + second.end) / 2);
      await expect(lit).toHaveText(sentences[1]?.text ?? '');
      await expect(lit).toBeInViewport();
      await snap(page, `reader-stored-narration-${size.name}`);
    }
    await page.getByRole('button', { name: 'Pause' }).click();
  });

  test('says so, in the parent’s language, when the device has no voice', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'de');
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          getVoices: () => [],
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          cancel: () => undefined,
          speak: () => undefined,
        },
      });
    });
    await signUpViaApi(page);
    const id = await makeStory(page, 'de');
    await page.goto(`/portfolio/${id}`);
    await page.getByRole('button', { name: 'Lies mir vor' }).click();
    await expect(page.getByRole('alert')).toContainText('Dieses Gerät hat keine Stimme zum Vorlesen.');
    // Under a long page's words, the message is scrolled into view: the parent sees it without looking for it.
    await expect(page.getByRole('alert')).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Lies mir vor' })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'reader-no-voice-de');
  });
});

test.describe('the printable book', () => {
  /** Pages in a PDF file: its page objects. */
  const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

  test('lays out a cover and one page per scene, on A4 and Letter, from the reader’s menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    const id = await makeStory(page);
    await page.goto(`/portfolio/${id}`);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Print or save as PDF' }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${id}/print$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('A bedtime story with Owl')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Page \d$/ })).toHaveCount(7);
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)))
      .toBe(true);
    await expectNoAxeViolations(page);
    await snap(page, 'print-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await snap(page, 'print-desktop');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pageCount(pdf), `${format}: cover + 7 scenes`).toBe(8);
      if (format === 'A4') {
        const fs = await import('node:fs');
        fs.mkdirSync('test-results/screenshots', { recursive: true });
        fs.writeFileSync('test-results/screenshots/print-book-a4.pdf', pdf);
      }
    }
  });

  test('prints in Chinese too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
    await signUpViaApi(page);
    const id = await makeStory(page, 'zh');
    await page.goto(`/portfolio/${id}/print`);
    await expect(page.getByText('猫头鹰的睡前故事', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '打印或存为 PDF' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)))
      .toBe(true);
    // The tab is named after the story, so a saved PDF is too; back in the reader, the brand again.
    const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as { title: string };
    await expect(page).toHaveTitle(story.title);
    expect(story.title).not.toBe('睡前故事');
    await expectNoAxeViolations(page);
    expect(pageCount(await page.pdf({ format: 'A4' }))).toBe(8);
    await snap(page, 'print-zh-phone');
    await page.getByRole('link', { name: '返回故事' }).click();
    await expect(page).toHaveTitle('睡前故事');
  });
});
