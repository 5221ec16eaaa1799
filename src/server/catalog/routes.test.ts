import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp, type TestUser } from '../../../tests/setup/test-users.ts';
import type { CatalogItem } from '../../shared/catalog.ts';
import { type ApiErrorBody, ERROR_MESSAGES } from '../../shared/errors.ts';
import { characters } from '../db/schema.ts';
import { createProviders, type Providers } from '../providers/registry.ts';
import type { Illustrator, ImageRequest } from '../providers/types.ts';

const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../../public', import.meta.url).pathname });
let slowDraw: ((signal: AbortSignal | undefined) => Promise<void>) | undefined;
let abortedDraws = 0;
let lastPrompt = '';
let lastComposition: ImageRequest['composition'];
const illustrator: Illustrator = {
  name: 'test',
  async draw(request, options) {
    lastPrompt = request.prompt;
    lastComposition = request.composition;
    if (slowDraw) {
      try {
        await slowDraw(options?.signal);
      } catch (error) {
        if (options?.signal?.aborted) abortedDraws += 1;
        throw error;
      }
    }
    return builtin.illustrator.draw(request, options);
  },
};
let describedCharacters = 0;
const translator: Providers['translator'] = {
  ...builtin.translator,
  async describeCharacter(item, options) {
    describedCharacters += 1;
    return builtin.translator.describeCharacter(item, options);
  },
};
const providers: Providers = { ...builtin, illustrator, translator };
const { app, config, db } = await createTestApp({}, { providers });
const origin = config.publicUrl;

const call = apiCaller(app, origin);

async function customImage(user: TestUser, kind: 'character' | 'activity', name = 'Zed the Zebra') {
  const response = await call(user, '/api/custom-images', {
    kind,
    name,
    description: 'A stripy friend who loves to dance',
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()).imageUrl as string;
}

describe('characters and activities', () => {
  it('shows a visitor the default characters in order, with all translations', async () => {
    const list = (await (await call(undefined, '/api/characters')).json()) as CatalogItem[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.map((item) => item.order)).toEqual([...list.map((item) => item.order)].sort((a, b) => a - b));
    expect(list[0]).toMatchObject({ order: 1000, isCustom: 0 });
    expect(list.every((item) => item.translations.length === 7 && item.isCustom === 0)).toBe(true);
    expect(((await (await call(undefined, '/api/activities')).json()) as CatalogItem[]).length).toBeGreaterThanOrEqual(
      24,
    );
  });

  it.each(['character', 'activity'] as const)(
    'lets a parent create a custom %s that only they see, after the others',
    async (kind) => {
      const path = kind === 'character' ? '/api/characters' : '/api/activities';
      const parent = await signUp(app, origin, `${kind}-maker@example.org`);
      const other = await signUp(app, origin, `${kind}-other@example.org`);
      const imageUrl = await customImage(parent, kind);
      expect(imageUrl).toMatch(/^\/media\/users\/.+\.webp$/);
      expect((await app.request(imageUrl)).status).toBe(200);
      const created = await call(parent, path, { name: ' Zed  the Zebra ', description: 'A stripy friend', imageUrl });
      expect(created.status).toBe(201);
      const item = (await created.json()) as CatalogItem;
      const defaults = (await (await call(undefined, path)).json()) as CatalogItem[];
      expect(item).toMatchObject({ name: 'Zed the Zebra', isCustom: 1, imageUrl });
      expect(item.order).toBe(Math.max(...defaults.map((entry) => entry.order)) + 100);
      expect(item.translations.map((entry) => entry.name)).toEqual(Array(7).fill('Zed the Zebra'));
      expect(((await (await call(parent, path)).json()) as CatalogItem[]).at(-1)?.id).toBe(item.id);
      expect(((await (await call(other, path)).json()) as CatalogItem[]).some((entry) => entry.id === item.id)).toBe(
        false,
      );
      expect(
        ((await (await call(undefined, path)).json()) as CatalogItem[]).some((entry) => entry.id === item.id),
      ).toBe(false);

      // Only the owner may delete it; a default item cannot be deleted at all.
      expect((await call(other, `${path}/${item.id}`, undefined, 'DELETE')).status).toBe(404);
      expect((await call(parent, `${path}/${defaults[0]?.id}`, undefined, 'DELETE')).status).toBe(404);
      expect((await call(parent, `${path}/${item.id}`, undefined, 'DELETE')).status).toBe(204);
      expect((await app.request(imageUrl)).status).toBe(404);
    },
  );

  it('refuses items without a name or description, too long, or with a picture the parent did not make', async () => {
    const parent = await signUp(app, origin, 'refused-items@example.org');
    const other = await signUp(app, origin, 'refused-other@example.org');
    const imageUrl = await customImage(parent, 'character');
    const othersImage = await customImage(other, 'character');
    for (const [body, status] of [
      [{ name: '', description: 'x', imageUrl }, 400],
      [{ name: 'x', description: '   ', imageUrl }, 400],
      [{ name: 'x'.repeat(51), description: 'x', imageUrl }, 400],
      [{ name: 'x', description: 'x'.repeat(501), imageUrl }, 400],
      [{ name: 'x', description: 'x', imageUrl: '/art/rabbit.svg' }, 400],
      [{ name: 'x', description: 'x', imageUrl: othersImage }, 400],
      [{ name: 'Knife', description: 'with a gun', imageUrl }, 422],
    ] as const) {
      expect((await call(parent, '/api/characters', body)).status, JSON.stringify(body)).toBe(status);
    }
    expect((await call(undefined, '/api/characters', { name: 'x', description: 'x', imageUrl })).status).toBe(401);
  });

  it('checks names in the language the parent uses, not only in English', async () => {
    const parent = await signUp(app, origin, 'german-parent@example.org');
    const imageUrl = await customImage(parent, 'character');
    const blood = { name: 'Blut', description: 'Ein Drache', imageUrl };
    expect((await call(parent, '/api/characters', blood)).status).toBe(201);
    const showingGerman = await app.request('/api/characters', {
      method: 'POST',
      headers: { cookie: `${parent.cookie}; i18next=de`, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...blood, name: 'Blutdrache Blut' }),
    });
    expect(showingGerman.status).toBe(422);
    // The refusal names the word to change as the parent wrote it; "Blutdrache" is a word of its own.
    expect(((await showingGerman.json()) as ApiErrorBody).error).toMatchObject({
      code: 'unsafeContent',
      words: ['Blut'],
    });
    expect((await call(parent, '/api/me/settings', { language: 'de' }, 'PUT')).status).toBe(200);
    expect(
      (await call(parent, '/api/custom-images', { kind: 'character', name: 'Blut', description: 'x' })).status,
    ).toBe(422);
    // An ordinary German word that is a blocked English one passes for a German parent.
    expect(
      (await call(parent, '/api/characters', { name: 'Es war einmal', description: 'Ein Drache', imageUrl })).status,
    ).toBe(201);
  });

  it('refuses unsafe descriptions and premium pictures for a standard account', async () => {
    const parent = await signUp(app, origin, 'pictures@example.org');
    const unsafe = await call(parent, '/api/custom-images', {
      kind: 'activity',
      name: 'Game',
      description: 'we played with a gun',
    });
    expect(unsafe.status).toBe(422);
    expect(((await unsafe.json()) as ApiErrorBody).error).toMatchObject({ code: 'unsafeContent', words: ['gun'] });
    const premium = await call(parent, '/api/custom-images', {
      kind: 'character',
      name: 'A',
      description: 'B',
      premium: true,
    });
    expect(premium.status).toBe(403);
    expect(
      (await call(undefined, '/api/custom-images', { kind: 'character', name: 'A', description: 'B' })).status,
    ).toBe(401);
  });

  it('draws a different picture on each redraw of the same character', async () => {
    const parent = await signUp(app, origin, 'redraw@example.org');
    const first = await customImage(parent, 'character', 'Pip');
    const second = await customImage(parent, 'character', 'Pip');
    const bytes = async (url: string) => Buffer.from(await (await app.request(url)).arrayBuffer());
    expect((await bytes(first)).equals(await bytes(second))).toBe(false);
  });

  it("sends the app's language with a custom activity's words, so the card reads them in it first", async () => {
    const parent = await signUp(app, origin, 'card-language@example.org');
    for (const language of ['fr', 'es'] as const) {
      const shown = { ...parent, cookie: `${parent.cookie}; i18next=${language}` };
      const response = await call(shown, '/api/custom-images', {
        kind: 'activity',
        name: 'Goûter',
        description: 'papi',
      });
      expect(response.status, await response.clone().text()).toBe(200);
      // "papi" is grandpa in French and dad in Spanish.
      expect(lastComposition?.language).toBe(language);
    }
  });

  it('answers a failed picture with the message of its code, never the provider’s own text', async () => {
    const parent = await signUp(app, origin, 'provider-error@example.org');
    slowDraw = async () => {
      throw new Error('upstream 500: model crashed at node gpu-7');
    };
    try {
      const response = await call(parent, '/api/custom-images', {
        kind: 'activity',
        name: 'Kites',
        description: 'Wind',
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: { code: 'imageGenerationFailed', message: ERROR_MESSAGES.imageGenerationFailed },
      });
    } finally {
      slowDraw = undefined;
    }
  });

  it('saves once when a slow save is retried with the same client key', async () => {
    const parent = await signUp(app, origin, 'retry-save@example.org');
    const other = await signUp(app, origin, 'retry-other@example.org');
    const imageUrl = await customImage(parent, 'activity', 'Kites');
    const clientKey = crypto.randomUUID();
    const body = { name: 'Kites', description: 'Flying kites on the hill', imageUrl, clientKey };
    const [first, retry] = await Promise.all([
      call(parent, '/api/activities', body),
      call(parent, '/api/activities', { ...body, skipTranslations: true }),
    ]);
    expect([first.status, retry.status].sort()).toEqual([200, 201].sort());
    const firstItem = (await first.json()) as CatalogItem;
    expect(((await retry.json()) as CatalogItem).id).toBe(firstItem.id);
    const again = await call(parent, '/api/activities', body);
    expect(((await again.json()) as CatalogItem).id).toBe(firstItem.id);
    const list = (await (await call(parent, '/api/activities')).json()) as CatalogItem[];
    expect(list.filter((item) => item.name === 'Kites')).toHaveLength(1);
    // Another parent's save with that key does not reach the first parent's item.
    const otherImage = await customImage(other, 'activity', 'Kites');
    const stolen = await call(other, '/api/activities', { ...body, imageUrl: otherImage });
    expect(stolen.status).toBe(409);
  });

  it('enhances a character into one English sentence, which its pictures then use', async () => {
    const parent = await signUp(app, origin, 'enhance@example.org');
    const enhanced = await call(parent, '/api/custom-images/enhance', {
      name: 'Pip',
      description: 'A tiny green dragon with round glasses',
    });
    expect(enhanced.status).toBe(200);
    const { look } = (await enhanced.json()) as { look: string };
    expect(look).toContain('A tiny green dragon with round glasses');
    const described = describedCharacters;
    const picture = await call(parent, '/api/custom-images', {
      kind: 'character',
      name: 'Pip',
      description: 'A tiny green dragon with round glasses',
      look: `${look}, wearing a red scarf`,
    });
    expect(picture.status).toBe(200);
    expect(describedCharacters).toBe(described);
    expect(lastPrompt).toContain('wearing a red scarf');
    // Saving keeps the enhanced look without asking the model again; an unsafe look is refused like a description.
    const { imageUrl } = (await picture.json()) as { imageUrl: string };
    const item = { name: 'Pip', description: 'A tiny green dragon with round glasses', imageUrl };
    const saved = await call(parent, '/api/characters', { ...item, look: `${look}, wearing a red scarf` });
    expect(saved.status, await saved.clone().text()).toBe(201);
    expect(describedCharacters).toBe(described);
    const { id } = (await saved.json()) as CatalogItem;
    const [stored] = await db.select({ look: characters.look }).from(characters).where(eq(characters.id, id));
    expect(stored?.look).toBe(`${look}, wearing a red scarf`);
    expect((await call(parent, '/api/characters', { ...item, look: 'covered in blood' })).status).toBe(422);
    expect(
      (await call(parent, '/api/custom-images/enhance', { name: 'Blood', description: 'covered in blood' })).status,
    ).toBe(422);
    expect((await call(parent, '/api/custom-images/enhance', { name: 'Pip' })).status).toBe(400);
    expect((await call(undefined, '/api/custom-images/enhance', { name: 'Pip', description: 'A dragon' })).status).toBe(
      401,
    );
  });

  it('cancels the picture when the parent closes the modal', async () => {
    const parent = await signUp(app, origin, 'cancel@example.org');
    slowDraw = (signal) =>
      new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
    const controller = new AbortController();
    const request = app.request(
      new Request(`${origin}/api/custom-images`, {
        method: 'POST',
        signal: controller.signal,
        headers: { cookie: parent.cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'character', name: 'Slow', description: 'Takes its time' }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await Promise.resolve(request).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    slowDraw = undefined;
    expect(abortedDraws).toBe(1);
  });
});

describe('typed activities', () => {
  it('keeps each typed activity once, case-insensitively, and offers the 6 most recent', async () => {
    const parent = await signUp(app, origin, 'typed@example.org');
    const other = await signUp(app, origin, 'typed-other@example.org');
    const first = await (await call(parent, '/api/saved-activities', { name: 'Feeding the ducks' })).json();
    const again = await (await call(parent, '/api/saved-activities', { name: '  feeding THE ducks ' })).json();
    expect(again.id).toBe(first.id);
    expect(again.usageCount).toBe(2);
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      await call(parent, '/api/saved-activities', { name });
    }
    const recent = await (await call(parent, '/api/saved-activities')).json();
    expect(recent.map((entry: { name: string }) => entry.name)).toEqual(['Six', 'Five', 'Four', 'Three', 'Two', 'One']);
    expect(await (await call(other, '/api/saved-activities')).json()).toEqual([]);
    expect((await call(other, `/api/saved-activities/${first.id}`, undefined, 'DELETE')).status).toBe(404);
    expect((await call(parent, `/api/saved-activities/${first.id}`, undefined, 'DELETE')).status).toBe(204);
    expect((await call(parent, '/api/saved-activities', { name: '   ' })).status).toBe(400);
    expect((await call(undefined, '/api/saved-activities')).status).toBe(401);
  });
});
