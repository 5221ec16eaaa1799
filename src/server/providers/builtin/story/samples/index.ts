import type { Language } from '../../../../../shared/languages.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { nl } from './nl.ts';
import type { SampleDay } from './types.ts';

/** Sample days per language: what parents might write, for sample stories, tests and benchmarks. */
export const SAMPLE_DAYS: Partial<Record<Language, SampleDay[]>> = { de, en, nl };
