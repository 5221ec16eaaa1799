import { describe, expect, it } from 'vitest';
import { pt } from './pt.ts';

describe('the Portuguese pack', () => {
  it('says two girls together as `juntas`, a boy and his grandmother as `juntos`', () => {
    const girl = { name: 'a Zuri', bare: 'Zuri', fem: true, plural: false };
    const boy = { name: 'o Zuri', bare: 'Zuri', fem: false, plural: false };
    const gran = { name: 'a avó', bare: 'avó', fem: true, plural: false };
    const said = (h: typeof girl) => {
      const x = { h, helper: gran, c: undefined, p: gran, first: true, part: 'afternoon', t: undefined } as never;
      return [pt.quiet.do[0]?.(x), pt.quiet.do[2]?.(x)].join(' ');
    };
    expect(said(girl)).toMatch(/^Leram juntas .* Fizeram juntas /u);
    expect(said(boy)).toMatch(/^Leram juntos .* Fizeram juntos /u);
  });
});
