import { describe, expect, it } from 'vitest';
import type { JobSceneProgress } from '../../db/schema.ts';
import { createProgressWrites } from './progress-writes.ts';

/** A write the test lets finish when it chooses. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('a job’s progress writes', () => {
  it('writes a scene change at once when nothing else is being written', async () => {
    const writes: JobSceneProgress[][] = [];
    const progress = createProgressWrites(async (changes) => void writes.push(changes));
    await progress.scene({ number: 1, status: 'generating', text: 'Hello.' });
    await progress.scene({ number: 2, status: 'generating', text: 'Hi.' });
    expect(writes).toEqual([
      [{ number: 1, status: 'generating', text: 'Hello.' }],
      [{ number: 2, status: 'generating', text: 'Hi.' }],
    ]);
  });

  it('writes the changes queued behind a slow write together, merged per scene, in one statement', async () => {
    const writes: JobSceneProgress[][] = [];
    const slow = gate();
    const progress = createProgressWrites(async (changes) => void writes.push(changes));
    const phase = progress.write(() => slow.opened);
    const all = [
      progress.scene({ number: 1, status: 'generating', text: 'One.' }),
      progress.scene({ number: 2, status: 'generating', text: 'Two.' }),
      progress.scene({ number: 1, status: 'completed', imageUrl: '/media/one.webp' }),
    ];
    expect(writes).toEqual([]);
    slow.open();
    await Promise.all([phase, ...all]);
    expect(writes).toEqual([
      [
        { number: 1, status: 'completed', text: 'One.', imageUrl: '/media/one.webp' },
        { number: 2, status: 'generating', text: 'Two.' },
      ],
    ]);
  });

  it('keeps a write of the whole row between the scene changes before and after it', async () => {
    const order: string[] = [];
    const slow = gate();
    const progress = createProgressWrites(async (changes) => {
      order.push(changes.map((change) => `scene ${change.number} ${change.status}`).join(', '));
    });
    const first = progress.write(async () => {
      await slow.opened;
      order.push('phase text');
    });
    const before = progress.scene({ number: 1, status: 'generating', text: 'Old words.' });
    const takenBack = progress.write(async () => void order.push('all scenes pending'));
    const after = progress.scene({ number: 1, status: 'generating', text: 'New words.' });
    slow.open();
    await Promise.all([first, before, takenBack, after]);
    expect(order).toEqual(['phase text', 'scene 1 generating', 'all scenes pending', 'scene 1 generating']);
  });

  it('tells every change of a failed write that it failed, and goes on with the next', async () => {
    let calls = 0;
    const progress = createProgressWrites(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the job is gone');
    });
    const slow = gate();
    const phase = progress.write(() => slow.opened);
    const failed = [
      progress.scene({ number: 1, status: 'generating', text: 'A.' }),
      progress.scene({ number: 2, status: 'generating', text: 'B.' }),
    ];
    slow.open();
    await phase;
    for (const change of failed) await expect(change).rejects.toThrow('the job is gone');
    await expect(progress.scene({ number: 3, status: 'generating', text: 'C.' })).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
