import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp } from '../../../tests/setup/test-users.ts';
import type { Family } from '../../shared/family.ts';

const { app, config } = await createTestApp();
const origin = config.publicUrl;
const call = apiCaller(app, origin);

function aFamily(): Family {
  return {
    children: [
      { id: randomUUID(), name: 'Noor', pronoun: 'she', age: 'preschooler' },
      { id: randomUUID(), name: 'Sem', pronoun: null, age: 'baby' },
    ],
    grownUps: [
      { id: randomUUID(), name: 'Oma', kind: 'grandmother' },
      { id: randomUUID(), name: '奶奶', kind: 'grandmother' },
      { id: randomUUID(), name: 'Tante Ine', kind: 'aunt' },
    ],
    pets: [
      { id: randomUUID(), name: 'Pip', kind: 'dog' },
      { id: randomUUID(), name: 'Bubbles', kind: 'other', word: 'axolotl' },
    ],
  };
}

/** A family with one member's fields changed, as a parent's edit (or a broken client) would send it. */
function aFamilyWith(changes: Array<[keyof Family, number, Record<string, unknown>]>, family: Family = aFamily()) {
  for (const [section, index, patch] of changes) {
    const members = family[section] as unknown as Record<string, unknown>[];
    members[index] = { ...members[index], ...patch };
  }
  return family;
}

/** The field paths a refused family names, as the screen reads them. */
async function refusedFields(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as { error: { code: string; fields?: Record<string, string[]> } };
  expect(error.code).toBe('invalidInput');
  return Object.keys(error.fields ?? {});
}

describe('the family in Settings', () => {
  it('gives a new parent an empty family', async () => {
    const parent = await signUp(app, origin, 'family-empty@example.org');
    const response = await call(parent, '/api/me/family');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ children: [], grownUps: [], pets: [] });
  });

  it('keeps the whole family and answers it, and a later save replaces it', async () => {
    const parent = await signUp(app, origin, 'family-round-trip@example.org');
    const family = aFamily();
    const saved = await call(parent, '/api/me/family', family, 'PUT');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(family);
    expect(await (await call(parent, '/api/me/family')).json()).toEqual(family);

    const smaller = { ...family, children: family.children.slice(1), pets: [] };
    await call(parent, '/api/me/family', smaller, 'PUT');
    expect(await (await call(parent, '/api/me/family')).json()).toEqual(smaller);
  });

  it('keeps the family’s skin tone for the pictures, and answers a family saved without one as it was', async () => {
    const parent = await signUp(app, origin, 'family-skin@example.org');
    const family = { ...aFamily(), skin: 'brown' as const };
    const saved = await call(parent, '/api/me/family', family, 'PUT');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(family);
    expect(await (await call(parent, '/api/me/family')).json()).toEqual(family);
    // Each their own, then not chosen again.
    await call(parent, '/api/me/family', { ...family, skin: 'mixed' }, 'PUT');
    expect(await (await call(parent, '/api/me/family')).json()).toMatchObject({ skin: 'mixed' });
    const unchosen = await call(parent, '/api/me/family', { ...family, skin: null }, 'PUT');
    expect(await unchosen.json()).toMatchObject({ skin: null });
    // Settings' child name is saved into the family without losing the tone.
    await call(parent, '/api/me/family', family, 'PUT');
    await call(parent, '/api/me/settings', { childName: 'Noortje' }, 'PUT');
    expect(await (await call(parent, '/api/me/family')).json()).toMatchObject({ skin: 'brown' });
    // The parent's data export has it with the family.
    expect((await (await call(parent, '/api/account/export')).json()).family).toMatchObject({ skin: 'brown' });

    const older = await signUp(app, origin, 'family-skin-older@example.org');
    const withoutTone = aFamily();
    await call(older, '/api/me/family', withoutTone, 'PUT');
    const answered = (await (await call(older, '/api/me/family')).json()) as Record<string, unknown>;
    expect(answered).toEqual(withoutTone);
    expect(answered).not.toHaveProperty('skin');
  });

  it('refuses a skin tone the pictures do not have, naming the field', async () => {
    const parent = await signUp(app, origin, 'family-skin-refused@example.org');
    for (const skin of ['pink', 'Dark', 4]) {
      expect(await refusedFields(await call(parent, '/api/me/family', { ...aFamily(), skin }, 'PUT'))).toEqual([
        'skin',
      ]);
    }
    expect(await (await call(parent, '/api/me/family')).json()).toEqual({ children: [], grownUps: [], pets: [] });
  });

  it('shows the first child as the child name and pronoun of Settings', async () => {
    const parent = await signUp(app, origin, 'family-first-child@example.org');
    await call(parent, '/api/me/family', aFamily(), 'PUT');
    expect(await (await call(parent, '/api/me/settings')).json()).toMatchObject({
      childName: 'Noor',
      childPronoun: 'she',
    });
    await call(parent, '/api/me/family', { children: [], grownUps: [], pets: [] }, 'PUT');
    expect(await (await call(parent, '/api/me/settings')).json()).toMatchObject({
      childName: null,
      childPronoun: null,
    });
  });

  it('refuses a seventh child, a thirteenth grown-up and a ninth pet', async () => {
    const parent = await signUp(app, origin, 'family-limits@example.org');
    const children = Array.from({ length: 7 }, () => ({
      id: randomUUID(),
      name: 'Noor',
      pronoun: null,
      age: 'toddler',
    }));
    expect(await refusedFields(await call(parent, '/api/me/family', { ...aFamily(), children }, 'PUT'))).toEqual([
      'children',
    ]);
    const grownUps = Array.from({ length: 13 }, () => ({ id: randomUUID(), name: 'Oma', kind: 'grandmother' }));
    expect(await refusedFields(await call(parent, '/api/me/family', { ...aFamily(), grownUps }, 'PUT'))).toEqual([
      'grownUps',
    ]);
    const pets = Array.from({ length: 9 }, () => ({ id: randomUUID(), name: 'Pip', kind: 'cat' }));
    expect(await refusedFields(await call(parent, '/api/me/family', { ...aFamily(), pets }, 'PUT'))).toEqual(['pets']);
    // Six children is the limit, not past it.
    const six = await call(parent, '/api/me/family', { ...aFamily(), children: children.slice(0, 6) }, 'PUT');
    expect(six.status).toBe(200);
  });

  it('refuses a name with digits or of 41 characters, naming the field it belongs to', async () => {
    const parent = await signUp(app, origin, 'family-names@example.org');
    const withDigits = aFamilyWith([['children', 1, { name: 'Sem2' }]]);
    expect(await refusedFields(await call(parent, '/api/me/family', withDigits, 'PUT'))).toEqual(['children.1.name']);

    const tooLong = aFamilyWith([['grownUps', 2, { name: 'A'.repeat(41) }]]);
    expect(await refusedFields(await call(parent, '/api/me/family', tooLong, 'PUT'))).toEqual(['grownUps.2.name']);
    const longest = aFamilyWith([['grownUps', 2, { name: 'A'.repeat(40) }]]);
    expect((await call(parent, '/api/me/family', longest, 'PUT')).status).toBe(200);

    const markup = aFamilyWith([['pets', 0, { name: '<Pip>' }]]);
    expect(await refusedFields(await call(parent, '/api/me/family', markup, 'PUT'))).toEqual(['pets.0.name']);
    const blank = aFamilyWith([['children', 0, { name: '   ' }]]);
    expect(await refusedFields(await call(parent, '/api/me/family', blank, 'PUT'))).toEqual(['children.0.name']);
  });

  it('takes invisible characters and extra spaces out of names and words, and keeps the rest', async () => {
    const parent = await signUp(app, origin, 'family-invisible@example.org');
    const family = aFamilyWith([
      ['children', 0, { name: ' No\u200Bor\u202E ' }],
      ['grownUps', 0, { name: 'Tante\u00A0\u00A0 Ine\u2066' }],
      ['pets', 1, { word: '\uFEFFaxo\u200Dlotl ' }],
    ]);
    const saved = (await (await call(parent, '/api/me/family', family, 'PUT')).json()) as Family;
    expect(saved.children[0]?.name).toBe('Noor');
    expect(saved.grownUps[0]?.name).toBe('Tante Ine');
    expect(saved.pets[1]?.word).toBe('axolotl');
    expect(((await (await call(parent, '/api/me/family')).json()) as Family).children[0]?.name).toBe('Noor');
  });

  it('asks what kind of animal an "other" pet is', async () => {
    const parent = await signUp(app, origin, 'family-other-pet@example.org');
    const family = aFamily();
    const { id } = family.pets[1] ?? { id: '' };
    const withoutWord = { ...family, pets: [family.pets[0], { id, name: 'Bubbles', kind: 'other' }] };
    expect(await refusedFields(await call(parent, '/api/me/family', withoutWord, 'PUT'))).toEqual(['pets.1.word']);
    const blankWord = aFamilyWith([['pets', 1, { word: ' \u200B ' }]], family);
    expect(await refusedFields(await call(parent, '/api/me/family', blankWord, 'PUT'))).toEqual(['pets.1.word']);
  });

  it('refuses the same id twice, kinds it does not offer and fields nobody may set', async () => {
    const parent = await signUp(app, origin, 'family-shapes@example.org');
    const family = aFamily();
    const twice = aFamilyWith([['pets', 0, { id: family.children[0]?.id }]], family);
    expect(await refusedFields(await call(parent, '/api/me/family', twice, 'PUT'))).toEqual(['_']);

    for (const [change, field] of [
      [(family: Family) => ({ ...family, grownUps: [{ ...family.grownUps[0], kind: 'cousin' }] }), 'grownUps.0.kind'],
      [(family: Family) => ({ ...family, children: [{ ...family.children[0], age: 'teen' }] }), 'children.0.age'],
      [(family: Family) => ({ ...family, children: [{ ...family.children[0], pronoun: 'it' }] }), 'children.0.pronoun'],
      [(family: Family) => ({ ...family, pets: [{ ...family.pets[0], id: 'pip' }] }), 'pets.0.id'],
      [(family: Family) => ({ ...family, friends: ['Mila'] }), '_'],
      [(family: Family) => ({ children: family.children, pets: family.pets }), 'grownUps'],
    ] as const) {
      const body = change(aFamily());
      expect(await refusedFields(await call(parent, '/api/me/family', body, 'PUT')), JSON.stringify(body)).toContain(
        field,
      );
    }
    // Nothing refused was kept.
    expect(await (await call(parent, '/api/me/family')).json()).toEqual({ children: [], grownUps: [], pets: [] });
  });

  it('keeps each family to its own account', async () => {
    const first = await signUp(app, origin, 'family-first@example.org');
    const second = await signUp(app, origin, 'family-second@example.org');
    const family = aFamily();
    await call(first, '/api/me/family', family, 'PUT');
    expect(await (await call(second, '/api/me/family')).json()).toEqual({ children: [], grownUps: [], pets: [] });
    await call(second, '/api/me/family', { children: [], grownUps: [], pets: [] }, 'PUT');
    expect(await (await call(first, '/api/me/family')).json()).toEqual(family);
  });

  it('answers 401 to a visitor who is not signed in, and refuses a save from another site', async () => {
    expect((await call(undefined, '/api/me/family')).status).toBe(401);
    expect((await call(undefined, '/api/me/family', aFamily(), 'PUT')).status).toBe(401);
    const parent = await signUp(app, origin, 'family-cross-site@example.org');
    const crossSite = await app.request('/api/me/family', {
      method: 'PUT',
      headers: { cookie: parent.cookie, origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify(aFamily()),
    });
    expect(crossSite.status).toBe(403);
    expect(await (await call(parent, '/api/me/family')).json()).toEqual({ children: [], grownUps: [], pets: [] });
  });
});
