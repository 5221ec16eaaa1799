import type { JobSceneProgress } from '../../db/schema.ts';

export type ProgressWrites = {
  /** Queues a write of the job row (a phase, all scenes taken back); resolves once it is written. */
  write(run: () => Promise<void>): Promise<void>;
  /**
   * Queues one scene's change. Changes queued while an earlier write is still running are written together, in one
   * statement, once it ends: under load a story's progress costs fewer statements, and when the database keeps up
   * each change is written at once, as before.
   */
  scene(change: JobSceneProgress): Promise<void>;
};

/**
 * A job's progress writes, one after another and in the order they were asked for, so that a scene taken back is
 * never overwritten by an older write.
 */
export function createProgressWrites(writeScenes: (changes: JobSceneProgress[]) => Promise<void>): ProgressWrites {
  let last: Promise<unknown> = Promise.resolve();
  /** Scene changes waiting for the write before them, merged per scene; written together when their turn comes. */
  let waiting: { changes: Map<number, JobSceneProgress>; written: Promise<void> } | undefined;

  const queue = (run: () => Promise<void>) => {
    const next = last.then(run);
    last = next.catch(() => undefined);
    return next;
  };

  return {
    write(run) {
      waiting = undefined;
      return queue(run);
    },
    scene(change) {
      if (waiting) {
        // The same merge the database does (`scenes -> n || change`), so merging first changes nothing.
        const earlier = waiting.changes.get(change.number);
        waiting.changes.set(change.number, earlier ? { ...earlier, ...change } : change);
        return waiting.written;
      }
      const changes = new Map([[change.number, change]]);
      const batch = {
        changes,
        written: queue(async () => {
          if (waiting === batch) waiting = undefined;
          await writeScenes([...changes.values()]);
        }),
      };
      waiting = batch;
      return batch.written;
    },
  };
}
