import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 p-8 text-cream-100">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-cream-100/25 border-t-moon-300 motion-reduce:animate-none"
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
