import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { dailyBudget } from './daily-budget.ts';

describe('a daily budget of 0', () => {
  it('says the feature is turned off, with no wait until tomorrow, and asks the database nothing', async () => {
    const untouchable = new Proxy({} as Database, {
      get: () => {
        throw new Error('a budget of 0 asked the database');
      },
    });
    const budget = dailyBudget(untouchable, { pictures: 0, enhance: 0, narration: 0, saves: 0 });
    for (const kind of ['pictures', 'enhance', 'narration', 'saves'] as const) {
      const refused = await budget.spend('parent', kind).catch((error: unknown) => error);
      expect(refused, kind).toMatchObject({ code: 'featureOff', status: 403, retryAfterSeconds: undefined });
    }
  });
});
