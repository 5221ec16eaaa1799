import type { Language } from '../../../../shared/languages.ts';
import type { AnyPack } from './pack.ts';
import { de } from './packs/de.ts';
import { en } from './packs/en.ts';
import { nl } from './packs/nl.ts';

/** The built-in storyteller's packs, one per language, each written freshly in its language. */
export const PACKS: Partial<Record<Language, AnyPack>> = { de, en, nl };
