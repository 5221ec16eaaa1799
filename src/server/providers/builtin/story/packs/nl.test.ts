import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';

/** The Dutch pack's lines, read as a parent reads them aloud. */
describe('the Dutch pack', () => {
  const x = { first: true, h: { name: 'Beertje', hij: 'hij', hem: 'hem', zijn: 'zijn', pl: false } } as never;

  it('leads into the trouble without a wish to stay the parent never wrote (`wou er niet meer uit`)', () => {
    for (const line of nl.still) expect(line(x)).not.toMatch(/blijven/u);
  });
});
