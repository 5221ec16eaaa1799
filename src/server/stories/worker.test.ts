import { describe, expect, it } from 'vitest';
import { pollingIntervalSeconds } from './worker.ts';

describe('how often idle story workers ask the queue', () => {
  it('asks every half second with few workers, and about 32 times a second in all with many', () => {
    expect(pollingIntervalSeconds(1)).toBe(0.5);
    expect(pollingIntervalSeconds(4)).toBe(0.5);
    expect(pollingIntervalSeconds(64)).toBe(2);
    for (const workers of [16, 32, 64, 128]) expect(workers / pollingIntervalSeconds(workers)).toBeCloseTo(32);
  });

  it('still asks at least every 5 seconds with very many workers', () => {
    expect(pollingIntervalSeconds(1000)).toBe(5);
  });
});
