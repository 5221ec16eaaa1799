import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button.tsx';
import { PageCard } from '../../../ui/page-card.tsx';

/**
 * `/account-deleted`: where Settings lands after the account is deleted, so the parent knows it worked (rather than
 * finding the sign-in screen with no word).
 */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10">
      <PageCard className="text-center">
        <HeartHandshake aria-hidden="true" className="mx-auto size-12 text-night-600" />
        <h1 className="mt-3 font-bold text-2xl text-night-900">{t('accountDeleted.title')}</h1>
        <p className="mt-3 text-ink-700" role="status">
          {t('accountDeleted.text')}
        </p>
        <p className="mt-3 text-ink-700">{t('accountDeleted.thanks')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/login" className={buttonClass('secondary')}>
            {t('auth.backToLogin')}
          </Link>
          <Link to="/signup" className={buttonClass('outline')}>
            {t('accountDeleted.newAccount')}
          </Link>
        </div>
      </PageCard>
    </div>
  );
}
