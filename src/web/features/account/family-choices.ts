import {
  AGE_BANDS,
  FAMILY_LIMITS,
  FAMILY_SKINS,
  type FamilySkin,
  GROWN_UP_KINDS,
  PET_KINDS,
} from '../../../shared/family.ts';

/** The family's choices as the Settings screen offers them, in the order shown: the ones the server takes. */
export const AGE_CHOICES = AGE_BANDS;
export const GROWN_UP_CHOICES = GROWN_UP_KINDS;
export const PET_CHOICES = PET_KINDS;
/** The family's skin tones, lightest first; "each their own" (`mixed`) is offered after them. */
export const SKIN_CHOICES = FAMILY_SKINS;

/** Each tone as the pictures paint it, so a swatch shows what the parent will see (the illustrator's own colours). */
export const SKIN_SWATCHES: Record<FamilySkin, string> = {
  light: '#f6d2b5',
  medium: '#e6b48c',
  tan: '#c98f62',
  brown: '#9c6544',
  dark: '#6f4631',
};

export const FAMILY_SIZE = {
  children: FAMILY_LIMITS.children,
  grownUps: FAMILY_LIMITS.grownUps,
  pets: FAMILY_LIMITS.pets,
  nameMaxLength: FAMILY_LIMITS.nameMaxLength,
  wordMaxLength: FAMILY_LIMITS.wordMaxLength,
} as const;
