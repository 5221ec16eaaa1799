import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../src/server/db/schema.ts';
import { dailyBudget } from '../../src/server/limits/daily-budget.ts';
import { removeUnusedPreviews } from '../../src/server/limits/housekeeping.ts';
import { createLogger } from '../../src/server/logger.ts';
import { KOKORO_MODEL } from '../../src/server/providers/speech/kokoro-replicate.ts';
import { startFakeReplicate } from '../fakes/replicate-fake.ts';
import { confirmMailedLink } from '../setup/mailed-links.ts';
import { storyIdOfJob } from '../setup/story-jobs.ts';
import { createTestApp } from '../setup/test-app.ts';
import { apiCaller, cookieOf, fromAddress, signIn, signUp } from '../setup/test-users.ts';
import { nextAddress, uniqueEmail } from './world.ts';

/**
 * What one account, one address or one client can cost the service: budgets of paid calls per parent and day, mails
 * per recipient and hour, new accounts per client address and day; and the small holes next to them (sign-up's
 * profile, log lines, sessions, files on disk, source maps).
 */
/** Tests that hash passwords or make stories get a minute: a machine busy with other work slows them a lot. */
const HEAVY = 60_000;

const logLines: string[] = [];
const server = await createTestApp(
  {
    PICTURES_PER_DAY: '5',
    ENHANCE_CALLS_PER_DAY: '4',
    CUSTOM_SAVES_PER_DAY: '3',
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'debug',
  },
  { logSink: (line) => logLines.push(line) },
);
const { app, auth, config, db, mailbox } = server;
const origin = config.publicUrl;
const call = apiCaller(app, origin);
const nativeOrigin = 'https://localhost';

const postFrom = (address: string, pathname: string, body: unknown, headers: Record<string, string> = { origin }) =>
  app.request(
    pathname,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
    fromAddress(address),
  );

describe('daily budgets of paid calls per parent', () => {
  it(
    'gives 30 parallel picture previews exactly the budget, then a localized 429 with Retry-After',
    async () => {
      const parent = await signUp(app, origin, uniqueEmail('budget-pictures'));
      const stranger = await signUp(app, origin, uniqueEmail('budget-stranger'));
      const preview = (who = parent) =>
        call(who, '/api/custom-images', { kind: 'activity', name: 'Kite', description: 'Flying a red kite' });
      const answers = await Promise.all(Array.from({ length: 30 }, () => preview()));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      const refused = answers.find((answer) => answer.status === 429);
      if (!refused) throw new Error('no preview was refused');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('picturesBudgetReached');
      // Another parent's budget is their own.
      expect((await preview(stranger)).status).toBe(200);
    },
    HEAVY,
  );

  it('gives enhance calls a budget of their own', async () => {
    const parent = await signUp(app, origin, uniqueEmail('budget-enhance'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(parent, '/api/custom-images/enhance', { name: 'Moon dancer', description: 'A dancer in a silver cape' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(8);
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    // Its end says no new character today, not that every picture is used up: previews are still left.
    const body = (await refused[0]?.json()) as { error?: { code: string } } | undefined;
    expect(body?.error?.code).toBe('enhanceBudgetReached');
    expect(
      (await call(parent, '/api/custom-images', { kind: 'activity', name: 'Kite', description: 'A red kite' })).status,
    ).toBe(200);
  });

  it('gives failed calls back at most twice the budget a day, so an account whose every call fails still stops', async () => {
    const parent = await signUp(app, origin, uniqueEmail('budget-refunds'));
    const budget = dailyBudget(db, { pictures: 2, enhance: 2, narration: 2, saves: 2 });
    let calls = 0;
    // Every call fails at the provider and is given back, until the refunds run out.
    while (
      await budget.spend(parent.id, 'pictures').then(
        () => true,
        () => false,
      )
    ) {
      calls += 1;
      await budget.giveBack(parent.id, 'pictures');
      if (calls > 100) break;
    }
    expect(calls).toBe(2 + 4);
    // The refunds of one kind are its own.
    await budget.spend(parent.id, 'enhance');
    await budget.giveBack(parent.id, 'enhance');
    await budget.spend(parent.id, 'enhance');
    await budget.spend(parent.id, 'enhance');
    await expect(budget.spend(parent.id, 'enhance')).rejects.toMatchObject({ code: 'enhanceBudgetReached' });
  });

  it(
    'gives saving custom characters and activities a budget of its own, however often one picture is saved',
    async () => {
      const parent = await signUp(app, origin, uniqueEmail('budget-saves'));
      const drawn = await call(parent, '/api/custom-images', { kind: 'activity', name: 'Kite', description: 'A kite' });
      const { imageUrl } = (await drawn.json()) as { imageUrl: string };
      const keys = Array.from({ length: 10 }, () => crypto.randomUUID());
      const save = (clientKey: string) =>
        call(parent, '/api/activities', { name: 'Kite', description: 'A red kite', imageUrl, clientKey });
      const answers = await Promise.all(keys.map(save));
      const saved = answers.flatMap((answer, index) => (answer.status === 201 ? [keys[index] ?? ''] : []));
      expect(saved).toHaveLength(3);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(7);
      expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await refused[0]?.json()) as { error?: { code: string } } | undefined;
      expect(body?.error?.code).toBe('savesBudgetReached');
      // A retry of a save that went through costs nothing and still gets its item.
      expect((await save(saved[0] ?? '')).status).toBe(200);
    },
    HEAVY,
  );

  it(
    'answers the story start over the daily limit with Retry-After until the parent’s midnight',
    async () => {
      const parent = await signUp(app, origin, uniqueEmail('budget-stories'));
      const start = (key: number) =>
        call(parent, '/api/stories/jobs', {
          characterId: 'character-bunny',
          activityIds: ['activity-playground'],
          language: 'en',
          idempotencyKey: `abuse-${Date.now()}-${key}`,
        });
      const answers = await Promise.all(Array.from({ length: 8 }, (_, key) => start(key)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(3);
      const retryAfter = Number(refused[0]?.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    },
    HEAVY,
  );
});

describe('the daily budget of narration', async () => {
  const kokoroVersion = KOKORO_MODEL.split(':')[1] ?? '';
  const replicate = await startFakeReplicate({
    token: 'r8_voice',
    models: { [kokoroVersion]: { output: 'string', file: 'wav' } },
  });
  afterAll(() => replicate.close());
  const voiced = await createTestApp(
    {
      REPLICATE_API_TOKEN: 'r8_voice',
      REPLICATE_BASE_URL: replicate.url,
      TTS_PROVIDER: 'replicate',
      NARRATIONS_PER_DAY: '2',
    },
    // The fake knows only the voice: pictures fail fast and the story keeps its fallback art.
    { timing: { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 } },
  );
  const voicedCall = apiCaller(voiced.app, voiced.config.publicUrl);

  it(
    'counts only first readings by the server voice; a replay is free, and the budget’s end says so',
    async () => {
      const parent = await signUp(voiced.app, voiced.config.publicUrl, uniqueEmail('narration-budget'));
      const started = await voicedCall(parent, '/api/stories/jobs', {
        characterId: 'character-bunny',
        activityIds: ['activity-playground'],
        language: 'en',
        idempotencyKey: 'narration-budget',
      });
      const storyId = await storyIdOfJob(voiced.db, ((await started.json()) as { jobId: string }).jobId);
      const speak = (sceneNumber: number) => voicedCall(parent, '/api/speech', { storyId, sceneNumber });
      expect((await speak(1)).status).toBe(200);
      expect((await speak(2)).status).toBe(200);
      expect((await speak(1)).status).toBe(200);
      const refused = await speak(3);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('narrationBudgetReached');
    },
    HEAVY,
  );
});

describe('unused picture previews', () => {
  it(
    'are removed with their files after a day by the clean-up job; saved and fresh ones stay',
    async () => {
      const parent = await signUp(app, origin, uniqueEmail('previews'));
      const draw = async () => {
        const answer = await call(parent, '/api/custom-images', {
          kind: 'character',
          name: 'Zig',
          description: 'A zebra with a hat',
        });
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { imageUrl: string }).imageUrl;
      };
      const [kept, forgotten, fresh] = [await draw(), await draw(), await draw()];
      const saved = await call(parent, '/api/characters', {
        name: 'Zig',
        description: 'A zebra with a hat',
        imageUrl: kept,
        skipTranslations: true,
      });
      expect(saved.status).toBe(201);
      const keyOf = (url: string) => url.replace(/^\/media\//, '');
      const fileOf = (key: string) => path.join(config.dataDir, 'media', key);
      // Two of them were made two days ago.
      for (const url of [kept, forgotten]) {
        const stem = keyOf(url).replace(/\.webp$/, '');
        await db.execute(
          sql`update media_objects set created_at = now() - interval '2 days' where key like ${`${stem}%`}`,
        );
      }

      expect(
        await removeUnusedPreviews({
          db,
          media: server.media,
          logger: createLogger({ logLevel: 'silent', env: 'test' }),
        }),
      ).toBe(2);
      const left = await db
        .select({ key: mediaObjects.key })
        .from(mediaObjects)
        .where(eq(mediaObjects.userId, parent.id));
      const leftKeys = left.map((row) => row.key);
      expect(leftKeys).toContain(keyOf(kept));
      expect(leftKeys).toContain(keyOf(kept).replace('.webp', '-thumb.webp'));
      expect(leftKeys).toContain(keyOf(fresh));
      expect(leftKeys.some((key) => key.startsWith(keyOf(forgotten).replace('.webp', '')))).toBe(false);
      await expect(stat(fileOf(keyOf(forgotten)))).rejects.toThrow();
      await expect(stat(fileOf(keyOf(forgotten).replace('.webp', '-thumb.webp')))).rejects.toThrow();
      expect((await stat(fileOf(keyOf(kept)))).isFile()).toBe(true);
    },
    HEAVY,
  );

  it('keep their rows when removing their files fails, so the next run removes both', async () => {
    const parent = await signUp(app, origin, uniqueEmail('previews-retry'));
    const answer = await call(parent, '/api/custom-images', { kind: 'activity', name: 'Mud', description: 'Puddles' });
    const key = ((await answer.json()) as { imageUrl: string }).imageUrl.replace(/^\/media\//, '');
    await db.execute(sql`update media_objects set created_at = now() - interval '2 days' where user_id = ${parent.id}`);
    const rowsOfParent = async () =>
      (await db.select({ key: mediaObjects.key }).from(mediaObjects).where(eq(mediaObjects.userId, parent.id))).map(
        (row) => row.key,
      );
    const logger = createLogger({ logLevel: 'silent', env: 'test' });
    const brokenDisk = {
      remove: async () => {
        throw new Error('the disk is gone');
      },
    } as unknown as typeof server.media;
    await expect(removeUnusedPreviews({ db, media: brokenDisk, logger })).rejects.toThrow('the disk is gone');
    expect(await rowsOfParent()).toContain(key);
    expect((await stat(path.join(config.dataDir, 'media', key))).isFile()).toBe(true);

    expect(await removeUnusedPreviews({ db, media: server.media, logger })).toBeGreaterThanOrEqual(2);
    expect(await rowsOfParent()).toEqual([]);
    await expect(stat(path.join(config.dataDir, 'media', key))).rejects.toThrow();
  });

  it('are kept on disk for the server’s user only: folders 0700, files 0600', async () => {
    const parent = await signUp(app, origin, uniqueEmail('private-files'));
    const answer = await call(parent, '/api/custom-images', { kind: 'activity', name: 'Sand', description: 'Digging' });
    const file = path.join(config.dataDir, 'media', ((await answer.json()) as { imageUrl: string }).imageUrl.slice(7));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(config.dataDir, 'media', 'users'))).mode & 0o777).toBe(0o700);
    // The media folder itself, which closes whatever an older version left readable below it.
    expect((await stat(path.join(config.dataDir, 'media'))).mode & 0o777).toBe(0o700);
  });
});

describe('account mails per recipient', () => {
  const mailsTo = async (address: string) => {
    await auth.mailSent();
    return mailbox.messages.filter((message) => message.to === address);
  };

  it('sends one address at most 3 reset mails an hour, whoever asks, and answers every request the same', async () => {
    const parent = await signUp(app, origin, uniqueEmail('reset-flood'));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        postFrom(nextAddress(), '/api/auth/request-password-reset', { email: parent.email, redirectTo: '/' }),
      ),
    );
    const replies = new Set(
      await Promise.all(answers.map(async (answer) => `${answer.status} ${await answer.text()}`)),
    );
    expect(replies.size).toBe(1);
    expect([...replies][0]).toMatch(/^200 /);
    expect(await mailsTo(parent.email)).toHaveLength(3);
  });

  it('sends a stranger at most 3 sign-in links an hour', async () => {
    const stranger = uniqueEmail('link-flood');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        postFrom(nextAddress(), '/api/auth/sign-in/magic-link', { email: stranger, callbackURL: '/' }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await mailsTo(stranger)).toHaveLength(3);
  });

  it(
    'sends the owner of a taken address at most 3 “someone tried to sign up” notices an hour',
    async () => {
      const parent = await signUp(app, origin, uniqueEmail('signup-flood'));
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await postFrom(nextAddress(), '/api/auth/sign-up/email', {
          email: parent.email,
          password: 'another-password',
          name: 'Someone',
        });
        expect(answer.status).toBeLessThan(500);
      }
      const notices = (await mailsTo(parent.email)).filter((mail) => /already have an account/i.test(mail.text));
      expect(notices).toHaveLength(3);
    },
    HEAVY,
  );
});

describe('confirmation mails per recipient', async () => {
  const confirming = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true', AUTH_RATE_LIMIT: '10000' });
  const confirmingOrigin = confirming.config.publicUrl;

  it(
    'sends an unconfirmed address at most 3 confirmation mails an hour, however often someone signs in with it',
    async () => {
      const email = uniqueEmail('confirm-flood');
      const signUpAnswer = await confirming.app.request(
        '/api/auth/sign-up/email',
        {
          method: 'POST',
          headers: { origin: confirmingOrigin, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'sleepy-owl-42', name: 'Unconfirmed' }),
        },
        fromAddress(nextAddress()),
      );
      expect(signUpAnswer.status).toBe(200);
      // Every sign-in of an unconfirmed account sends a new confirmation link.
      const replies = new Set<string>();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await signIn(confirming.app, confirmingOrigin, email, 'sleepy-owl-42', nextAddress());
        replies.add(`${answer.status} ${await answer.text()}`);
      }
      expect(replies.size).toBe(1);
      expect([...replies][0]).toMatch(/^403 .*EMAIL_NOT_VERIFIED/);
      await confirming.auth.mailSent();
      const confirmations = confirming.mailbox.messages.filter(
        (message) => message.to === email && message.text.includes('/api/auth/verify-email'),
      );
      expect(confirmations).toHaveLength(3);
    },
    HEAVY,
  );
});

describe('new accounts per client address', () => {
  it(
    'allows 10 new accounts a day from one address on every path, the native app’s included',
    async () => {
      const address = '10.77.0.1';
      const statuses: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        const headers = index % 2 === 0 ? { origin } : { origin: nativeOrigin };
        const answer = await postFrom(
          address,
          '/api/auth/sign-up/email',
          { email: uniqueEmail('throwaway'), password: 'sleepy-owl-42', name: 'Throwaway' },
          headers,
        );
        statuses.push(answer.status);
        if (answer.status === 429) expect(((await answer.json()) as { code: string }).code).toBe('signUpLimitReached');
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
      // A mailed sign-in link that would make the 11th account makes none either.
      const stranger = uniqueEmail('link-account');
      expect(
        (await postFrom(address, '/api/auth/sign-in/magic-link', { email: stranger, callbackURL: '/' })).status,
      ).toBe(200);
      await auth.mailSent();
      const link = new URL(/https?:\/\/\S+/.exec(mailbox.lastTo(stranger)?.text ?? '')?.[0] ?? 'http://missing');
      const { answer: verified } = await confirmMailedLink(app, link.href, { origin, address });
      expect(verified.headers.get('location')).toMatch(/error=signUpLimitReached/);
      expect(cookieOf(verified)).not.toMatch(/session_token=[^;]/);
      // Another address is not held back.
      const elsewhere = await postFrom('10.77.0.2', '/api/auth/sign-up/email', {
        email: uniqueEmail('elsewhere'),
        password: 'sleepy-owl-42',
        name: 'Elsewhere',
      });
      expect(elsewhere.status).toBe(200);
    },
    HEAVY,
  );
});

describe('new accounts per IPv6 network', () => {
  it(
    'counts every address of one /64 as one client, and another /64 apart',
    async () => {
      const signUpFrom = (address: string) =>
        postFrom(address, '/api/auth/sign-up/email', {
          email: uniqueEmail('ipv6'),
          password: 'sleepy-owl-42',
          name: 'Six',
        });
      const statuses: number[] = [];
      for (let host = 1; host <= 11; host += 1)
        statuses.push((await signUpFrom(`2001:db8:77:1::${host.toString(16)}`)).status);
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect((await signUpFrom('2001:db8:77:1:ffff:ffff:ffff:ffff')).status).toBe(429);
      expect((await signUpFrom('2001:db8:77:2::1')).status).toBe(200);
    },
    HEAVY,
  );
});

describe('sign-up’s profile', () => {
  const signUpWith = (profile: Record<string, unknown>) =>
    postFrom(nextAddress(), '/api/auth/sign-up/email', {
      email: uniqueEmail('profile'),
      password: 'sleepy-owl-42',
      ...profile,
    });

  it('takes a name of at most 100 characters, and a picture only as nothing or an https address', async () => {
    expect((await signUpWith({ name: 'n'.repeat(101) })).status).toBe(400);
    expect((await signUpWith({ name: 'n'.repeat(60_000) })).status).toBe(400);
    expect((await signUpWith({ name: '   ' })).status).toBe(400);
    expect((await signUpWith({ name: 'Ada', image: 'javascript:alert(1)' })).status).toBe(400);
    expect((await signUpWith({ name: 'Ada', image: 'http://example.org/a.png' })).status).toBe(400);
    expect((await signUpWith({ name: 'Ada', image: { src: 'x' } })).status).toBe(400);
    expect((await signUpWith({ name: 'n'.repeat(100) })).status).toBe(200);
    expect((await signUpWith({ name: 'Ada' })).status).toBe(200);
    const withPicture = await signUpWith({ name: 'Ada', image: 'https://example.org/a.png' });
    expect(withPicture.status).toBe(200);
    const session = await app.request('/api/auth/get-session', { headers: { cookie: cookieOf(withPicture) } });
    expect((await session.text()).length).toBeLessThan(2_000);
  });

  it('holds a mailed sign-in link, which makes the account on first use, to the same name rule', async () => {
    const askForLink = (profile: Record<string, unknown>) =>
      postFrom(nextAddress(), '/api/auth/sign-in/magic-link', {
        email: uniqueEmail('link-profile'),
        callbackURL: '/',
        ...profile,
      });
    expect((await askForLink({ name: 'n'.repeat(60_000) })).status).toBe(400);
    expect((await askForLink({ name: 'n'.repeat(101) })).status).toBe(400);
    expect((await askForLink({ name: '  ' })).status).toBe(400);
    expect((await askForLink({ name: { first: 'Ada' } })).status).toBe(400);
    expect((await askForLink({ name: 'Ada' })).status).toBe(200);
    expect((await askForLink({})).status).toBe(200);
  });
});

describe('sessions', () => {
  it(
    'ends every other session when the password changes, even if the client asks to keep them',
    async () => {
      const parent = await signUp(app, origin, uniqueEmail('change-password'));
      const other = await signIn(app, origin, parent.email, parent.password, nextAddress());
      const otherCookie = (other.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const changed = await call(parent, '/api/auth/change-password', {
        currentPassword: parent.password,
        newPassword: 'a-new-sleepy-owl',
        revokeOtherSessions: false,
      });
      expect(changed.status).toBe(200);
      const otherSession = await app.request('/api/auth/get-session', { headers: { cookie: otherCookie } });
      expect(await otherSession.json()).toBeNull();
    },
    HEAVY,
  );
});

describe('log lines', () => {
  it('quote at most 200 characters of a client’s text, at warn level, never error', async () => {
    logLines.length = 0;
    const long = `https://evil.example/${'x'.repeat(60_000)}`;
    await postFrom(nextAddress(), '/api/auth/sign-in/magic-link', { email: uniqueEmail('log'), callbackURL: long });
    const parent = await signUp(app, origin, uniqueEmail('log-origin'));
    await postFrom(
      nextAddress(),
      '/api/auth/update-user',
      { name: 'Renamed' },
      { origin: `https://evil.example/${'y'.repeat(60_000)}`, cookie: parent.cookie },
    );
    await app.request(`/api/${'z'.repeat(5_000)}`);
    expect(logLines.length).toBeGreaterThan(0);
    const quoted = logLines.filter((line) => /x{50}|y{50}|z{50}/.test(line));
    expect(quoted.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line.length, line.slice(0, 300)).toBeLessThan(1_500);
      expect(line).not.toMatch(/x{201}|y{201}|z{201}/);
      expect((JSON.parse(line) as { level: number }).level, line.slice(0, 300)).toBeLessThan(50);
    }
    expect(quoted.some((line) => (JSON.parse(line) as { level: number }).level === 40)).toBe(true);
  });
});

describe('the built web app', () => {
  it('serves no source map', async () => {
    await writeFile(path.join(config.webDistDir, 'assets', 'app-abc123.js.map'), '{"sources":["/build/src/a.ts"]}');
    expect((await app.request('/assets/app-abc123.js')).status).toBe(200);
    expect((await app.request('/assets/app-abc123.js.map')).status).toBe(404);
  });
});
