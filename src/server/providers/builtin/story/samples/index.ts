import type { Language } from '../../../../../shared/languages.ts';
import { en } from './en.ts';
import type { SampleDay } from './types.ts';
import { zh } from './zh.ts';

/** Sample days per language: what parents might write, for sample stories, tests and benchmarks. */
export const SAMPLE_DAYS: Partial<Record<Language, SampleDay[]>> = { en, zh };
