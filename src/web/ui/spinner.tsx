import { useTranslation } from 'react-i18next';

const TONES = {
  /** On the night-sky pages. */
  dark: { text: 'text-cream-100', ring: 'border-cream-100/25 border-t-moon-300' },
  /** Inside a cream card or dialog, where cream text would not show. */
  light: { text: 'text-ink-700', ring: 'border-ink-500/20 border-t-night-600' },
} as const;

export function Spinner({ label, tone = 'dark' }: { label?: string; tone?: keyof typeof TONES }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 p-8 ${TONES[tone].text}`}>
      <span
        aria-hidden="true"
        className={`size-10 animate-spin rounded-full border-4 motion-reduce:animate-none ${TONES[tone].ring}`}
      />
      <span className="text-sm">{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A full-screen loading state before translations are ready (so it cannot use them). */
export function BootSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-night-950">
      <span
        role="status"
        aria-label="Loading"
        className="size-10 animate-spin rounded-full border-4 border-cream-100/25 border-t-moon-300 motion-reduce:animate-none"
      />
    </div>
  );
}
