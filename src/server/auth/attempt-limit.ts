import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { clientAddress } from './client-address.ts';

/**
 * Counts attempts per client address in the database (Better Auth's `rate_limit` table, under a key of our own), so
 * the limit holds across restarts and servers like the sign-in limits do. One statement: concurrent attempts from
 * the same address cannot all slip through.
 */
export function attemptLimiter(options: {
  db: Database;
  name: string;
  trustProxy: boolean;
  perMinute: number;
}): (c: Context) => Promise<void> {
  return async (c) => {
    const key = `${options.name}:${clientAddress(c, options.trustProxy) ?? 'unknown'}`;
    const now = Date.now();
    const windowStart = now - 60_000;
    const result = await options.db.execute<{ count: number }>(sql`
      insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
      returning count`);
    if ((result.rows[0]?.count ?? 0) > options.perMinute) throw new AppError('rateLimited', 429);
  };
}
