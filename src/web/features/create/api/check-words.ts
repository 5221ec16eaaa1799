import type { Language } from '../../../../shared/languages.ts';
import { apiFetch } from '../../../platform/http.ts';

/** Which of the typed texts a story was refused for (their positions), so the parent changes those and keeps the rest. */
export const checkWords = (texts: string[], language: Language) =>
  apiFetch<{ toChange: number[] }>('/api/stories/check-words', { method: 'POST', json: { texts, language } });
