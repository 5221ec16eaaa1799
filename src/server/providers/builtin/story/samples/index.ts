import type { Language } from '../../../../../shared/languages.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import type { SampleDay } from './types.ts';
import { zh } from './zh.ts';

/** Sample days per language: what parents might write, for sample stories, tests and benchmarks. */
export const SAMPLE_DAYS: Record<Language, SampleDay[]> = { en, nl, de, fr, es, pt, zh };
