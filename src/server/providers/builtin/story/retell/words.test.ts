import { describe, expect, it } from 'vitest';
import { tidy } from './words.ts';

describe('a retold sentence tidied', () => {
  it('spaces after a comma, but not inside a number (`38,5`, `1,5 km`)', () => {
    expect(tidy('febre de 38,5 e tosse ,  muita tosse')).toBe('febre de 38,5 e tosse, muita tosse');
    expect(tidy('andou 1,5 km,depois parou')).toBe('andou 1,5 km, depois parou');
    expect(tidy('às 7:30 acordou;chorou')).toBe('às 7:30 acordou; chorou');
  });
});
