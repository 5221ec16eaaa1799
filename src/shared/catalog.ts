import { z } from 'zod';
import { LIMITS } from './domain.ts';
import { withoutInvisibleCharacters } from './invisible-characters.ts';
import type { Language } from './languages.ts';

/** A character or an activity as the API gives it (spec §3; `isCustom` is 0 or 1 as the spec shows it). */
export type CatalogItem = {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  order: number;
  isCustom: 0 | 1;
  translations: Array<{ language: Language; name: string; description: string }>;
};

// Names lose bidirectional controls and invisible characters first: a name of only those is empty.
const name = z
  .string()
  .transform((text) => withoutInvisibleCharacters(text).replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(LIMITS.nameMaxLength));
const description = z
  .string()
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(LIMITS.descriptionMaxLength));

/** `POST /api/custom-images/enhance`: a custom character's look, made into one English sentence for its picture. */
export const EnhanceCharacterSchema = z.object({ name, description }).strict();

/** `POST /api/custom-images`: a preview picture for a custom character or activity. */
export const CustomImageSchema = z
  .object({
    kind: z.enum(['character', 'activity']),
    name,
    description,
    premium: z.boolean().default(false),
    /** A character's look from the enhance step; without it the server makes one itself. */
    look: description.optional(),
  })
  .strict();

/** `POST /api/characters` and `POST /api/activities`. */
export const CreateCatalogItemSchema = z
  .object({
    name,
    description,
    imageUrl: z.string().regex(/^\/media\/[A-Za-z0-9/_-]+\.webp$/),
    /** spec §9: a save that takes too long is retried without translations. */
    skipTranslations: z.boolean().default(false),
    /** Chosen by the client once per save: a retry with the same key returns the item the first attempt saved. */
    clientKey: z.uuid().optional(),
    /** A character's look from the enhance step, so the save does not ask the model again. */
    look: description.optional(),
  })
  .strict();

/** `POST /api/saved-activities`: an activity the parent typed. */
export const SaveActivitySchema = z.object({ name }).strict();

export type SavedActivity = { id: string; name: string; lastUsedAt: string; usageCount: number };
