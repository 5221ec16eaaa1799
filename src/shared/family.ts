import { z } from 'zod';
import { CHILD_PRONOUNS } from './account.ts';
import { withoutInvisibleCharacters } from './invisible-characters.ts';

/**
 * The family, kept once in Settings (`GET`/`PUT /api/me/family`), and tonight's moments, chosen in a few taps on the
 * create screen. Every name here is private like the child's name: it never reaches a provider (the server sends
 * placeholders and puts the names back), and it is never logged.
 */

/** How old a child is, for the story's words and the pictures. */
export const AGE_BANDS = ['baby', 'toddler', 'preschooler', 'older'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Which kind of grown-up someone is, for the pictures and for the words a story may use of them. */
export const GROWN_UP_KINDS = [
  'mother',
  'father',
  'parent',
  'grandmother',
  'grandfather',
  'aunt',
  'uncle',
  'woman',
  'man',
] as const;
export type GrownUpKind = (typeof GROWN_UP_KINDS)[number];

export const PET_KINDS = [
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
] as const;
export type PetKind = (typeof PET_KINDS)[number];

export const FAMILY_LIMITS = { children: 6, grownUps: 12, pets: 8, friends: 4, nameMaxLength: 40, wordMaxLength: 40 };

/**
 * A name as a parent types it, in any script: letters, marks, spaces, apostrophes, hyphens and middle dots. Invisible
 * characters and bidirectional controls are taken out, not refused (as the child's name in Settings).
 */
export const PersonNameSchema = z
  .string()
  .transform((text) => withoutInvisibleCharacters(text).trim().replace(/\s+/gu, ' '))
  .pipe(
    z
      .string()
      .min(1)
      .max(FAMILY_LIMITS.nameMaxLength)
      .regex(/^[\p{L}\p{M}' .·-]*$/u, 'letters, spaces, apostrophes, hyphens and middle dots only'),
  );

/** A short word a parent adds to an "other" choice ("a goldfish", "her scooter"). */
export const MomentWordSchema = z
  .string()
  .transform((text) => withoutInvisibleCharacters(text).trim().replace(/\s+/gu, ' '))
  .pipe(z.string().min(1).max(FAMILY_LIMITS.wordMaxLength));

/** Ids are made by the client (`crypto.randomUUID()`), so a slow save tried again keeps the same people. */
const MemberIdSchema = z.string().uuid();

export const FamilyChildSchema = z
  .object({
    id: MemberIdSchema,
    name: PersonNameSchema,
    /** How stories refer to this child; null: neutral wording. */
    pronoun: z.enum(CHILD_PRONOUNS).nullable(),
    age: z.enum(AGE_BANDS),
  })
  .strict();

export const GrownUpSchema = z
  .object({
    id: MemberIdSchema,
    /** What the child calls them, in any language and script: Mama, Oma, Nana, 奶奶, Tante Ine. */
    name: PersonNameSchema,
    kind: z.enum(GROWN_UP_KINDS),
  })
  .strict();

export const PetSchema = z
  .object({
    id: MemberIdSchema,
    name: PersonNameSchema,
    kind: z.enum(PET_KINDS),
    /** For `other`: what kind of animal, in the parent's words ("a tortoise called…" is a kind; "an axolotl" is a word). */
    word: MomentWordSchema.optional(),
  })
  .strict()
  .refine((pet) => pet.kind !== 'other' || pet.word !== undefined, {
    message: 'say what kind of animal',
    path: ['word'],
  });

/** The skin tones the pictures are drawn in, lightest first (the illustrator's own five). */
export const FAMILY_SKINS = ['light', 'medium', 'tan', 'brown', 'dark'] as const;
export type FamilySkin = (typeof FAMILY_SKINS)[number];
/** Each tone as the pictures paint it: the illustrator's skin and the Settings swatches are this one table. */
export const FAMILY_SKIN_COLOURS: Record<FamilySkin, string> = {
  light: '#f6d2b5',
  medium: '#e6b48c',
  tan: '#c98f62',
  brown: '#9c6544',
  dark: '#6f4631',
};
/** What a parent may choose for the family's pictures: one of the tones for everyone, or `mixed` (each their own). */
export const FAMILY_SKIN_CHOICES = [...FAMILY_SKINS, 'mixed'] as const;
export type FamilySkinChoice = (typeof FAMILY_SKIN_CHOICES)[number];

/** `PUT /api/me/family`: the whole family; `GET` answers the same shape. */
export const FamilySchema = z
  .object({
    children: z.array(FamilyChildSchema).max(FAMILY_LIMITS.children),
    grownUps: z.array(GrownUpSchema).max(FAMILY_LIMITS.grownUps),
    pets: z.array(PetSchema).max(FAMILY_LIMITS.pets),
    /**
     * The skin the family's people are drawn with in the pictures. Absent or null: not chosen (the pictures give the
     * whole family one tone of their own); families saved before it existed have none.
     */
    skin: z.enum(FAMILY_SKIN_CHOICES).nullable().optional(),
  })
  .strict()
  .refine(
    (family) => {
      const ids = [...family.children, ...family.grownUps, ...family.pets].map((member) => member.id);
      return new Set(ids).size === ids.length;
    },
    { message: 'each person and pet once' },
  );

export type Family = z.output<typeof FamilySchema>;
export type FamilyChild = z.output<typeof FamilyChildSchema>;
export type GrownUp = z.output<typeof GrownUpSchema>;
export type Pet = z.output<typeof PetSchema>;

export const EMPTY_FAMILY: Family = { children: [], grownUps: [], pets: [] };

// ── Tonight's moments ────────────────────────────────────────────────────────────────────────────────────────────

export const FIRST_TIMES = ['swimming', 'bike', 'haircut', 'daycare', 'dentist', 'sleepover', 'other'] as const;
export type FirstTime = (typeof FIRST_TIMES)[number];

export const FEELINGS = ['happy', 'proud', 'silly', 'shy', 'scared', 'sad', 'cross'] as const;
export type Feeling = (typeof FEELINGS)[number];

/** Something hard in the day: the story's trouble, told in scenes 3 and 4. */
export const HARD_THINGS = ['bump', 'ill', 'goodbye', 'lost', 'broken', 'quarrel', 'pet-died', 'bad-dream'] as const;
export type HardThing = (typeof HARD_THINGS)[number];

export const WEATHERS = ['sunny', 'cloudy', 'rainy', 'windy', 'snowy', 'hot', 'stormy'] as const;
export type Weather = (typeof WEATHERS)[number];

/**
 * Family celebrations: a birthday, or a festival. Each interface language offers the festivals its families keep
 * (`CELEBRATIONS_BY_LANGUAGE`); a story may be told of any of them.
 */
export const CELEBRATIONS = [
  'birthday',
  'christmas',
  'easter',
  'halloween',
  'thanksgiving',
  'sinterklaas',
  'st-martin',
  'kings-day',
  'carnival',
  'epiphany',
  'st-john',
  'eid',
  'diwali',
  'hanukkah',
  'lunar-new-year',
  'lantern-festival',
  'mid-autumn',
  'dragon-boat',
  'new-year',
] as const;
export type Celebration = (typeof CELEBRATIONS)[number];

export const CELEBRATIONS_BY_LANGUAGE = {
  en: ['birthday', 'christmas', 'easter', 'halloween', 'thanksgiving', 'eid', 'diwali', 'hanukkah', 'lunar-new-year'],
  nl: ['birthday', 'sinterklaas', 'christmas', 'easter', 'kings-day', 'st-martin', 'carnival', 'eid', 'new-year'],
  de: ['birthday', 'christmas', 'easter', 'st-martin', 'carnival', 'eid', 'halloween', 'new-year'],
  fr: ['birthday', 'christmas', 'easter', 'epiphany', 'carnival', 'halloween', 'eid', 'new-year'],
  es: ['birthday', 'christmas', 'epiphany', 'easter', 'carnival', 'st-john', 'halloween', 'new-year'],
  pt: ['birthday', 'christmas', 'easter', 'carnival', 'st-john', 'halloween', 'new-year'],
  zh: ['birthday', 'lunar-new-year', 'lantern-festival', 'dragon-boat', 'mid-autumn', 'christmas', 'new-year'],
} as const satisfies Record<string, readonly Celebration[]>;

/**
 * What the parent tapped on the create screen; every part optional. `with` holds ids of the family's people and pets
 * (other than the story's children); friends are named here, for tonight only.
 */
export const MomentsSchema = z
  .object({
    with: z
      .array(MemberIdSchema)
      .max(FAMILY_LIMITS.children + FAMILY_LIMITS.grownUps + FAMILY_LIMITS.pets)
      .default([]),
    friends: z.array(PersonNameSchema).max(FAMILY_LIMITS.friends).default([]),
    firstTime: z
      .object({ kind: z.enum(FIRST_TIMES), word: MomentWordSchema.optional() })
      .strict()
      .refine((first) => first.kind !== 'other' || first.word !== undefined, {
        message: 'say what it was',
        path: ['word'],
      })
      .optional(),
    feeling: z.enum(FEELINGS).optional(),
    hard: z
      .object({
        kind: z.enum(HARD_THINGS),
        /** What was lost or broken, in the parent's words ("his blue car"). */
        word: MomentWordSchema.optional(),
        /** For `pet-died`: which of the family's pets. */
        petId: MemberIdSchema.optional(),
      })
      .strict()
      .optional(),
    weather: z.enum(WEATHERS).optional(),
    celebration: z.enum(CELEBRATIONS).optional(),
  })
  .strict();

export type Moments = z.output<typeof MomentsSchema>;
export type MomentsInput = z.input<typeof MomentsSchema>;

/** Whether any moment was chosen: a parent who skips them sends none. */
export function hasMoments(moments: Moments | undefined): boolean {
  if (!moments) return false;
  return (
    moments.with.length > 0 ||
    moments.friends.length > 0 ||
    Object.entries(moments).some(([key, value]) => key !== 'with' && key !== 'friends' && value !== undefined)
  );
}
