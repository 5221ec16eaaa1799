import { useTranslation } from 'react-i18next';
import { PageCard } from './page-card.tsx';

/** A plain placeholder for a screen a later change delivers; it shows no fake data. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10">
      <PageCard className="text-center">
        <h1 className="font-bold text-2xl text-night-900">{t(titleKey)}</h1>
        <p className="mt-3 text-ink-700">{t('common.comingSoon')}</p>
      </PageCard>
    </div>
  );
}
