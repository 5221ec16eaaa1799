import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address as the rate limits see it: the socket's, or with TRUST_PROXY the last X-Forwarded-For hop,
 * the one our own proxy appended. Every earlier hop was written by the client, so nobody can pick their own bucket.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
