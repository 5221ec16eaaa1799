import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/languages.ts';

/** A labelled language picker; `onChange` lets signed-in screens also save the choice. */
export function LanguageSelect({
  onChange,
  className,
}: {
  onChange?: (language: Language) => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only text-sm sm:not-sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => {
          const language = event.target.value as Language;
          void i18n.changeLanguage(language);
          onChange?.(language);
        }}
        className="rounded-lg border border-cream-100/30 bg-night-800 px-2 py-1 text-cream-50 text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
