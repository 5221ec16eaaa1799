import type { Context } from 'hono';
import type { Auth } from './auth.ts';

/** The signed-in parent's id, or undefined for a visitor (routes that anyone may read). */
export async function optionalUserId(auth: Auth, c: Context): Promise<string | undefined> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  return session?.user.id;
}
