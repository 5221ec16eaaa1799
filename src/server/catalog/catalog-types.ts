import type { Language } from '../../shared/languages.ts';

/** A name and a one-line description in one language. */
export type LocalizedText = { name: string; description: string };

/** One item of the default catalog, seeded at start-up by its stable id. */
export type CatalogSeed = {
  /** Stable id, e.g. `character-bunny` or `activity-playground`; never reused for something else. */
  id: string;
  /** Sort order: characters start at 1000 and step by 100 (spec §9); activities likewise. */
  order: number;
  /** File name under `public/art/`, e.g. `rabbit.svg`. */
  art: string;
  /** A short English visual description the illustrator and image prompts use, e.g. "a small white bunny with long floppy ears". */
  look: string;
  /** Natural (not word-for-word) name and description in every interface language. */
  text: Record<Language, LocalizedText>;
};
