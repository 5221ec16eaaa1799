import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { signUp } from '../../../tests/setup/test-users.ts';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '../../shared/first-screen.ts';
import { stories, storyScenes } from '../db/schema.ts';
import { jsonForHtml, likelyLanguage, pageLanguage, withFirstScreen } from './first-screen.ts';

const { app, config, db } = await createTestApp();
const origin = config.publicUrl;
await fs.writeFile(
  path.join(config.webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Bedtime Stories</title></head><body><div id="root"></div></body></html>',
);
await fs.writeFile(
  path.join(config.webDistDir, 'route-chunks.json'),
  JSON.stringify({
    '/portfolio': ['/assets/app-layout-abc.js', '/assets/portfolio-page-def.js'],
    '/login': ['/assets/login-page-ghi.js'],
  }),
);

async function giveStory(userId: string, title: string) {
  const [story] = await db
    .insert(stories)
    .values({
      title,
      characterId: 'character-fox',
      characterName: 'Little Fox',
      activities: ['Bath time'],
      userId,
      language: 'en',
    })
    .returning({ id: stories.id });
  const storyId = story?.id ?? '';
  await db.insert(storyScenes).values({
    storyId,
    sceneNumber: 1,
    sceneText: 'Little Fox splashed in the bath.',
    imagePrompt: 'a fox in a bath',
    imageUrl: `/media/users/${userId}/stories/${storyId}/scene-1.webp`,
    thumbnailUrl: `/media/users/${userId}/stories/${storyId}/scene-1-thumb.webp`,
    userId,
    language: 'en',
  });
  return storyId;
}

function dataIn(html: string): FirstScreenData | undefined {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstScreenData) : undefined;
}

describe('the portfolio page of a signed-in parent', () => {
  it('comes with their session and stories, what the API answers, and is kept by no cache', async () => {
    const parent = await signUp(app, origin, 'first-screen@example.org');
    await giveStory(parent.id, 'The fox and the bubbles');
    await giveStory(parent.id, 'The fox and the moon');
    const page = await app.request('/portfolio', {
      headers: { cookie: parent.cookie, 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('vary')).toContain('Cookie');
    const html = await page.text();
    const data = dataIn(html);
    const session = await (await app.request('/api/auth/get-session', { headers: { cookie: parent.cookie } })).json();
    const portfolio = await (await app.request('/api/stories', { headers: { cookie: parent.cookie } })).json();
    expect(data?.session).toEqual({
      user: {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        emailVerified: session.user.emailVerified,
      },
      session: { id: session.session.id, expiresAt: session.session.expiresAt },
    });
    expect(data?.stories).toEqual(portfolio.stories);
    expect(data?.stories?.map((story) => story.title)).toEqual(['The fox and the moon', 'The fox and the bubbles']);
    // The newest story's picture and the route's own scripts are announced before the app asks for them.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${portfolio.stories[0].firstSceneThumbnailUrl}" fetchpriority="high">`,
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/portfolio-page-def.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/fr/common.json">');
    // The session token itself never goes into the page.
    expect(html).not.toContain(parent.cookie.split('=')[1]?.split('.')[0]);
  });

  it('is the plain page for a visitor, an unknown cookie and other routes', async () => {
    const parent = await signUp(app, origin, 'first-screen-other@example.org');
    const pages = [
      await app.request('/portfolio'),
      await app.request('/portfolio', { headers: { cookie: 'better-auth.session_token=forged.value' } }),
      await app.request('/settings', { headers: { cookie: parent.cookie } }),
      await app.request('/portfolio/some-story', { headers: { cookie: parent.cookie } }),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(dataIn(html)).toBeUndefined();
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('/locales/');
    }
  });

  it('is the sign-in page with its scripts, translations and config, saying nobody is signed in', async () => {
    const page = await app.request('/login', { headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const html = await page.text();
    const config = await (await app.request('/api/config')).json();
    expect(dataIn(html)).toEqual({ session: null, config });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-ghi.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/nl/common.json">');
    // The language the app saved on this device comes first.
    const chosen = await app.request('/login', { headers: { 'accept-language': 'nl', cookie: 'i18next=zh' } });
    expect(await chosen.text()).toContain('href="/locales/zh/common.json"');
  });

  it('is the sign-in page with the session of a signed-in parent, kept by no cache', async () => {
    const parent = await signUp(app, origin, 'first-screen-login@example.org');
    const page = await app.request('/signup', { headers: { cookie: `i18next=de; ${parent.cookie}` } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const data = dataIn(await page.text());
    expect(data?.session?.user.id).toBe(parent.id);
    expect(data?.config?.languages).toHaveLength(7);
    expect(data?.stories).toBeUndefined();
    // A cookie of no session (another cookie, or a forged one) is a visitor's page.
    for (const cookie of ['i18next=de', 'better-auth.session_token=forged.value']) {
      const visitor = await app.request('/login', { headers: { cookie } });
      expect(dataIn(await visitor.text())?.session).toBeNull();
    }
  });

  it('is sent compressed to a browser that takes Brotli', async () => {
    const parent = await signUp(app, origin, 'first-screen-br@example.org');
    const page = await app.request('/portfolio', { headers: { cookie: parent.cookie, 'accept-encoding': 'gzip, br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString('utf8');
    expect(dataIn(html)?.session?.user.id).toBe(parent.id);
  });

  it('keeps a story title that looks like markup inside the data block', async () => {
    const parent = await signUp(app, origin, 'first-screen-markup@example.org');
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    await giveStory(parent.id, title);
    const html = await (await app.request('/portfolio', { headers: { cookie: parent.cookie } })).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(dataIn(html)?.stories?.[0]?.title).toBe(title);
  });
});

describe('withFirstScreen', () => {
  const data: FirstScreenData = {
    session: {
      user: { id: 'u1', email: 'a@example.org', name: 'a', emailVerified: true },
      session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' },
    },
    stories: [],
  };

  it('announces only the build’s own script chunks', () => {
    const html = withFirstScreen('<head></head>', data, ['/assets/a.js', 'https://elsewhere.example/b.js', '/x.css']);
    expect(html).toContain('href="/assets/a.js"');
    expect(html).not.toContain('elsewhere');
    expect(html).not.toContain('/x.css');
  });

  it('guesses the language the app starts in from the browser’s choices', () => {
    expect(likelyLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(likelyLanguage('ja,zh-CN;q=0.8,en;q=0.5')).toBe('zh');
    expect(likelyLanguage('en;q=0.2,nl;q=0.9')).toBe('nl');
    expect(likelyLanguage('ja, ko;q=0.5')).toBe('en');
    expect(likelyLanguage('pt;q=0, es')).toBe('es');
    expect(likelyLanguage(null)).toBe('en');
  });

  it('takes the language the app saved in its cookie, else the browser’s', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/login', { headers });
    expect(pageLanguage(request({ cookie: 'a=1; i18next=fr; b=2', 'accept-language': 'de' }))).toBe('fr');
    expect(pageLanguage(request({ cookie: 'i18next=xx', 'accept-language': 'de' }))).toBe('de');
    expect(pageLanguage(request({ cookie: 'i18next=%E0%A4%A', 'accept-language': 'es' }))).toBe('es');
    expect(pageLanguage(request({}))).toBe('en');
  });

  it('announces a visitor’s scripts and translations with no data block', () => {
    const html = withFirstScreen('<head></head>', undefined, ['/assets/login.js'], 'pt');
    expect(html).toContain('href="/assets/login.js"');
    expect(html).toContain('href="/locales/pt/common.json"');
    expect(html).not.toContain(FIRST_SCREEN_ELEMENT_ID);
  });

  it('writes JSON that parses back to the same value', () => {
    const value = { text: '<b>&</b>\u2028\u2029' };
    expect(JSON.parse(jsonForHtml(value))).toEqual(value);
    expect(jsonForHtml(value)).not.toMatch(/[<>&\u2028\u2029]/);
  });
});
