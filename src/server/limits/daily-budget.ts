import { sql } from 'drizzle-orm';
import type { ErrorCode } from '../../shared/errors.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';

export type BudgetKind = 'pictures' | 'enhance' | 'narration' | 'saves';

/**
 * The error each budget answers with once it is used up (all 429, with the wait until the next UTC day). Enhancing
 * is the first step of a new character, so its end says that no new character can be made today, even when
 * pictures of other things are left.
 */
const ERROR_OF: Record<BudgetKind, ErrorCode> = {
  pictures: 'picturesBudgetReached',
  enhance: 'enhanceBudgetReached',
  narration: 'narrationBudgetReached',
  saves: 'savesBudgetReached',
};

/** How many failed calls a day are given back, as a multiple of the budget. */
const REFUNDS_PER_BUDGET = 2;

/** Seconds until the next UTC midnight, when every budget starts again. */
export function secondsUntilNextUtcDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Seconds until midnight in a time zone (the parent's day, when their daily story slots come back). */
export function secondsUntilMidnightIn(timeZone: string, now = new Date()): number {
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
    return Math.max(1, 86_400 - (part('hour') * 3600 + part('minute') * 60 + part('second')));
  } catch {
    return secondsUntilNextUtcDay(now);
  }
}

/**
 * A parent's daily budgets of requests that cost money (a paid provider call each): counted per parent, kind and UTC
 * day in the database, in one statement, so thirty parallel requests cannot get past the limit and a restart or a
 * second server changes nothing.
 */
export function dailyBudget(db: Database, limits: Record<BudgetKind, number>) {
  return {
    /** Takes one from today's budget, or throws the kind's 429. */
    async spend(userId: string, kind: BudgetKind): Promise<void> {
      const limit = limits[kind];
      // A budget of 0 turns the feature off (README): waiting until tomorrow would not help.
      if (limit === 0) throw new AppError('featureOff', 403);
      const taken = await db.execute<{ used: number }>(sql`
        insert into account_budgets (user_id, kind, day, used)
        values (${userId}, ${kind}, (now() at time zone 'UTC')::date, 1)
        on conflict (user_id, kind, day) do update set used = account_budgets.used + 1
          where account_budgets.used < ${limit}
        returning used`);
      if (taken.rows.length === 0) {
        throw new AppError(ERROR_OF[kind], 429, undefined, { retryAfterSeconds: secondsUntilNextUtcDay() });
      }
    },
    /**
     * Gives one back when the provider failed, so a parent does not pay for a picture they never got; but at most
     * twice the budget a day: a failed call is billed too (and the picture ladder tries twice), so an account whose
     * every request fails must still come to an end. The failures are counted under `<kind>:failed`, in the same
     * statement, so parallel failures cannot pass the cap.
     */
    async giveBack(userId: string, kind: BudgetKind): Promise<void> {
      const refunds = limits[kind] * REFUNDS_PER_BUDGET;
      await db.execute(sql`
        with refunded as (
          insert into account_budgets (user_id, kind, day, used)
          values (${userId}, ${`${kind}:failed`}, (now() at time zone 'UTC')::date, 1)
          on conflict (user_id, kind, day) do update set used = account_budgets.used + 1
            where account_budgets.used < ${refunds}
          returning used)
        update account_budgets set used = greatest(used - 1, 0)
        where user_id = ${userId} and kind = ${kind} and day = (now() at time zone 'UTC')::date
          and exists (select 1 from refunded)`);
    },
  };
}

export type DailyBudget = ReturnType<typeof dailyBudget>;
