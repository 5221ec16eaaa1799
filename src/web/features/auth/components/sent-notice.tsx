import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button.tsx';
import { AuthCard } from './auth-card.tsx';

/** "We sent you a mail" with a way back to sign in (sign-up confirmation and password reset). */
export function SentNotice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <MailCheck aria-hidden="true" className="size-12 text-night-600" />
        <p className="text-ink-700">{text}</p>
        <Link to="/login" className={buttonClass('secondary')}>
          {t('auth.backToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}
