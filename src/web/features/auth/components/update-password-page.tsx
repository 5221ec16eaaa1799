import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '../../../../shared/domain.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { resetPassword } from '../api/auth-api.ts';
import { authErrorKey } from '../auth-errors.ts';
import { checkNewPassword, type PasswordErrors } from '../password-rules.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/**
 * `/update-password`, reached from the reset mail. Without a valid link it says so and goes to /reset-password
 * after 3 s (spec §4); on success every session ends and the parent signs in again with the new password.
 */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const isInvalidLink = !token || params.get('error') !== null;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const update = useMutation({
    mutationFn: () => resetPassword(token ?? '', password),
    onSuccess: () => {
      queryClient.clear();
      navigate('/login', { replace: true, state: { notice: 'passwordUpdated' } });
    },
  });
  const linkRejected = update.isError && authErrorKey(update.error, '') === 'auth.errors.invalidResetLink';

  useEffect(() => {
    if (!isInvalidLink && !linkRejected) return;
    const timer = setTimeout(() => navigate('/reset-password', { replace: true }), TIMINGS.invalidResetRedirectMs);
    return () => clearTimeout(timer);
  }, [isInvalidLink, linkRejected, navigate]);

  if (isInvalidLink || linkRejected) {
    return (
      <AuthCard title={t('auth.update.title')}>
        <Alert tone="error">{t('auth.errors.invalidResetLink')}</Alert>
      </AuthCard>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(t, { password, confirm });
    setErrors(found);
    if (Object.keys(found).length === 0) update.mutate();
  };
  return (
    <AuthCard title={t('auth.update.title')} subtitle={t('auth.update.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {update.isError && <Alert tone="error">{t(authErrorKey(update.error, 'auth.errors.updateFailed'))}</Alert>}
        <NewPasswordFields
          labels={{ password: t('auth.fields.newPassword'), confirm: t('auth.fields.confirmNewPassword') }}
          password={password}
          confirm={confirm}
          errors={errors}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <Button type="submit" className="w-full" disabled={update.isPending}>
          {t('auth.update.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
