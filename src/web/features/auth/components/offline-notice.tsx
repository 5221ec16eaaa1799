import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mb-4 flex items-start gap-3 rounded-2xl bg-night-800 px-4 py-3 text-cream-50 text-sm">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-moon-300" />
      <p>{t('auth.offline.notice')}</p>
    </div>
  );
}
