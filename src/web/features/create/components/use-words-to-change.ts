import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '../../../../shared/languages.ts';
import { useSelection } from '../../../platform/selection-store.ts';
import { checkWords } from '../api/check-words.ts';

/**
 * After a story was refused for the words typed (unsafeContent), the texts to change: the description and the typed
 * rows stay as they were, and the ones the check refuses are marked until the parent changes them.
 */
export function useWordsToChange(): readonly string[] {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const selection = useSelection();
  const [flagged, setFlagged] = useState<readonly string[]>([]);
  const isAsked = (location.state as { changeWords?: unknown } | null)?.changeWords === true;
  // Asked once, with the words as they were when the story was refused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs once, for the refused words
  useEffect(() => {
    if (!isAsked) return;
    const texts = [selection.customDescription, ...selection.customActivities].map((text) => text.trim());
    // The mark is kept in this page's memory; the address loses the request, so a reload does not ask again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void checkWords(texts, (i18n.resolvedLanguage ?? 'en') as Language)
      .then(({ toChange }) => {
        setFlagged(toChange.flatMap((index) => (texts[index] ? [texts[index]] : [])));
        requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      })
      .catch(() => undefined);
  }, [isAsked]);
  return flagged;
}

/** Whether a typed text is one to change (until the parent changes it). */
export const isToChange = (flagged: readonly string[], text: string) =>
  text.trim() !== '' && flagged.includes(text.trim());
