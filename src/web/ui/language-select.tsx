import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/languages.ts';

/**
 * A labelled language picker; `onChange` lets signed-in screens also save the choice.
 *
 * With `deferOptions` (the sign-in pages' first screen), the picker holds only the current language until the parent
 * reaches for it (a pointer or a finger on it, or focus: the keyboard and assistive technologies focus a select before
 * opening it), and then all seven. Laying out the other names, 中文 among them, makes the browser look for a font with
 * those glyphs; where none is installed that search was the longest task of the sign-in page's first screen (about
 * 0.7 s of Lighthouse's total blocking time of 0.8 s on a phone's slowed CPU).
 */
export function LanguageSelect({
  onChange,
  className,
  deferOptions = false,
}: {
  onChange?: (language: Language) => void;
  className?: string;
  deferOptions?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [isReached, setReached] = useState(!deferOptions);
  const current = (i18n.resolvedLanguage ?? DEFAULT_LANGUAGE) as Language;
  const reach = () => setReached(true);
  const shown = isReached ? LANGUAGES : [current];
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <label htmlFor={id} className="sr-only text-sm sm:not-sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={current}
        onPointerDown={reach}
        onPointerEnter={reach}
        onFocus={reach}
        onChange={(event) => {
          const language = event.target.value as Language;
          void i18n.changeLanguage(language);
          onChange?.(language);
        }}
        // A deferred picker keeps the width of its longest name from the start, so nothing moves when the rest appear.
        className={`rounded-lg border border-cream-100/30 bg-night-800 px-2 py-1 text-cream-50 text-sm ${deferOptions ? 'w-32' : ''}`}
      >
        {shown.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
