import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '../../../../shared/domain.ts';
import { useIsOnline } from '../../../platform/network.ts';
import { usePublicConfig } from '../../../platform/public-config.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { OneTimeCodeField } from '../../../ui/one-time-code-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  sendMagicLink,
  signInWithEmail,
  signInWithGoogle,
  verifyBackupCode,
  verifyTwoFactorCode,
} from '../api/auth-api.ts';
import { sessionQueryKey, useSession } from '../api/get-session.ts';
import { authErrorKey } from '../auth-errors.ts';
import { loginFailureKey } from '../login-failure.ts';
import { AccessGate } from './access-gate.tsx';
import { AuthCard } from './auth-card.tsx';
import { OfflineNotice } from './offline-notice.tsx';

type LoginState = { from?: string; notice?: 'passwordUpdated' } | null;

function useReturnTo(): string {
  const state = useLocation().state as LoginState;
  const from = state?.from;
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** `/login` (spec §2): email and password, Google, a one-time link by email, and two-factor codes. */
export function LoginPage() {
  const session = useSession();
  const returnTo = useReturnTo();
  if (session.isPending) return <Spinner />;
  if (session.data) return <Navigate to={returnTo} replace />;
  return (
    <AccessGate>
      <LoginForm returnTo={returnTo} />
    </AccessGate>
  );
}

function LoginForm({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const isOnline = useIsOnline(TIMINGS.networkCheckHomeMs);
  const config = usePublicConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  // A sign-in link (or Google) for an account with two-factor sign-in on lands here to enter the code.
  const [needsCode, setNeedsCode] = useState(() => params.get('twoFactor') === 'required');

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    navigate(returnTo, { replace: true });
  };
  const signIn = useMutation({
    mutationFn: () => signInWithEmail(email.trim(), password),
    onSuccess: async (result) => {
      if (result.twoFactorRedirect) setNeedsCode(true);
      else await finish();
    },
  });
  const magicLink = useMutation({
    mutationFn: () => sendMagicLink(email.trim()),
    // In the app: the phone's browser, where the mailed link will open, learns that this sign-in started here.
    onSuccess: (result) => {
      if (result.browserUrl) window.location.assign(result.browserUrl);
    },
  });
  const google = useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: (result) => window.location.assign(result.url),
  });

  const validate = (needPassword: boolean) => {
    const errors = {
      ...(email.trim() ? {} : { email: t('auth.errors.emailRequired') }),
      ...(needPassword && !password ? { password: t('auth.errors.passwordRequired') } : {}),
    };
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validate(true)) signIn.mutate();
  };

  if (needsCode) return <TwoFactorStep onDone={finish} />;

  const notice = (location.state as LoginState)?.notice;
  const failureKey = loginFailureKey(params);
  // A mailed link or Google, for an account with two-factor sign-in, in the native app: password and code here.
  const isTwoFactorByPassword = params.get('twoFactor') === 'password';
  const isGoogleOn = config.data?.googleSignIn === true;
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {!isOnline && <OfflineNotice />}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {notice === 'passwordUpdated' && <Alert tone="success">{t('auth.update.success')}</Alert>}
        {failureKey && <Alert tone="error">{t(failureKey)}</Alert>}
        {isTwoFactorByPassword && <Alert tone="info">{t('auth.errors.twoFactorByPassword')}</Alert>}
        {signIn.isError && (
          <Alert tone="error">{t(authErrorKey(signIn.error, 'auth.errors.invalidCredentials'))}</Alert>
        )}
        {magicLink.isSuccess && <Alert tone="success">{t('auth.login.linkSent', { email: email.trim() })}</Alert>}
        {magicLink.isError && <Alert tone="error">{t(authErrorKey(magicLink.error, 'auth.errors.linkFailed'))}</Alert>}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <div className="text-right">
          <Link to="/reset-password" className="font-semibold text-night-700 text-sm underline underline-offset-2">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={!isOnline || signIn.isPending}>
          {!isOnline
            ? t('auth.login.connectionRequired')
            : signIn.isPending
              ? t('auth.login.signingIn')
              : t('auth.login.submit')}
        </Button>
        <Button
          variant="outline"
          className="w-full"
          disabled={!isOnline || magicLink.isPending}
          onClick={() => {
            if (validate(false)) magicLink.mutate();
          }}
        >
          {t('auth.login.emailLink')}
        </Button>
      </form>

      {/* Google shows only where the server has it set up: a parent never meets a button that cannot work. */}
      {isGoogleOn && (
        <>
          <div className="my-5 flex items-center gap-3 text-ink-500 text-sm" aria-hidden="true">
            <span className="h-px flex-1 bg-ink-500/25" />
            {t('auth.login.or')}
            <span className="h-px flex-1 bg-ink-500/25" />
          </div>
          <Button
            variant="secondary"
            className="w-full"
            disabled={!isOnline || google.isPending}
            onClick={() => google.mutate()}
          >
            <GoogleMark />
            {t('auth.login.google')}
          </Button>
        </>
      )}

      <div className="mt-6 space-y-2 text-center text-sm">
        {isOnline ? (
          <p className="text-ink-700">
            {t('auth.login.noAccount')}{' '}
            <Link to="/signup" className="font-semibold text-night-700 underline underline-offset-2">
              {t('auth.login.signupLink')}
            </Link>
          </p>
        ) : (
          <p className="text-ink-700">{t('auth.offline.signup')}</p>
        )}
        <p>
          <a
            href="/privacy-policy"
            target="_blank"
            rel="noopener"
            className="text-ink-500 underline underline-offset-2"
          >
            {t('auth.privacyLink')}
          </a>
        </p>
      </div>
    </AuthCard>
  );
}

function TwoFactorStep({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [isBackup, setIsBackup] = useState(false);
  const [code, setCode] = useState('');
  const [isMissing, setMissing] = useState(false);
  const verify = useMutation({
    mutationFn: () => {
      const typed = code.replace(/\s/g, '');
      return isBackup ? verifyBackupCode(typed) : verifyTwoFactorCode(typed);
    },
    onSuccess: onDone,
  });
  const typed = (value: string) => {
    setCode(value);
    setMissing(false);
  };
  const switchMethod = () => {
    setIsBackup(!isBackup);
    setCode('');
    setMissing(false);
    verify.reset();
  };
  return (
    <AuthCard
      title={t('auth.twoFactor.title')}
      subtitle={isBackup ? t('auth.twoFactor.backupSubtitle') : t('auth.twoFactor.subtitle')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) verify.mutate();
          else {
            // Verify is never greyed out: pressed with no code, it says what is missing and goes to the field.
            setMissing(true);
            event.currentTarget.querySelector('input')?.focus();
          }
        }}
      >
        {verify.isError && (
          <Alert tone="error">
            {t(authErrorKey(verify.error, isBackup ? 'auth.errors.invalidBackupCode' : 'auth.errors.invalidCode'))}
          </Alert>
        )}
        {isBackup ? (
          <TextField
            label={t('auth.twoFactor.backupCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            value={code}
            onChange={(event) => typed(event.target.value)}
            error={isMissing ? t('auth.twoFactor.backupCodeMissing') : undefined}
          />
        ) : (
          <OneTimeCodeField
            value={code}
            onChange={typed}
            error={isMissing ? t('auth.twoFactor.codeMissing') : undefined}
          />
        )}
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {t('auth.twoFactor.submit')}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <button
          type="button"
          className="font-semibold text-night-700 underline underline-offset-2"
          onClick={switchMethod}
        >
          {isBackup ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useBackup')}
        </button>
      </p>
    </AuthCard>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 rounded-full bg-white p-0.5">
      <path
        fill="#4285F4"
        d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}
