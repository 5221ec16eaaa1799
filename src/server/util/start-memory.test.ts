import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { releaseStartMemory } from './start-memory.ts';

const youngGeneration = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;

describe('giving back the memory the start took', () => {
  it('shrinks the young generation a burst of short-lived objects grew, without a global gc', () => {
    let kept: Array<{ index: number; label: string }> = [];
    for (let index = 0; index < 2_000_000; index += 1) {
      kept.push({ index, label: `object ${index}` });
      if (kept.length > 100_000) kept = [];
    }
    const grown = youngGeneration();
    expect(grown).toBeGreaterThan(4 * 1024 * 1024);
    releaseStartMemory();
    expect(youngGeneration()).toBeLessThan(grown / 2);
    expect('gc' in globalThis).toBe(false);
  });
});
