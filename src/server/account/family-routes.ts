import { Hono } from 'hono';
import { type Family, FamilySchema } from '../../shared/family.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { userSettings } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import { familyOf } from '../stories/generation/family-names.ts';

/** Replaces the parent's family as a whole (Settings' child name and pronoun are a view of its first child). */
export async function saveFamily(db: Database, userId: string, family: Family): Promise<void> {
  const values = { family, lastUpdated: new Date() };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

/** `/api/me/family`: the family a parent keeps once in Settings. Every name in it is private: it is never logged. */
export function familyRoutes(deps: { db: Database; auth: Auth }) {
  const { db } = deps;
  // Per route, not `use('*')`: mounted under /api, a wildcard would guard every API route.
  const signedIn = requireUser(deps.auth);
  return new Hono<AppEnv>()
    .get('/me/family', signedIn, async (c) => c.json(await familyOf(db, c.get('user').id)))
    .put('/me/family', signedIn, async (c) => {
      // A refused field answers 400 with its path (`children.1.name`), so the screen marks that field.
      const family = await jsonBody(c, FamilySchema);
      const userId = c.get('user').id;
      await saveFamily(db, userId, family);
      return c.json(await familyOf(db, userId));
    });
}
