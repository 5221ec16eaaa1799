import { describe, expect, it } from 'vitest';
import { zh } from './zh.ts';

/** The Chinese pack's lines, read as a parent reads them aloud. */
describe('the Chinese pack', () => {
  it('tells a cry without the tears falling twice in a row (`眼泪…往下掉`)', () => {
    const x = { first: true, h: { name: '小兔子', ta: '她' } } as never;
    const [first = [], second = []] = zh.problems.cried.uhOh;
    for (const one of first)
      for (const two of second) expect(`${one(x)}${two(x)}`.match(/往下掉/gu)?.length ?? 0).toBeLessThan(2);
  });
});
