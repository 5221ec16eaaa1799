import { describe, expect, it } from 'vitest';
import { SKIN } from '../../../server/providers/builtin/illustration/figure.ts';
import { AGE_BANDS, FAMILY_LIMITS, GROWN_UP_KINDS, PET_KINDS } from '../../../shared/family.ts';
import { AGE_CHOICES, FAMILY_SIZE, GROWN_UP_CHOICES, PET_CHOICES, SKIN_SWATCHES } from './family-choices.ts';

describe('the family choices the Settings screen offers', () => {
  it('offers every age band, grown-up and pet kind the server takes, and no other', () => {
    expect([...AGE_CHOICES].sort()).toEqual([...AGE_BANDS].sort());
    expect([...GROWN_UP_CHOICES].sort()).toEqual([...GROWN_UP_KINDS].sort());
    expect([...PET_CHOICES].sort()).toEqual([...PET_KINDS].sort());
  });

  it('shows the limits the server keeps', () => {
    expect(FAMILY_SIZE).toEqual({
      children: FAMILY_LIMITS.children,
      grownUps: FAMILY_LIMITS.grownUps,
      pets: FAMILY_LIMITS.pets,
      nameMaxLength: FAMILY_LIMITS.nameMaxLength,
      wordMaxLength: FAMILY_LIMITS.wordMaxLength,
    });
  });

  it('shows each skin tone in the colour the pictures paint it', () => {
    expect(SKIN_SWATCHES).toEqual(SKIN);
  });
});
