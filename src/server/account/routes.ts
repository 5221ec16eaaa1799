import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type AccountSettings, DeleteAccountSchema, UpdateSettingsSchema } from '../../shared/account.ts';
import { EMPTY_FAMILY } from '../../shared/family.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { user, userSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import type { MediaStore } from '../media/media-store.ts';
import { storiesLeftToday } from '../stories/daily-limit.ts';
import { deleteAccount, exportAccount } from './account-data.ts';
import { confirmAccountOwner, hasPassword } from './confirm-owner.ts';
import { settingsChildOf, withSettingsChild } from './settings-child.ts';

async function settingsOf(db: Database, userId: string): Promise<AccountSettings> {
  await db.insert(userSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select({
      email: user.email,
      language: userSettings.language,
      isPremium: userSettings.premiumUser,
      family: userSettings.family,
      timeZone: userSettings.timeZone,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(userSettings)
    .innerJoin(user, eq(user.id, userSettings.userId))
    .where(eq(userSettings.userId, userId));
  if (!row) throw new AppError('unauthorized', 401);
  const { family, ...settings } = row;
  return {
    ...settings,
    ...settingsChildOf(family),
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    hasPassword: await hasPassword(db, userId),
    storiesLeftToday: await storiesLeftToday(db, userId),
  };
}

async function isKnownTimeZone(db: Database, timeZone: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from pg_timezone_names where name = ${timeZone}`);
  return result.rows.length > 0;
}

/** `/api/me/settings` and `/api/account`: a parent's own settings, data export and deletion. */
export function accountRoutes(deps: {
  db: Database;
  auth: Auth;
  media: MediaStore;
  /** Counts password attempts at deletion per client address, like sign-in's (a wrong password costs a try). */
  limitDeleteAttempts?: (c: Context) => Promise<void>;
}) {
  const { db } = deps;
  // Per route, not `use('*')`: mounted under /api, a wildcard would guard every API route.
  const signedIn = requireUser(deps.auth);
  return new Hono<AppEnv>()
    .get('/me/settings', signedIn, async (c) => c.json(await settingsOf(db, c.get('user').id)))
    .put('/me/settings', signedIn, async (c) => {
      const input = await jsonBody(c, UpdateSettingsSchema);
      if (input.timeZone !== undefined && !(await isKnownTimeZone(db, input.timeZone))) {
        throw new AppError('invalidInput', 400, undefined, { fields: { timeZone: ['unknown time zone'] } });
      }
      const userId = c.get('user').id;
      await db.insert(userSettings).values({ userId }).onConflictDoNothing();
      if (Object.keys(input).length > 0) {
        const { childName, childPronoun, ...own } = input;
        // The name field is a view of the family's first child; the row is locked so a family saved meanwhile is kept.
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ family: userSettings.family })
            .from(userSettings)
            .where(eq(userSettings.userId, userId))
            .for('update');
          const family = withSettingsChild(row?.family ?? EMPTY_FAMILY, { childName, childPronoun });
          await tx
            .update(userSettings)
            .set({ ...own, family, lastUpdated: new Date() })
            .where(eq(userSettings.userId, userId));
        });
      }
      return c.json(await settingsOf(db, userId));
    })
    .get('/account/export', signedIn, async (c) => {
      const data = await exportAccount(db, c.get('user').id);
      c.header('Content-Disposition', 'attachment; filename="bedtime-stories-export.json"');
      return c.json(data);
    })
    .delete('/account', signedIn, async (c) => {
      const { password } = await jsonBody(c, DeleteAccountSchema);
      if (password !== undefined) await deps.limitDeleteAttempts?.(c);
      const { id, email } = c.get('user');
      await confirmAccountOwner(deps, {
        userId: id,
        email,
        sessionId: c.get('sessionId'),
        password,
        headers: c.req.raw.headers,
      });
      await deleteAccount(db, deps.media, id);
      return c.body(null, 204);
    });
}
