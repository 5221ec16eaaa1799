import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageCard } from '../ui/page-card.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10">
      <PageCard className="text-center">
        <h1 className="font-bold text-2xl text-night-900">{t('notFound.title')}</h1>
        <p className="mt-3 text-ink-700">{t('notFound.body')}</p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-full bg-night-800 px-5 py-2.5 font-semibold text-cream-50 hover:bg-night-700"
        >
          {t('notFound.home')}
        </Link>
      </PageCard>
    </div>
  );
}
