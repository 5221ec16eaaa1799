import { z } from 'zod';
import { withoutInvisibleCharacters } from './invisible-characters.ts';
import { LANGUAGES } from './languages.ts';

/** How stories refer to the child (Settings): she, he, or they (neutral wording where a language has it). */
export const CHILD_PRONOUNS = ['she', 'he', 'they'] as const;
export type ChildPronoun = (typeof CHILD_PRONOUNS)[number];

/** `GET /api/me/settings`. */
export type AccountSettings = {
  email: string;
  language: (typeof LANGUAGES)[number];
  isPremium: boolean;
  storiesLeftToday: number;
  childName: string | null;
  /** How stories refer to the child; null: neutral wording. */
  childPronoun: ChildPronoun | null;
  timeZone: string;
  twoFactorEnabled: boolean;
  /** Whether the account has a password (deleting it asks for the password, or a mailed link without one). */
  hasPassword: boolean;
};

/** `PUT /api/me/settings`: every field optional; only the ones sent change. */
export const UpdateSettingsSchema = z
  .object({
    language: z.enum(LANGUAGES),
    // Bidirectional controls and invisible characters are taken out, not refused.
    childName: z
      .string()
      .transform((text) => withoutInvisibleCharacters(text).trim())
      .pipe(
        z
          .string()
          .max(40)
          .regex(/^[\p{L}\p{M}' .·-]*$/u, 'letters, spaces, apostrophes, hyphens and middle dots only'),
      )
      .nullable()
      .transform((value) => (value ? value : null)),
    childPronoun: z.enum(CHILD_PRONOUNS).nullable(),
    timeZone: z.string().min(1).max(64),
  })
  .partial()
  .strict();

export type UpdateSettings = z.input<typeof UpdateSettingsSchema>;

export const AccessCodeSchema = z.object({ code: z.string().min(1).max(200) }).strict();

/**
 * `DELETE /api/account`: the password, unless the parent signed in within the last 5 minutes; a parent without a
 * password is sent a sign-in link instead (server: account/confirm-owner.ts).
 */
export const DeleteAccountSchema = z
  .object({ confirm: z.literal('DELETE'), password: z.string().min(1).max(128).optional() })
  .strict();
