import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app.ts';
import { apiCaller, signUp } from '../../../tests/setup/test-users.ts';
import { SAVED_ACTIVITIES_KEPT } from './saved-activities.ts';

const { app, config, db } = await createTestApp({ CUSTOM_SAVES_PER_DAY: '3' });
const call = apiCaller(app, config.publicUrl);

const countOf = async (userId: string) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from saved_custom_activities where user_id = ${userId}`,
    )
  ).rows[0]?.n;

describe('saved typed activities', () => {
  it('are kept up to the cap per parent: a new one pushes out the least recently used', async () => {
    const parent = await signUp(app, config.publicUrl, 'many-typed@example.org');
    // The parent's earlier ones, the oldest first.
    await db.execute(sql`
      insert into saved_custom_activities (user_id, name, last_used_at)
      select ${parent.id}, 'typed ' || n, now() - make_interval(mins => ${SAVED_ACTIVITIES_KEPT} - n + 1)
      from generate_series(1, ${SAVED_ACTIVITIES_KEPT}) as n`);
    expect(await countOf(parent.id)).toBe(SAVED_ACTIVITIES_KEPT);

    const saved = await call(parent, '/api/saved-activities', { name: 'Rolling down the hill' });
    expect(saved.status).toBe(201);
    expect(await countOf(parent.id)).toBe(SAVED_ACTIVITIES_KEPT);
    const { rows } = await db.execute<{ name: string }>(
      sql`select name from saved_custom_activities where user_id = ${parent.id} and name in ('typed 1', 'typed 2', 'Rolling down the hill')`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual(['Rolling down the hill', 'typed 2']);
    // The newest is the first chip.
    const recent = (await (await call(parent, '/api/saved-activities')).json()) as Array<{ name: string }>;
    expect(recent[0]?.name).toBe('Rolling down the hill');
  });

  it('count a new one in the daily saves budget, shared with custom characters; using one again is free', async () => {
    const parent = await signUp(app, config.publicUrl, 'typed-budget@example.org');
    for (const name of ['Puddle jumping', 'Baking bread', 'Feeding the cat']) {
      expect((await call(parent, '/api/saved-activities', { name })).status).toBe(201);
    }
    const over = await call(parent, '/api/saved-activities', { name: 'Building a den' });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('savesBudgetReached');
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // A chip used again is no new save.
    expect((await call(parent, '/api/saved-activities', { name: 'puddle JUMPING' })).status).toBe(201);
    expect(await countOf(parent.id)).toBe(3);
    // The same counter as custom characters' and activities' saves.
    const { rows } = await db.execute<{ used: number }>(
      sql`select used from account_budgets where user_id = ${parent.id} and kind = 'saves'`,
    );
    expect(rows[0]?.used).toBe(3);
  });
});
