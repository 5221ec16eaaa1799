import type { Language } from '../../../../shared/languages.ts';
import type { CheckWordsAnswer } from '../../../../shared/stories.ts';
import { apiFetch } from '../../../platform/http.ts';

/**
 * Which of the typed texts a story was refused for (their positions) and the words to change in each, so the parent
 * changes those and keeps the rest.
 */
export const checkWords = (texts: string[], language: Language, friends: readonly string[] = []) =>
  apiFetch<CheckWordsAnswer>('/api/stories/check-words', {
    method: 'POST',
    // Tonight's friends are hidden from the checker like the family's names; the server knows the family itself.
    json: friends.length > 0 ? { texts, language, friends } : { texts, language },
  });
