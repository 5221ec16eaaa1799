import type { AgeBand, GrownUpKind, PetKind } from '../../../shared/family.ts';

/**
 * The family's choices as the Settings screen offers them, in the order shown. The shared module holds the zod
 * schemas, which the web app does not load (the server checks every save); `family-choices.test.ts` keeps these
 * lists and limits equal to the shared ones.
 */
export const AGE_CHOICES = ['baby', 'toddler', 'preschooler', 'older'] as const satisfies readonly AgeBand[];

export const GROWN_UP_CHOICES = [
  'mother',
  'father',
  'parent',
  'grandmother',
  'grandfather',
  'aunt',
  'uncle',
  'woman',
  'man',
] as const satisfies readonly GrownUpKind[];

export const PET_CHOICES = [
  'dog',
  'cat',
  'rabbit',
  'guinea-pig',
  'hamster',
  'fish',
  'bird',
  'tortoise',
  'horse',
  'other',
] as const satisfies readonly PetKind[];

export const FAMILY_SIZE = { children: 6, grownUps: 12, pets: 8, nameMaxLength: 40, wordMaxLength: 40 } as const;
