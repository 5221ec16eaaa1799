import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { requestPasswordReset } from '../api/auth-api.ts';
import { authErrorKey } from '../auth-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { SentNotice } from './sent-notice.tsx';

/** `/reset-password`: asks for a reset link by email, then says where it went. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useMutation({ mutationFn: () => requestPasswordReset(email.trim()) });

  if (request.isSuccess) {
    return <SentNotice title={t('auth.reset.sentTitle')} text={t('auth.reset.sent', { email: email.trim() })} />;
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = email.trim() ? undefined : t('auth.errors.emailRequired');
    setError(missing);
    if (!missing) request.mutate();
  };
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {request.isError && <Alert tone="error">{t(authErrorKey(request.error, 'auth.errors.resetFailed'))}</Alert>}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-night-700 underline underline-offset-2">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
