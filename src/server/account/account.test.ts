import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp, MEDIA_STORES } from '../../../tests/setup/test-app.ts';
import { signIn, signUp } from '../../../tests/setup/test-users.ts';
import type { Family } from '../../shared/family.ts';
import { mediaObjects, userSettings } from '../db/schema.ts';
import { storeImage } from '../media/store-image.ts';

const onDisk = await createTestApp();
const { app, db, config } = onDisk;
/** Deleting an account removes its files wherever they live: the disk or an S3 bucket. */
const byStore = { local: onDisk, s3: await createTestApp({}, { mediaStore: 's3' }) };
const origin = config.publicUrl;
const json = (cookie: string, body?: unknown, method = 'GET') => ({
  method,
  headers: { cookie, origin, 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

describe('settings', () => {
  it('gives a new parent their defaults, with 5 stories left today', async () => {
    const parent = await signUp(app, origin, 'settings@example.org');
    const response = await app.request('/api/me/settings', json(parent.cookie));
    expect(await response.json()).toEqual({
      email: 'settings@example.org',
      language: 'en',
      isPremium: false,
      storiesLeftToday: 5,
      childName: null,
      childPronoun: null,
      timeZone: 'UTC',
      twoFactorEnabled: false,
      hasPassword: true,
    });
  });

  it('keeps how stories refer to the child, and refuses a choice it does not offer', async () => {
    const parent = await signUp(app, origin, 'pronoun@example.org');
    await app.request('/api/me/settings', json(parent.cookie, { childName: 'Noor' }, 'PUT'));
    const saved = await app.request('/api/me/settings', json(parent.cookie, { childPronoun: 'she' }, 'PUT'));
    expect(await saved.json()).toMatchObject({ childPronoun: 'she' });
    const cleared = await app.request('/api/me/settings', json(parent.cookie, { childPronoun: null }, 'PUT'));
    expect(await cleared.json()).toMatchObject({ childPronoun: null });
    const refused = await app.request('/api/me/settings', json(parent.cookie, { childPronoun: 'it' }, 'PUT'));
    expect(refused.status).toBe(400);
  });

  it('saves the language, the child’s first name and the time zone', async () => {
    const parent = await signUp(app, origin, 'saves@example.org');
    const response = await app.request(
      '/api/me/settings',
      json(parent.cookie, { language: 'de', childName: ' Noor ', timeZone: 'Europe/Amsterdam' }, 'PUT'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ language: 'de', childName: 'Noor', timeZone: 'Europe/Amsterdam' });
  });

  it('shows the family’s first child as the child’s name and pronoun, and makes that child when there is none', async () => {
    const parent = await signUp(app, origin, 'family-view@example.org');
    const made = await app.request(
      '/api/me/settings',
      json(parent.cookie, { childName: 'Noor', childPronoun: 'she' }, 'PUT'),
    );
    expect(await made.json()).toMatchObject({ childName: 'Noor', childPronoun: 'she' });
    const familyOf = async () => (await (await app.request('/api/account/export', json(parent.cookie))).json()).family;
    const [noor] = (await familyOf()).children;
    expect(noor).toEqual({ id: expect.any(String), name: 'Noor', pronoun: 'she', age: 'preschooler' });

    // The family screen added a brother and a grandmother; the name field renames the first child and keeps its id.
    const brother = { id: crypto.randomUUID(), name: 'Sem', pronoun: 'he', age: 'toddler' } as const;
    const oma = { id: crypto.randomUUID(), name: 'Oma', kind: 'grandmother' } as const;
    await db
      .update(userSettings)
      .set({ family: { children: [{ ...noor, age: 'older' }, brother], grownUps: [oma], pets: [] } })
      .where(eq(userSettings.userId, parent.id));
    const renamed = await app.request('/api/me/settings', json(parent.cookie, { childName: ' Noor  Lize ' }, 'PUT'));
    expect(await renamed.json()).toMatchObject({ childName: 'Noor Lize', childPronoun: 'she' });
    expect(await familyOf()).toEqual({
      children: [{ ...noor, name: 'Noor Lize', age: 'older' }, brother],
      grownUps: [oma],
      pets: [],
    });

    // Clearing the name does not remove a child the family keeps more about: that is the family screen's to do.
    const kept = await app.request(
      '/api/me/settings',
      json(parent.cookie, { childName: '', childPronoun: null }, 'PUT'),
    );
    expect(await kept.json()).toMatchObject({ childName: 'Noor Lize', childPronoun: null });
    expect((await familyOf()).children).toHaveLength(2);
  });

  it('removes the child when its name is cleared and it is the whole family; a pronoun alone makes no child', async () => {
    const parent = await signUp(app, origin, 'family-clear@example.org');
    await app.request('/api/me/settings', json(parent.cookie, { childName: 'Mila' }, 'PUT'));
    const cleared = await app.request('/api/me/settings', json(parent.cookie, { childName: null }, 'PUT'));
    expect(await cleared.json()).toMatchObject({ childName: null, childPronoun: null });
    const pronounOnly = await app.request('/api/me/settings', json(parent.cookie, { childPronoun: 'he' }, 'PUT'));
    expect(await pronounOnly.json()).toMatchObject({ childName: null, childPronoun: null });
    const exported = await (await app.request('/api/account/export', json(parent.cookie))).json();
    expect(exported.family).toEqual({ children: [], grownUps: [], pets: [] });
  });

  it('takes a Chinese name written with a middle dot, as transliterated names are', async () => {
    const parent = await signUp(app, origin, 'middle-dot@example.org');
    const response = await app.request('/api/me/settings', json(parent.cookie, { childName: '安娜·玛丽' }, 'PUT'));
    expect(response.status).toBe(200);
    expect((await response.json()).childName).toBe('安娜·玛丽');
  });

  it('refuses bad values with a 400 that names the field, and fields nobody may set', async () => {
    const parent = await signUp(app, origin, 'refuses@example.org');
    for (const [body, field] of [
      [{ language: 'xx' }, 'language'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ childName: '<script>' }, 'childName'],
      [{ isPremium: true }, '_'],
    ] as const) {
      const response = await app.request('/api/me/settings', json(parent.cookie, body, 'PUT'));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = (await response.json()).error;
      expect(error.code).toBe('invalidInput');
      expect(Object.keys(error.fields ?? {}).join(), JSON.stringify(body)).toContain(field);
    }
    const malformed = await app.request('/api/me/settings', { ...json(parent.cookie), method: 'PUT', body: '{oops' });
    expect(malformed.status).toBe(400);
    expect((await (await app.request('/api/me/settings', json(parent.cookie))).json()).isPremium).toBe(false);
  });
});

describe('the data export', () => {
  it('lists the account’s sessions, sign-in methods and two-factor state, without tokens or secrets', async () => {
    const parent = await signUp(app, origin, 'export@example.org', {
      address: '10.20.30.40',
      headers: { 'user-agent': 'Bedtime test browser' },
    });
    const exported = await (await app.request('/api/account/export', json(parent.cookie))).json();
    expect(exported.account.twoFactorEnabled).toBe(false);
    expect(exported.sessions).toEqual([
      {
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        ipAddress: '10.20.30.40',
        userAgent: 'Bedtime test browser',
      },
    ]);
    expect(exported.signInMethods).toEqual([{ provider: 'credential', createdAt: expect.any(String) }]);
    expect(exported.family).toEqual({ children: [], grownUps: [], pets: [] });
    const text = JSON.stringify(exported);
    const token = decodeURIComponent(parent.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(text).not.toContain(token);
    const [secrets] = (
      await db.execute<{ password: string }>(sql`select password from account where user_id = ${parent.id}`)
    ).rows;
    expect(text).not.toContain(secrets?.password ?? 'missing');
    expect(text).not.toMatch(/"(token|password|accessToken|refreshToken|idToken|secret)"/);
  });
});

describe('authorization', () => {
  it('asks a visitor to sign in for every account route', async () => {
    for (const [path, method] of [
      ['/api/me/settings', 'GET'],
      ['/api/me/settings', 'PUT'],
      ['/api/account/export', 'GET'],
      ['/api/account', 'DELETE'],
    ] as const) {
      const response = await app.request(path, {
        method,
        headers: { origin, 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await response.json()).error.code).toBe('unauthorized');
    }
  });

  it('keeps two parents apart: each sees and changes only their own settings and export', async () => {
    const anna = await signUp(app, origin, 'anna@example.org');
    const ben = await signUp(app, origin, 'ben@example.org');
    await app.request('/api/me/settings', json(anna.cookie, { childName: 'Mila' }, 'PUT'));
    await app.request('/api/me/settings', json(ben.cookie, { childName: 'Sam' }, 'PUT'));
    expect((await (await app.request('/api/me/settings', json(anna.cookie))).json()).childName).toBe('Mila');
    expect((await (await app.request('/api/me/settings', json(ben.cookie))).json()).childName).toBe('Sam');
    const annaExport = await (await app.request('/api/account/export', json(anna.cookie))).json();
    expect(annaExport.account.email).toBe('anna@example.org');
    expect(JSON.stringify(annaExport)).not.toContain('ben@example.org');
    expect(JSON.stringify(annaExport)).not.toContain('Sam');
    // Ben deleting "his" account cannot touch Anna's.
    await app.request('/api/account', json(ben.cookie, { confirm: 'DELETE' }, 'DELETE'));
    expect((await app.request('/api/me/settings', json(anna.cookie))).status).toBe(200);
  });
});

describe.each(MEDIA_STORES)('deleting an account, media stored %s', (store) => {
  const { app, db, config, media } = byStore[store];
  const origin = config.publicUrl;

  it('removes every row and file of the parent and ends their sessions', async () => {
    const parent = await signUp(app, origin, 'leaving@example.org');
    const other = await signUp(app, origin, 'staying@example.org');
    const storyId = '00000000-0000-4000-8000-0000000000aa';
    await db.execute(
      sql`insert into stories (id, title, character_name, language, user_id) values (${storyId}, 'Night', 'Owl', 'en', ${parent.id})`,
    );
    await db.execute(
      sql`insert into story_scenes (story_id, scene_number, scene_text, image_prompt, image_url, thumbnail_url, language, user_id) values (${storyId}, 1, 'a', 'a', '/media/u/s1.webp', '/media/u/s1-thumb.webp', 'en', ${parent.id})`,
    );
    await db.execute(
      sql`insert into characters (id, name, description, image_url, look, "order", is_custom, user_id) values ('custom-1', 'Zed', 'z', '/media/u/c.webp', 'z', 1100, true, ${parent.id})`,
    );
    await db.execute(sql`insert into saved_custom_activities (name, user_id) values ('Feeding ducks', ${parent.id})`);
    const family: Family = {
      children: [{ id: crypto.randomUUID(), name: 'Philippa', pronoun: 'she', age: 'toddler' }],
      grownUps: [{ id: crypto.randomUUID(), name: 'Grootmoeke', kind: 'grandmother' }],
      pets: [{ id: crypto.randomUUID(), name: 'Snuffelaar', kind: 'dog' }],
    };
    await db.update(userSettings).set({ family }).where(eq(userSettings.userId, parent.id));
    const exported = await (await app.request('/api/account/export', json(parent.cookie))).json();
    expect(exported.family).toEqual(family);
    await media.put(`users/${parent.id}/s1.webp`, new Uint8Array([1, 2, 3]), 'image/webp');
    await media.put(`users/${other.id}/s1.webp`, new Uint8Array([1]), 'image/webp');
    await db.insert(mediaObjects).values([
      { key: `users/${parent.id}/s1.webp`, userId: parent.id, contentType: 'image/webp', bytes: 3 },
      { key: `users/${other.id}/s1.webp`, userId: other.id, contentType: 'image/webp', bytes: 1 },
    ]);
    await app.request(
      '/api/auth/request-password-reset',
      json(parent.cookie, { email: parent.email, redirectTo: '/update-password' }, 'POST'),
    );

    const refused = await app.request('/api/account', json(parent.cookie, {}, 'DELETE'));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('clear-site-data')).toBeNull();
    const response = await app.request('/api/account', json(parent.cookie, { confirm: 'DELETE' }, 'DELETE'));
    expect(response.status).toBe(204);
    // The browser drops its HTTP cache of this site, pictures included.
    expect(response.headers.get('clear-site-data')).toBe('"cache"');

    // Zero rows in any table mention the parent's id or email, or a name of their family.
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    for (const { table_name } of tables.rows) {
      const hits = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${parent.id}%`} or t::text like ${'%leaving@example.org%'} or t::text similar to ${'%(Philippa|Grootmoeke|Snuffelaar)%'}`,
      );
      expect(hits.rows[0]?.n, table_name).toBe(0);
    }
    expect(await media.open(`users/${parent.id}/s1.webp`)).toBeUndefined();
    expect(await media.open(`users/${other.id}/s1.webp`)).toBeDefined();
    expect((await app.request('/api/me/settings', json(parent.cookie))).status).toBe(401);
    expect((await signIn(app, origin, parent.email, parent.password)).status).toBe(401);
    expect((await app.request('/api/me/settings', json(other.cookie))).status).toBe(200);
    const signOut = await app.request('/api/auth/sign-out', json(other.cookie, {}, 'POST'));
    expect(signOut.status).toBe(200);
    expect(signOut.headers.get('clear-site-data')).toBe('"cache"');
    expect((await app.request('/api/me/settings', json(other.cookie))).status).toBe(401);
  });

  it('leaves none of the parent’s files, also ones not recorded yet or stored afterwards', async () => {
    const { mediaKeys } = byStore[store];
    const parent = await signUp(app, origin, 'mid-story@example.org');
    const folder = `users/${parent.id}/`;
    // A picture the story's worker has written but not recorded yet.
    await media.put(`users/${parent.id}/jobs/job-1/scene-1.webp`, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await mediaKeys(folder)).toEqual([`users/${parent.id}/jobs/job-1/scene-1.webp`]);

    const response = await app.request('/api/account', json(parent.cookie, { confirm: 'DELETE' }, 'DELETE'));
    expect(response.status).toBe(204);
    expect(await mediaKeys(folder)).toEqual([]);

    // The worker finishes a picture after the account is gone: it is refused and its file does not stay.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#223355' } })
      .png()
      .toBuffer();
    await expect(
      storeImage(
        { db, media },
        {
          image: { bytes: new Uint8Array(png), contentType: 'image/png' },
          userId: parent.id,
          prefix: `users/${parent.id}/jobs/job-1`,
        },
      ),
    ).rejects.toThrow();
    expect(await mediaKeys(folder)).toEqual([]);
  });
});

describe('premium', () => {
  it('is switched on and off by email, case-insensitively', async () => {
    const { setPremium } = await import('./premium.ts');
    const parent = await signUp(app, origin, 'Premium@Example.org');
    expect(await setPremium(db, 'premium@example.org', true)).toBe(true);
    expect((await (await app.request('/api/me/settings', json(parent.cookie))).json()).isPremium).toBe(true);
    expect(await setPremium(db, 'premium@example.org', false)).toBe(true);
    expect((await (await app.request('/api/me/settings', json(parent.cookie))).json()).isPremium).toBe(false);
    expect(await setPremium(db, 'nobody@example.org', true)).toBe(false);
  });
});
