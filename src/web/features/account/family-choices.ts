import { AGE_BANDS, FAMILY_LIMITS, GROWN_UP_KINDS, PET_KINDS } from '../../../shared/family.ts';

/** The family's choices as the Settings screen offers them, in the order shown: the ones the server takes. */
export const AGE_CHOICES = AGE_BANDS;
export const GROWN_UP_CHOICES = GROWN_UP_KINDS;
export const PET_CHOICES = PET_KINDS;

export const FAMILY_SIZE = {
  children: FAMILY_LIMITS.children,
  grownUps: FAMILY_LIMITS.grownUps,
  pets: FAMILY_LIMITS.pets,
  nameMaxLength: FAMILY_LIMITS.nameMaxLength,
  wordMaxLength: FAMILY_LIMITS.wordMaxLength,
} as const;
