import type { Language } from '../../../../shared/languages.ts';
import type { AnyPack } from './pack.ts';
import { de } from './packs/de.ts';
import { en } from './packs/en.ts';
import { es } from './packs/es.ts';
import { fr } from './packs/fr.ts';
import { nl } from './packs/nl.ts';
import { pt } from './packs/pt.ts';
import { zh } from './packs/zh.ts';

/** The built-in storyteller's packs, one per language, each written freshly in its language. */
export const PACKS: Record<Language, AnyPack> = { en, nl, de, fr, es, pt, zh };
