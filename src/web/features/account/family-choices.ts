import {
  AGE_BANDS,
  FAMILY_LIMITS,
  FAMILY_SKIN_COLOURS,
  FAMILY_SKINS,
  GROWN_UP_KINDS,
  PET_KINDS,
} from '../../../shared/family.ts';

/** The family's choices as the Settings screen offers them, in the order shown: the ones the server takes. */
export const AGE_CHOICES = AGE_BANDS;
export const GROWN_UP_CHOICES = GROWN_UP_KINDS;
export const PET_CHOICES = PET_KINDS;
/** The family's skin tones, lightest first; "each their own" (`mixed`) is offered after them. */
export const SKIN_CHOICES = FAMILY_SKINS;

/** Each tone as the pictures paint it, so a swatch shows what the parent will see. */
export const SKIN_SWATCHES = FAMILY_SKIN_COLOURS;

export const FAMILY_SIZE = {
  children: FAMILY_LIMITS.children,
  grownUps: FAMILY_LIMITS.grownUps,
  pets: FAMILY_LIMITS.pets,
  nameMaxLength: FAMILY_LIMITS.nameMaxLength,
  wordMaxLength: FAMILY_LIMITS.wordMaxLength,
} as const;
