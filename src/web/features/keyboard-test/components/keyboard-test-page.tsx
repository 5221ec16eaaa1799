import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../ui/page-card.tsx';

/** spec §2: a test page with a single text input, for checking on-screen keyboards on devices. */
export function KeyboardTestPage() {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <div className="px-4 pb-16">
      <PageCard>
        <h1 className="font-bold text-2xl text-night-900">{t('keyboardTest.title')}</h1>
        <label htmlFor={id} className="mt-6 block font-semibold text-ink-700">
          {t('keyboardTest.label')}
        </label>
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="mt-2 w-full rounded-xl border-2 border-ink-500/40 bg-white px-4 py-3 text-ink-900 text-lg focus:border-night-600"
        />
        <p className="mt-3 text-ink-500 text-sm" aria-live="polite">
          {t('keyboardTest.count', { count: value.length })}
        </p>
      </PageCard>
    </div>
  );
}
