import type { Context } from 'hono';
import type { Auth } from './auth.ts';

/** The signed-in parent's id, or undefined for a visitor (routes that anyone may read). */
export async function optionalUserId(auth: Auth, c: Context): Promise<string | undefined> {
  return (await auth.signedIn(c.req.raw.headers))?.user.id;
}
