import { useTranslation } from 'react-i18next';
import { postponeUpdate, updateNow, useUpdateReady } from './service-worker.ts';

/** "A new version is ready": shown until the parent updates or says later. No icon: it is on every first screen. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useUpdateReady();
  if (!ready) return null;
  return (
    <aside
      aria-label={t('update.label')}
      className="fixed inset-x-3 top-3 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl bg-cream-50 p-3 text-ink-900 shadow-2xl shadow-black/40"
    >
      <p className="min-w-48 flex-1 text-sm">{t('update.ready')}</p>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={postponeUpdate}
          className="rounded-full px-3 py-1.5 font-semibold text-ink-700 text-sm hover:bg-ink-500/10"
        >
          {t('update.later')}
        </button>
        <button
          type="button"
          onClick={() => void updateNow()}
          className="rounded-full bg-night-800 px-4 py-1.5 font-semibold text-cream-50 text-sm hover:bg-night-700"
        >
          {t('update.now')}
        </button>
      </div>
    </aside>
  );
}
