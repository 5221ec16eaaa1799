import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeWordsText } from '../change-words-text.ts';

/** Beside a typed text the story was refused for: the words to change in it, or that the text is to change. */
export function ToChangeNote({ id, words }: { id: string; words: readonly string[] }) {
  const { t, i18n } = useTranslation();
  return (
    <p id={id} className="mt-1 flex items-center gap-1.5 text-moon-200 text-sm">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {changeWordsText(t, i18n.resolvedLanguage, words) ?? t('create.changeThis')}
    </p>
  );
}
