import { inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { MediaStore } from '../media/media-store.ts';

const HOUSEKEEPING_QUEUE = 'housekeeping';
/** Every hour, at a minute no other schedule of the app uses. */
const EVERY_HOUR = '23 * * * *';
/** A picture preview nobody saved as a character or activity within this long is removed. */
const PREVIEW_KEEP_HOURS = 24;
/** Rows removed per statement, so one run never holds a long lock. */
const BATCH = 500;

type HousekeepingDeps = { db: Database; media: MediaStore; logger: Logger };

/**
 * Removes custom picture previews (and their thumbnails) older than a day that no character or activity uses, files
 * and rows. Every "New picture" makes one, and most are never saved. The files go first: a row is the only record of
 * its file, so a failed removal leaves both for the next run instead of a file nothing points to.
 */
export async function removeUnusedPreviews(deps: HousekeepingDeps): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await deps.db.execute<{ key: string }>(sql`
      select m.key from media_objects m
      where m.key like 'users/%/custom/%'
        and m.created_at < now() - make_interval(hours => ${PREVIEW_KEEP_HOURS})
        and not exists (
          select 1 from characters c
          where c.image_url = '/media/' || regexp_replace(m.key, '-thumb(\\.[a-z]+)$', '\\1'))
        and not exists (
          select 1 from activities a
          where a.image_url = '/media/' || regexp_replace(m.key, '-thumb(\\.[a-z]+)$', '\\1'))
      limit ${BATCH}`);
    const keys = result.rows.map((row) => row.key);
    if (keys.length === 0) return removed;
    await deps.media.remove(keys);
    await deps.db.delete(mediaObjects).where(inArray(mediaObjects.key, keys));
    removed += keys.length;
  }
}

/** Counters of past windows say nothing any limit still needs. */
async function removeOldCounters(db: Database): Promise<void> {
  await db.execute(sql`delete from send_counters where window_start < now() - interval '2 days'`);
  await db.execute(sql`delete from account_budgets where day < (now() at time zone 'UTC')::date - 2`);
}

/** The hourly clean-up as a pg-boss schedule: one run per hour across all servers on the database. */
export async function startHousekeeping(boss: PgBoss, deps: HousekeepingDeps): Promise<void> {
  await boss.createQueue(HOUSEKEEPING_QUEUE, { retryLimit: 1, expireInSeconds: 10 * 60 });
  await boss.schedule(HOUSEKEEPING_QUEUE, EVERY_HOUR);
  await boss.work(HOUSEKEEPING_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const previews = await removeUnusedPreviews(deps);
    await removeOldCounters(deps.db);
    if (previews > 0) deps.logger.info({ files: previews }, 'removed unused picture previews');
  });
}
