import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { signUpWithEmail } from '../api/auth-api.ts';
import { getSession, sessionQueryKey, useSession } from '../api/get-session.ts';
import { authErrorKey } from '../auth-errors.ts';
import { checkNewPassword, type PasswordErrors } from '../password-rules.ts';
import { AccessGate } from './access-gate.tsx';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SentNotice } from './sent-notice.tsx';

/** `/signup` (spec §2): signed in at once, or a "check your email" view when the address must be confirmed. */
export function SignupPage() {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  if (session.data) return <Navigate to="/" replace />;
  return (
    <AccessGate>
      <SignupForm />
    </AccessGate>
  );
}

function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const signUp = useMutation({
    // The answer carries no session token (it stays in a cookie the page cannot read): whether the new account is
    // signed in at once, or must confirm its address first, the session itself tells.
    mutationFn: async () => {
      await signUpWithEmail(email.trim(), password);
      return { signedIn: (await queryClient.fetchQuery({ queryKey: sessionQueryKey, queryFn: getSession })) !== null };
    },
    onSuccess: ({ signedIn }) => {
      if (signedIn) navigate('/', { replace: true });
    },
  });

  if (signUp.isSuccess && !signUp.data.signedIn) {
    return (
      <SentNotice
        title={t('auth.signup.checkEmailTitle')}
        text={t('auth.signup.checkEmail', { email: email.trim() })}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(t, { email, password, confirm });
    setErrors(found);
    if (Object.keys(found).length === 0) signUp.mutate();
  };
  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {signUp.isError && <Alert tone="error">{t(authErrorKey(signUp.error, 'auth.errors.signupFailed'))}</Alert>}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <NewPasswordFields
          labels={{ password: t('auth.fields.password'), confirm: t('auth.fields.confirmPassword') }}
          password={password}
          confirm={confirm}
          errors={errors}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? t('auth.signup.creating') : t('auth.signup.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-700 text-sm">
        {t('auth.signup.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-night-700 underline underline-offset-2">
          {t('auth.signup.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
