import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp } from '../../../tests/setup/test-users.ts';
import { userSettings } from '../db/schema.ts';
import { createProviders, type Providers } from '../providers/registry.ts';
import type { SafetyChecker } from '../providers/types.ts';

const builtin = createProviders({ dataDir: '/tmp', publicDir: new URL('../../../public', import.meta.url).pathname });
/** Every text the safety checker was sent. */
const checked: string[] = [];
const safety: SafetyChecker = {
  ...builtin.safety,
  check: (texts, language) => {
    checked.push(...texts);
    return builtin.safety.check(texts, language);
  },
};
const providers: Providers = { ...builtin, safety };
const { app, config, db } = await createTestApp({}, { providers });
const origin = config.publicUrl;
const call = apiCaller(app, origin);

describe('checking the typed words after a refused story', () => {
  it('names the texts to change, by position, and passes the gentle ones', async () => {
    const parent = await signUp(app, origin, 'check-words@example.org');
    const response = await call(parent, '/api/stories/check-words', {
      texts: ['We fed the ducks', '', 'the pirate had a gun and blood everywhere', 'Swings at the park'],
      language: 'en',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ toChange: [2], words: [[], [], ['gun', 'blood'], []] });
  });

  it('names the words to change as the parent wrote them, in their language', async () => {
    const parent = await signUp(app, origin, 'check-words-german@example.org');
    const response = await call(parent, '/api/stories/check-words', {
      texts: ['Wir waren im Zoo', 'Der Pirat hatte ein MESSER, überall Blut'],
      language: 'de',
    });
    expect(await response.json()).toEqual({ toChange: [1], words: [[], ['MESSER', 'Blut']] });
    const chinese = await call(parent, '/api/stories/check-words', {
      texts: ['我们去了公园', '他拿着手枪'],
      language: 'zh',
    });
    expect(await chinese.json()).toEqual({ toChange: [1], words: [[], ['手枪']] });
  });

  it('gives the child’s name back in a refused phrase, where the check saw its placeholder', async () => {
    const parent = await signUp(app, origin, 'check-words-name@example.org');
    expect((await call(parent, '/api/me/settings', { childName: 'Philomena' }, 'PUT')).status).toBe(200);
    const response = await call(parent, '/api/stories/check-words', {
      texts: ['the dragon cut off Philomena’s head'],
      language: 'en',
    });
    expect(await response.json()).toEqual({ toChange: [0], words: [['cut off Philomena’s head']] });
  });

  it('sends the checker no name of the family nor of tonight’s friends, and gives them back in a refused phrase', async () => {
    const parent = await signUp(app, origin, 'check-words-family@example.org');
    const family = {
      children: [{ id: crypto.randomUUID(), name: 'Philomena', pronoun: null, age: 'toddler' as const }],
      grownUps: [{ id: crypto.randomUUID(), name: 'Oma', kind: 'grandmother' as const }],
      pets: [{ id: crypto.randomUUID(), name: 'Biscuit', kind: 'dog' as const }],
    };
    await db.update(userSettings).set({ family }).where(eq(userSettings.userId, parent.id));
    checked.length = 0;
    const response = await call(parent, '/api/stories/check-words', {
      texts: ['Oma and Biscuit went to the zoo', 'the dragon cut off Noah’s head'],
      language: 'en',
      friends: ['Noah'],
    });
    expect(await response.json()).toEqual({ toChange: [1], words: [[], ['cut off Noah’s head']] });
    expect(checked).toHaveLength(2);
    expect(checked.join(' ')).not.toMatch(/Philomena|Oma|Biscuit|Noah/);
  });

  it('is for signed-in parents only, and refuses a malformed request with a clear error', async () => {
    expect((await call(undefined, '/api/stories/check-words', { texts: ['hi'], language: 'en' })).status).toBe(401);
    const parent = await signUp(app, origin, 'check-words-bad@example.org');
    const bad = await call(parent, '/api/stories/check-words', { texts: [], language: 'xx' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalidInput');
  });
});
