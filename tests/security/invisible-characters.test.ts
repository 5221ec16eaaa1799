import { describe, expect, it } from 'vitest';
import { UpdateSettingsSchema } from '../../src/shared/account.ts';
import { CreateCatalogItemSchema, CustomImageSchema, SaveActivitySchema } from '../../src/shared/catalog.ts';
import { FamilySchema, MomentsSchema } from '../../src/shared/family.ts';
import { withoutInvisibleCharacters } from '../../src/shared/invisible-characters.ts';
import { CreateJobSchema } from '../../src/shared/stories.ts';
import { createTestApp } from '../setup/test-app.ts';
import { apiCaller, signUp } from '../setup/test-users.ts';

/** A right-to-left override, a zero-width space, a zero-width joiner, a word joiner and a byte-order mark. */
const HIDDEN = ['\u202E', '\u200B', '\u200D', '\u2060', '\uFEFF', '\u2067', '\u200F'];
const spoiled = (name: string) =>
  [...name].map((character, index) => `${character}${HIDDEN[index % HIDDEN.length]}`).join('');

const { app, config } = await createTestApp();
const call = apiCaller(app, config.publicUrl);

describe('names lose bidirectional controls and invisible characters on input', () => {
  it('keeps every visible letter of the app’s seven languages, accents, marks and emoji', () => {
    for (const name of ['Émilie-Zoë', 'Jürgen', 'João', 'Ñandú', '小明', '丽·莎', 'Moss 🐉', "O'Neil"]) {
      expect(withoutInvisibleCharacters(name)).toBe(name);
      expect(withoutInvisibleCharacters(spoiled(name))).toBe(name);
    }
  });

  it('in every schema that takes a name: custom characters and activities, typed activities, the family, friends', () => {
    const item = { description: 'a small green dragon', imageUrl: '/media/users/u/custom/x.webp' };
    expect(CreateCatalogItemSchema.parse({ ...item, name: spoiled('Moss') }).name).toBe('Moss');
    expect(
      CustomImageSchema.parse({ kind: 'activity', name: spoiled('Puddles'), description: item.description }).name,
    ).toBe('Puddles');
    expect(SaveActivitySchema.parse({ name: spoiled('Feeding ducks') }).name).toBe('Feeding ducks');
    expect(UpdateSettingsSchema.parse({ childName: spoiled('Lily') }).childName).toBe('Lily');
    const job = CreateJobSchema.parse({
      characterId: 'character-owl',
      customActivities: [spoiled('Swings')],
      customDescription: spoiled('Rain'),
      language: 'en',
      idempotencyKey: 'invisible-1',
    });
    expect(job.customActivities).toEqual(['Swings']);
    expect(job.customDescription).toBe('Rain');
    const family = FamilySchema.parse({
      children: [{ id: crypto.randomUUID(), name: spoiled('Noor'), pronoun: null, age: 'toddler' }],
      grownUps: [{ id: crypto.randomUUID(), name: spoiled('Oma'), kind: 'grandmother' }],
      pets: [{ id: crypto.randomUUID(), name: spoiled('Biscuit'), kind: 'other', word: spoiled('a tortoise') }],
    });
    expect([family.children[0]?.name, family.grownUps[0]?.name, family.pets[0]?.name, family.pets[0]?.word]).toEqual([
      'Noor',
      'Oma',
      'Biscuit',
      'a tortoise',
    ]);
    expect(MomentsSchema.parse({ friends: [spoiled('Sami')] }).friends).toEqual(['Sami']);
    // A name of nothing but invisible characters is an empty name: refused as one.
    expect(SaveActivitySchema.safeParse({ name: '\u200B\u202E\u200D' }).success).toBe(false);
    expect(UpdateSettingsSchema.parse({ childName: '\u200B\u200D' }).childName).toBeNull();
  });

  it('through the API: the account’s name at sign-up and update, the child’s name, a typed activity', async () => {
    const parent = await signUp(app, config.publicUrl, 'invisible@example.org');
    const renamed = await call(parent, '/api/auth/update-user', { name: spoiled('Sam Parent') });
    expect(renamed.status).toBe(200);
    const session = (await (await call(parent, '/api/auth/get-session')).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Sam Parent');

    const signUpResponse = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: config.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'invisible-2@example.org', password: 'sleepy-owl-42', name: spoiled('Alex') }),
    });
    expect(signUpResponse.status).toBe(200);
    expect(((await signUpResponse.json()) as { user: { name: string } }).user.name).toBe('Alex');

    const settings = await call(parent, '/api/me/settings', { childName: spoiled('Noor') }, 'PUT');
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { childName: string }).childName).toBe('Noor');

    const typed = await call(parent, '/api/saved-activities', { name: spoiled('Baking') });
    expect(typed.status).toBe(201);
    expect(((await typed.json()) as { name: string }).name).toBe('Baking');
  });
});
