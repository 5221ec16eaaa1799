// The first screen rendered into the page (decision 023), through the real app, database and the web app's own
// server entry: each parent gets their own screen, never another's, and a page that cannot be rendered is served
// as before.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { signUp } from '../../../tests/setup/test-users.ts';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '../../shared/first-screen.ts';
import { renderFirstScreen } from '../../web/server-render.tsx';
import { characters, stories, userSettings } from '../db/schema.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Bedtime Stories</title></head><body><div id="root"><!--first-screen-->' +
  '<div class="boot">Bedtime Stories</div><!--/first-screen--></div></body></html>';

/** An app whose web build has the page's markers and the translations, as `vite build` leaves them. */
async function appWithWebBuild(renderer: typeof renderFirstScreen) {
  const testApp = await createTestApp({}, { renderFirstScreen: renderer });
  await fs.writeFile(path.join(testApp.config.webDistDir, 'index.html'), INDEX_HTML);
  await fs.cp(path.resolve('public/locales'), path.join(testApp.config.webDistDir, 'locales'), { recursive: true });
  await fs.writeFile(
    path.join(testApp.config.webDistDir, 'route-chunks.json'),
    JSON.stringify({ '/portfolio': ['/assets/portfolio-page-def.js'], '/login': ['/assets/login-page-ghi.js'] }),
  );
  return testApp;
}

const { app, config, db } = await appWithWebBuild(renderFirstScreen);
const origin = config.publicUrl;

function storyValues(userId: string, title: string, createdAt = new Date()): typeof stories.$inferInsert {
  return {
    title,
    characterId: 'character-fox',
    characterName: 'Little Fox',
    activities: ['Bath time'],
    userId,
    language: 'en',
    createdAt,
  };
}

async function giveStory(userId: string, title: string, createdAt = new Date()) {
  await db.insert(stories).values(storyValues(userId, title, createdAt));
}

function dataIn(html: string): FirstScreenData | undefined {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstScreenData) : undefined;
}

/** What `#root` holds: the markup the browser paints before any script runs. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.lastIndexOf('</body>'));
}

const parentA = await signUp(app, origin, 'rendered-a@example.org');
const parentB = await signUp(app, origin, 'rendered-b@example.org');
await giveStory(parentA.id, 'Mila and the paper boat');
await giveStory(parentB.id, 'Noah and the snow owl');

describe('a signed-in parent’s portfolio, rendered on the server', () => {
  it('holds their first cards in the page, with the splash the app will show, kept by no cache', async () => {
    const page = await app.request('/portfolio', { headers: { cookie: parentA.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    const root = rootOf(html);
    expect(root).not.toContain('first-screen-->');
    expect(root).toContain('Mila and the paper boat');
    expect(root).toContain('My stories');
    expect(root).toContain('data-testid="splash"');
    expect(dataIn(html)?.rendered).toEqual({ language: 'en', timeZone: 'UTC', isSplashShown: true });
    // It paints without scripts, so they do not compete with the translations the take-over waits for.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/en/common.json">');
  });

  it('has no inline script however long the portfolio (the CSP allows none), and draws its first six cards', async () => {
    const parent = await signUp(app, origin, 'rendered-many@example.org');
    for (let story = 1; story <= 30; story += 1) {
      await giveStory(parent.id, `A long evening, part ${story}`, new Date(Date.UTC(2026, 10, 1, 18, story)));
    }
    const html = await (await app.request('/portfolio', { headers: { cookie: parent.cookie } })).text();
    const root = rootOf(html);
    expect(root).not.toMatch(/<script(?! type="application\/json")/);
    expect(root.match(/<h2 /g)).toHaveLength(6);
    expect(root).toContain('A long evening, part 30');
  });

  it('never holds another parent’s stories, also when both are rendered at once', async () => {
    const parents = [parentA, parentB, parentA, parentB, parentA, parentB];
    const pages = await Promise.all(
      parents.map(async (parent) => (await app.request('/portfolio', { headers: { cookie: parent.cookie } })).text()),
    );
    for (const [index, html] of pages.entries()) {
      const [own, other] =
        parents[index] === parentA
          ? ['Mila and the paper boat', 'Noah and the snow owl']
          : ['Noah and the snow owl', 'Mila and the paper boat'];
      expect(rootOf(html)).toContain(own);
      expect(html).not.toContain(other);
    }
  });

  it('draws the avatar with the parent’s own letter, as the app will once it has their settings', async () => {
    const root = rootOf(await (await app.request('/portfolio', { headers: { cookie: parentA.cookie } })).text());
    const avatar = /<button[^>]*aria-label="Open the account menu"[^>]*>([^<]*)<\/button>/.exec(root);
    expect(avatar?.[1]).toBe('R');
  });

  it('draws whose story each card is and the children’s filter, with the family the app starts from', async () => {
    const parent = await signUp(app, origin, 'rendered-family@example.org');
    const mila = { id: '1b0e6f3e-8f0a-4c1e-9d51-0a6f1b2c3d4e', name: 'Mila', pronoun: 'she', age: 'toddler' } as const;
    const noah = {
      id: '2c1f7a4f-9a1b-4d2f-8e62-1b7a2c3d4e5f',
      name: 'Noah',
      pronoun: 'he',
      age: 'preschooler',
    } as const;
    const family = { children: [mila, noah], grownUps: [], pets: [] };
    await db.update(userSettings).set({ family }).where(eq(userSettings.userId, parent.id));
    await db.insert(stories).values([
      { ...storyValues(parent.id, 'Mila and the kite'), childIds: [mila.id] },
      { ...storyValues(parent.id, 'Noah and the puddle'), childIds: [noah.id] },
    ]);
    const html = await (await app.request('/portfolio', { headers: { cookie: parent.cookie } })).text();
    expect(dataIn(html)?.family).toEqual(family);
    const root = rootOf(html);
    expect(root).toContain('Whose stories');
    expect(root).toContain('Mila’s story');
    expect(root).toContain('Noah’s story');
    const one = rootOf(
      await (await app.request(`/portfolio?child=${noah.id}`, { headers: { cookie: parent.cookie } })).text(),
    );
    expect(one).toContain('Noah and the puddle');
    expect(one).not.toContain('Mila and the kite');
  });

  it('leaves the splash out once this browser session has shown it', async () => {
    const page = await app.request('/portfolio', { headers: { cookie: `${parentA.cookie}; splashShown=1` } });
    const html = await page.text();
    expect(rootOf(html)).not.toContain('data-testid="splash"');
    expect(dataIn(html)?.rendered?.isSplashShown).toBe(false);
  });

  it('writes the dates in the parent’s saved time zone and the page’s language', async () => {
    const parent = await signUp(app, origin, 'rendered-zone@example.org');
    await db.update(userSettings).set({ timeZone: 'Asia/Tokyo' }).where(eq(userSettings.userId, parent.id));
    await giveStory(parent.id, 'Tokio and the late moon', new Date('2026-03-04T18:09:00.000Z'));
    const page = await app.request('/portfolio', { headers: { cookie: `${parent.cookie}; i18next=de` } });
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    expect(rootOf(html)).toContain('Meine Geschichten');
    // 18:09 in UTC is 03:09 the next morning in Tokyo.
    expect(rootOf(html)).toContain('5. März 2026 · 3:09');
    expect(dataIn(html)?.rendered).toEqual({ language: 'de', timeZone: 'Asia/Tokyo', isSplashShown: true });
  });
});

describe('a signed-in parent’s create screen, rendered on the server', () => {
  it('holds the characters in the parent’s language, the typed rows, and the lists the app starts from', async () => {
    const page = await app.request('/', { headers: { cookie: `${parentA.cookie}; i18next=de; splashShown=1` } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    const root = rootOf(html);
    expect(root).not.toContain('first-screen-->');
    expect(root).toContain('Geschichte erstellen');
    expect(root).toContain('Figur auswählen');
    expect(root).toContain('Kleiner Fuchs');
    expect(root).not.toContain('>Fox<');
    // A fresh device: reflection mode, three empty rows, no character chosen.
    expect(root.match(/<textarea /g)).toHaveLength(3);
    expect(root).not.toContain('aria-pressed="true"');
    const data = dataIn(html);
    expect(data?.characters?.some((character) => character.id === 'character-fox')).toBe(true);
    expect(data?.savedActivities).toEqual([]);
    expect(data?.activities).toBeUndefined();
    expect(data?.rendered).toEqual({
      language: 'de',
      isSplashShown: false,
      createLayout: {
        mode: 'reflection',
        rows: 3,
        characterId: null,
        hasTypedRows: false,
        hasPicks: false,
        hasDescription: false,
      },
    });
    expect(root).not.toMatch(/<script(?! type="application\/json")/);
  });

  it('draws the layout the device’s cookies keep: the rows, the chosen character, or the activity carousel', async () => {
    const rows = rootOf(
      await (
        await app.request('/', {
          headers: { cookie: `${parentA.cookie}; createMode=r; createSelection=5t.character-fox` },
        })
      ).text(),
    );
    expect(rows.match(/<textarea /g)).toHaveLength(5);
    expect(rows).toMatch(/<button[^>]*aria-pressed="true"[^>]*>(?:(?!<\/button>).)*Fox/s);
    // A row has words (which stay on the device): nothing is missing, so the bar says nothing above Generate.
    expect(rows).not.toContain('id="primary-missing"');
    const rowsWithoutWords = rootOf(
      await (
        await app.request('/', { headers: { cookie: `${parentA.cookie}; createSelection=4.character-fox` } })
      ).text(),
    );
    expect(rowsWithoutWords.match(/<textarea /g)).toHaveLength(4);
    expect(rowsWithoutWords).toContain('id="primary-missing"');

    const carousel = await (
      await app.request('/', { headers: { cookie: `${parentA.cookie}; createMode=c; createSelection=2` } })
    ).text();
    // The carousel's one description field instead of the typed rows.
    expect(rootOf(carousel).match(/<textarea /g)).toHaveLength(1);
    expect(rootOf(carousel)).not.toContain('What did you do?');
    expect(dataIn(carousel)?.activities?.length).toBeGreaterThan(0);
    expect(dataIn(carousel)?.savedActivities).toBeUndefined();
    expect(dataIn(carousel)?.rendered?.createLayout).toEqual({
      mode: 'carousel',
      rows: 2,
      characterId: null,
      hasTypedRows: false,
      hasPicks: false,
      hasDescription: false,
    });
  });

  it('never holds another parent’s own characters', async () => {
    const parent = await signUp(app, origin, 'rendered-own-character@example.org');
    const other = await signUp(app, origin, 'rendered-no-character@example.org');
    await db.insert(characters).values({
      id: 'character-custom-rendered',
      name: 'Captain Whiskers',
      description: 'Our cat.',
      imageUrl: '/placeholders/activity-placeholder.svg',
      look: 'a grey cat with a white tail',
      userId: parent.id,
      isCustom: true,
      order: 9000,
    });
    const own = await (await app.request('/', { headers: { cookie: parent.cookie } })).text();
    expect(rootOf(own)).toContain('Captain Whiskers');
    const theirs = await (await app.request('/', { headers: { cookie: other.cookie } })).text();
    expect(theirs).not.toContain('Captain Whiskers');
  });

  it('is left to the app for a visitor, who is sent to sign in', async () => {
    const html = await (await app.request('/')).text();
    expect(rootOf(html)).toContain('<!--first-screen-->');
    expect(dataIn(html)).toBeUndefined();
  });
});

describe('the sign-in page, rendered on the server', () => {
  it('holds the form in the browser’s language for a visitor, the same for every visitor', async () => {
    const page = await app.request('/login', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<html lang="fr"');
    const root = rootOf(html);
    expect(root).toContain('<form');
    expect(html).not.toContain('modulepreload');
    expect(root).toContain('type="password"');
    expect(dataIn(html)?.session).toBeNull();
  });

  it('reads the address’s query as the app does: why a sign-in link came back to it', async () => {
    const html = await (await app.request('/login?link=expired')).text();
    expect(rootOf(html)).toContain('That sign-in link has expired or was already used. Ask for a new one.');
  });

  it('is left to the app for a parent who is signed in already (the app sends them on)', async () => {
    const html = await (await app.request('/login', { headers: { cookie: parentA.cookie } })).text();
    expect(rootOf(html)).toContain('<!--first-screen-->');
    expect(dataIn(html)?.rendered).toBeUndefined();
  });

  it('is not in the page the service worker keeps for every address', async () => {
    const html = await (await app.request('/index.html')).text();
    expect(html).toBe(INDEX_HTML);
  });
});

describe('a first screen that cannot be rendered', () => {
  it('leaves the page as it was, with the data the app needs to draw it', async () => {
    const broken = await appWithWebBuild(async () => {
      throw new Error('a component broke');
    });
    const parent = await signUp(broken.app, broken.config.publicUrl, 'rendered-broken@example.org');
    const page = await broken.app.request('/portfolio', { headers: { cookie: parent.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(rootOf(html)).toContain('<!--first-screen-->');
    expect(dataIn(html)?.session?.user.id).toBe(parent.id);
    expect(dataIn(html)?.rendered).toBeUndefined();
  });
});
