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
 * nothing waits for a lease to run out.
 *
 * Requests that find no slot wait in line on their server, first come first served. A slot given back while someone
 * waits here goes straight to the first in line, without asking the database (at most `HAND_ON` times in a row, then
 * it is freed so other servers get their turn). Only the first in line asks the database, after a short poll that
 * grows to `maxPollMs`: a peak with a thousand waiting pictures costs one small statement per poll, not a thousand.
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
type Lease = { slot: number; connection: Connection };
/** A request waiting in line for a slot: `take` hands it one (undefined: go ahead without, the budget is down). */
type Waiter = { signal: AbortSignal | undefined; take: (lease: Lease | undefined) => void };

/** How many times in a row a slot goes straight to the next request in line before every server may take it. */
const HAND_ON = 16;

export function createProviderBudget(db: Database, options: ProviderBudgetOptions): ProviderBudget {
  const maxPollMs = options.maxPollMs ?? 500;
  /** Each provider's line of requests waiting on this server, first come first served. */
  const lines = new Map<ProviderKind, Waiter[]>();
  /** The providers whose line is being served, each with the way to cut its current wait short. */
  const serving = new Map<ProviderKind, { wake: () => void }>();
  /** The slots this server holds, per provider (PostgreSQL would grant them again to the same connection). */
  const held = new Map<ProviderKind, Set<number>>();
  /** How many times in a row each held slot went straight to the next request in line. */
  const handedOn = new Map<string, number>();
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
      handedOn.clear();
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
   * The budget's statements, one at a time on its connection: a connection is granted a lock it already holds, so
   * each try must see the slots the statements before it took; and pg 9 will refuse a statement sent while another
   * runs (pg 8 queues it, with a deprecation warning: slots given back at once used to send their unlocks together).
   */
  let turns: Promise<unknown> = Promise.resolve();
  function inTurn<T>(statement: () => Promise<T>): Promise<T> {
    const next = turns.then(statement);
    turns = next.catch(() => undefined);
    return next;
  }

  /** How long the provider is still paused for (a 429's `Retry-After`, set by any server); 0 when it is not. */
  async function pausedFor(provider: ProviderKind): Promise<number> {
    const paused = await db.execute<{ ms: number }>(sql`
      select greatest(0, extract(epoch from (until - now())) * 1000)::float8 as ms
      from provider_pauses where provider = ${provider} and until > now()`);
    return Number(paused.rows[0]?.ms ?? 0);
  }

  /**
   * A free slot's number, or the milliseconds the provider is paused for, or undefined when all are busy: one
   * statement, which takes no slot while the provider is paused.
   */
  async function tryLeaseNow(provider: ProviderKind, limit: number): Promise<Lease | { pausedMs: number } | undefined> {
    const mine = held.get(provider) ?? new Set<number>();
    held.set(provider, mine);
    const candidates = Array.from({ length: limit }, (_, slot) => slot).filter((slot) => !mine.has(slot));
    if (candidates.length === 0) return undefined;
    const current = connect();
    await current.ready;
    // The first candidate whose lock is free; the scan stops there, so no other lock is taken. `case` keeps the
    // order: the pause is looked at first, and a paused provider's locks are not tried at all.
    const { rows } = await current.client.query<{ pausedMs: number | null; slot: number | null }>(
      `with pause as (
         select greatest(0, extract(epoch from (until - now())) * 1000)::float8 as ms
         from provider_pauses where provider = $3 and until > now())
       select (select ms from pause) as "pausedMs",
              (select slot from unnest($2::int[]) as slot
               where case when exists (select 1 from pause) then false else pg_try_advisory_lock($1, slot) end
               limit 1) as slot`,
      [LOCK_KEY[provider], candidates, provider],
    );
    const pausedMs = Number(rows[0]?.pausedMs ?? 0);
    if (pausedMs > 0) return { pausedMs };
    const slot = rows[0]?.slot;
    if (slot === undefined || slot === null) return undefined;
    mine.add(slot);
    return { slot, connection: current };
  }

  /** The first request in line that still wants its slot. */
  function firstInLine(provider: ProviderKind): Waiter | undefined {
    const line = lines.get(provider) ?? [];
    while (line.length > 0 && line[0]?.signal?.aborted) line.shift();
    return line.shift();
  }

  /** Frees a slot in PostgreSQL, for this server's line or another server's. */
  async function free(provider: ProviderKind, lease: Lease): Promise<void> {
    held.get(provider)?.delete(lease.slot);
    handedOn.delete(`${provider}:${lease.slot}`);
    await inTurn(async () => {
      // A lost connection already freed the slot.
      if (lease.connection.lost) return;
      await lease.connection.client.query('select pg_advisory_unlock($1, $2)', [LOCK_KEY[provider], lease.slot]);
    });
  }

  /** Gives a slot back: to the first in line here while the provider is not paused, else to every server. */
  async function release(provider: ProviderKind, lease: Lease): Promise<void> {
    const key = `${provider}:${lease.slot}`;
    const times = handedOn.get(key) ?? 0;
    if (times < HAND_ON && !lease.connection.lost && (lines.get(provider)?.length ?? 0) > 0) {
      const pausedMs = await pausedFor(provider).catch(() => 0);
      const next = pausedMs > 0 ? undefined : firstInLine(provider);
      if (next) {
        handedOn.set(key, times + 1);
        next.take(lease);
        return;
      }
    }
    await free(provider, lease);
    // Freed after a run of hand-ons: the line here waits its poll, so another server's line can take the slot.
    if (times < HAND_ON) serving.get(provider)?.wake();
  }

  /** Serves the provider's line: the first in line asks the database for a slot, until the line is empty. */
  async function serve(provider: ProviderKind, limit: number): Promise<void> {
    let poll = 20;
    let woken: () => void = () => undefined;
    serving.set(provider, { wake: () => woken() });
    try {
      while ((lines.get(provider)?.length ?? 0) > 0) {
        let outcome: Awaited<ReturnType<typeof tryLeaseNow>>;
        try {
          outcome = await inTurn(() => tryLeaseNow(provider, limit));
        } catch (error) {
          // The budget cannot be asked (its database is restarting): the requests go ahead rather than fail a story.
          options.logger?.warn({ err: error, provider }, 'provider budget unavailable; requests sent without a slot');
          for (let waiter = firstInLine(provider); waiter; waiter = firstInLine(provider)) waiter.take(undefined);
          return;
        }
        if (outcome && 'slot' in outcome) {
          const waiter = firstInLine(provider);
          if (waiter) waiter.take(outcome);
          else await free(provider, outcome);
          poll = 20;
          continue;
        }
        // A pause is waited out whole (with a little jitter, so the servers do not all return at once).
        const ms = outcome ? outcome.pausedMs + Math.random() * 100 : poll + Math.random() * poll;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          woken = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        woken = () => undefined;
        poll = Math.min(maxPollMs, poll * 2);
      }
    } finally {
      serving.delete(provider);
    }
  }

  /** A slot for one request, in line behind the requests already waiting on this server. */
  function acquire(provider: ProviderKind, limit: number, signal: AbortSignal | undefined) {
    signal?.throwIfAborted();
    const line = lines.get(provider) ?? [];
    lines.set(provider, line);
    return new Promise<Lease | undefined>((resolve, reject) => {
      const aborted = () => {
        const at = line.indexOf(waiter);
        if (at >= 0) line.splice(at, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        signal,
        take: (lease) => {
          signal?.removeEventListener('abort', aborted);
          resolve(lease);
        },
      };
      line.push(waiter);
      signal?.addEventListener('abort', aborted, { once: true });
      // The line's own poll carries on; a newcomer does not add a try of its own.
      if (!serving.has(provider)) void serve(provider, limit);
    });
  }

  return {
    async run(provider, work, signal) {
      const limit = options.limits[provider];
      if (!(limit > 0)) return work();
      const lease = await acquire(provider, limit, signal);
      // No lease: the budget could not be asked, and the request goes ahead without a slot.
      if (!lease) return work();
      try {
        return await work();
      } finally {
        await release(provider, lease).catch((error: unknown) =>
          options.logger?.warn({ err: error, provider }, 'provider slot not given back'),
        );
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
