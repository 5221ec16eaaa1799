import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Counts events per key in fixed windows (an hour, a day) in the database's `send_counters`: mails per recipient and
 * kind, new accounts per client address. Keys are stored as a keyed hash, so the table holds no address in the clear.
 * Returns the count including this event; one statement, so parallel events are each counted.
 */
export function sendCounter(db: Database, secret: string) {
  const hashed = (key: string) => createHmac('sha256', secret).update(key).digest('base64url');
  return async (key: string, window: 'hour' | 'day'): Promise<number> => {
    const result = await db.execute<{ count: number }>(sql`
      insert into send_counters (key, window_start, count)
      values (${hashed(key)}, date_trunc(${window}, now()), 1)
      on conflict (key, window_start) do update set count = send_counters.count + 1
      returning count`);
    return Number(result.rows[0]?.count ?? 0);
  };
}

export type SendCounter = ReturnType<typeof sendCounter>;
