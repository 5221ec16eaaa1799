import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '../../../../shared/languages.ts';
import { useSelection } from '../../../platform/selection-store.ts';
import { checkWords } from '../api/check-words.ts';

/** The typed texts to change (trimmed), each with the words in it to change (none when the check named none). */
export type TextsToChange = ReadonlyMap<string, readonly string[]>;

/** What the check found: the texts to mark, or that it could not tell (none flagged, or the check failed). */
export type WordsToChange = { flagged: TextsToChange; isUnclear: boolean };

export const NOTHING_TO_CHANGE: TextsToChange = new Map();

const typedTexts = (selection: { customDescription: string; customActivities: readonly string[] }) =>
  [selection.customDescription, ...selection.customActivities].map((text) => text.trim());

/**
 * After a story was refused for the words typed (unsafeContent), the texts to change: the description and the typed
 * rows stay as they were, and the ones the check refuses are marked, with the words in them to change, until the
 * parent changes them. When the check
 * marks none (the refusal came from elsewhere, such as a custom character's description or the story's own words) or
 * cannot be asked, `isUnclear` says so until the parent changes something, so the page is never silent about it.
 */
export function useWordsToChange(): WordsToChange {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const selection = useSelection();
  const [flagged, setFlagged] = useState<TextsToChange>(NOTHING_TO_CHANGE);
  // The words as they were when the check could not tell; undefined while it could (or was not asked).
  const [unclearFor, setUnclearFor] = useState<string | undefined>();
  const isAsked = (location.state as { changeWords?: unknown } | null)?.changeWords === true;
  // Asked once, with the words as they were when the story was refused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check runs once, for the refused words
  useEffect(() => {
    if (!isAsked) return;
    const texts = typedTexts(selection);
    // The mark is kept in this page's memory; the address loses the request, so a reload does not ask again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void checkWords(texts, (i18n.resolvedLanguage ?? 'en') as Language, selection.moments.friends)
      .then(({ toChange, words }) => {
        const marked = new Map(
          toChange.flatMap((index) => {
            const text = texts[index];
            // A server from before the words were named sends none: the text is marked all the same.
            return text ? [[text, words?.[index] ?? []] as const] : [];
          }),
        );
        setFlagged(marked);
        if (marked.size === 0) setUnclearFor(JSON.stringify(texts));
        else requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      })
      .catch(() => setUnclearFor(JSON.stringify(texts)));
  }, [isAsked]);
  return { flagged, isUnclear: unclearFor !== undefined && unclearFor === JSON.stringify(typedTexts(selection)) };
}

/** Whether a typed text is one to change (until the parent changes it). */
export const isToChange = (flagged: TextsToChange, text: string) => text.trim() !== '' && flagged.has(text.trim());

/** The words to change in a typed text (none when it is not one to change, or the check named none). */
export const wordsToChangeIn = (flagged: TextsToChange, text: string) => flagged.get(text.trim()) ?? [];
