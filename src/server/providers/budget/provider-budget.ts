import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';

/**
 * The provider budget shared by every server on one database (issue 19.3): at most N requests to a provider at once,
 * counted in PostgreSQL, so a bedtime peak queues politely here instead of meeting the provider's 429s; and a 429's
 * `Retry-After` pauses that provider for every server.
 *
 * A slot is a PostgreSQL advisory lock (the provider's key and the slot's number), held by one connection per server
 * for as long as the request runs. A server that dies loses its connection, and PostgreSQL frees its slots at once:
 * nothing waits for a lease to run out. A request that finds no slot waits: at once when a slot is given back on this
 * server, else after a short poll that grows to `maxPollMs` (one small statement per waiting request per poll).
 */

export type ProviderKind = 'text' | 'images' | 'speech';

export type ProviderBudgetOptions = {
  /** Where the budget's own connection goes (the app's database). */
  connectionString: string;
  /** Requests at once per provider, across all servers; 0 or less means no limit. */
  limits: Record<ProviderKind, number>;
  /** The longest wait between two tries for a slot. */
  maxPollMs?: number;
  logger?: Logger;
};

export type ProviderBudget = {
  /** Runs `work` holding one of the provider's slots; waits for a free one and for a pause to end. */
  run<T>(provider: ProviderKind, work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** The provider asked to wait (429 with `Retry-After`): no server sends it a new request for `ms`. */
  pause(provider: ProviderKind, ms: number): Promise<void>;
  /** Closes the budget's connection (its slots are free again). */
  stop(): Promise<void>;
};

/** Advisory-lock keys of the providers (the first of two 32-bit keys; the slot is the second). */
const LOCK_KEY: Record<ProviderKind, number> = { text: 0x5bd10001, images: 0x5bd10002, speech: 0x5bd10003 };

type Connection = { client: pg.Client; ready: Promise<void>; lost: boolean };

export function createProviderBudget(db: Database, options: ProviderBudgetOptions): ProviderBudget {
  const maxPollMs = options.maxPollMs ?? 500;
  /** Waiters on this server, woken when a slot of their provider is given back here. */
  const waiters = new Map<ProviderKind, Set<() => void>>();
  /** The slots this server holds, per provider (PostgreSQL would grant them again to the same connection). */
  const held = new Map<ProviderKind, Set<number>>();
  let connection: Connection | undefined;
  let stopped = false;

  /** The budget's connection; a lost one is replaced (its slots were freed with it). */
  function connect(): Connection {
    if (connection && !connection.lost) return connection;
    const client = new pg.Client({ connectionString: options.connectionString, application_name: 'provider-budget' });
    const next: Connection = { client, ready: Promise.resolve(), lost: false };
    const lose = (error?: unknown) => {
      if (next.lost) return;
      next.lost = true;
      held.clear();
      if (!stopped) options.logger?.warn({ err: error }, 'provider budget connection lost; its slots are free again');
    };
    client.on('error', lose);
    client.on('end', () => lose());
    next.ready = client.connect().then(
      () => undefined,
      (error: unknown) => {
        lose(error);
        throw error;
      },
    );
    connection = next;
    return next;
  }

  /**
   * Tries for a slot, one try at a time on this server: a connection is granted a lock it already holds, so each
   * try must see the slots the one before it took.
   */
  let tries: Promise<unknown> = Promise.resolve();
  function tryLease(provider: ProviderKind, limit: number) {
    const next = tries.then(() => tryLeaseNow(provider, limit));
    tries = next.catch(() => undefined);
    return next;
  }

  /** A free slot's number, or the milliseconds the provider is paused for, or undefined when all are busy. */
  async function tryLeaseNow(
    provider: ProviderKind,
    limit: number,
  ): Promise<{ slot: number; connection: Connection } | { pausedMs: number } | undefined> {
    const paused = await db.execute<{ ms: number }>(sql`
      select greatest(0, extract(epoch from (until - now())) * 1000)::float8 as ms
      from provider_pauses where provider = ${provider} and until > now()`);
    const pausedMs = Number(paused.rows[0]?.ms ?? 0);
    if (pausedMs > 0) return { pausedMs };
    const mine = held.get(provider) ?? new Set<number>();
    held.set(provider, mine);
    const candidates = Array.from({ length: limit }, (_, slot) => slot).filter((slot) => !mine.has(slot));
    if (candidates.length === 0) return undefined;
    const current = connect();
    await current.ready;
    // The first candidate whose lock is free; the scan stops there, so no other lock is taken.
    const leased = await current.client.query<{ slot: number }>(
      'select slot from unnest($2::int[]) as slot where pg_try_advisory_lock($1, slot) limit 1',
      [LOCK_KEY[provider], candidates],
    );
    const slot = leased.rows[0]?.slot;
    if (slot === undefined) return undefined;
    mine.add(slot);
    return { slot, connection: current };
  }

  async function release(provider: ProviderKind, slot: number, owner: Connection): Promise<void> {
    held.get(provider)?.delete(slot);
    // A lost connection already freed the slot.
    if (!owner.lost) await owner.client.query('select pg_advisory_unlock($1, $2)', [LOCK_KEY[provider], slot]);
    for (const wake of waiters.get(provider) ?? []) wake();
  }

  /** Waits `ms`, or less when a slot is given back on this server; throws when `signal` aborts. */
  function wait(provider: ProviderKind, ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const set = waiters.get(provider) ?? new Set();
      waiters.set(provider, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        signal?.removeEventListener('abort', aborted);
        resolve();
      };
      const aborted = () => {
        clearTimeout(timer);
        set.delete(done);
        reject(signal?.reason);
      };
      const timer = setTimeout(done, ms);
      set.add(done);
      if (signal?.aborted) aborted();
      else signal?.addEventListener('abort', aborted, { once: true });
    });
  }

  return {
    async run(provider, work, signal) {
      const limit = options.limits[provider];
      if (!(limit > 0)) return work();
      let poll = 20;
      while (true) {
        signal?.throwIfAborted();
        let lease: Awaited<ReturnType<typeof tryLease>>;
        try {
          lease = await tryLease(provider, limit);
        } catch (error) {
          // The budget cannot be asked (its database is restarting): the request goes ahead rather than fail a story.
          options.logger?.warn({ err: error, provider }, 'provider budget unavailable; request sent without a slot');
          return work();
        }
        if (lease && 'slot' in lease) {
          try {
            return await work();
          } finally {
            await release(provider, lease.slot, lease.connection).catch((error: unknown) =>
              options.logger?.warn({ err: error, provider }, 'provider slot not given back'),
            );
          }
        }
        // A pause is waited out whole (with a little jitter, so the servers do not all return at once).
        const ms = lease ? lease.pausedMs + Math.random() * 100 : poll + Math.random() * poll;
        await wait(provider, ms, signal);
        poll = Math.min(maxPollMs, poll * 2);
      }
    },
    async pause(provider, ms) {
      if (!(ms > 0)) return;
      await db.execute(sql`
        insert into provider_pauses (provider, until)
        values (${provider}, now() + ${`${Math.round(ms)} milliseconds`}::interval)
        on conflict (provider) do update set until = greatest(provider_pauses.until, excluded.until)`);
      options.logger?.info({ provider, ms: Math.round(ms) }, 'provider asked to wait; every server pauses it');
    },
    async stop() {
      stopped = true;
      const last = connection;
      connection = undefined;
      if (last && !last.lost) await last.client.end().catch(() => undefined);
    },
  };
}
