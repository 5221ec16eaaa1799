import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/http.ts';
import { settingsQueryKey } from '../../../platform/settings.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { OneTimeCodeField } from '../../../ui/one-time-code-field.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor } from '../api/account-actions.ts';

function errorKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') return 'settings.twoFactor.wrongPassword';
  if (error instanceof ApiError && error.code === 'INVALID_CODE') return 'auth.errors.invalidCode';
  return 'errors.internal';
}

/** Optional two-factor sign-in with an authenticator app (spec §4's multi-factor state). */
export function TwoFactorSettings({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // Which field was left empty when its button was pressed: the buttons are never greyed out without a reason.
  const [missing, setMissing] = useState<'code' | 'password' | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsQueryKey });
  const enable = useMutation({ mutationFn: () => enableTwoFactor(password) });
  const confirm = useMutation({
    mutationFn: () => confirmTwoFactor(code.replace(/\s/g, '')),
    onSuccess: async () => {
      enable.reset();
      setPassword('');
      setCode('');
      await refresh();
    },
  });
  const disable = useMutation({
    mutationFn: () => disableTwoFactor(password),
    onSuccess: async () => {
      setPassword('');
      await refresh();
    },
  });

  if (enable.data) {
    const secret = new URL(enable.data.totpURI).searchParams.get('secret') ?? '';
    return (
      <form
        className="space-y-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (code.trim()) confirm.mutate();
          else {
            setMissing('code');
            event.currentTarget.querySelector('input')?.focus();
          }
        }}
      >
        <p className="text-ink-700">{t('settings.twoFactor.scan')}</p>
        <QrCode value={enable.data.totpURI} label={t('settings.twoFactor.qrLabel')} className="mx-auto size-48" />
        <p className="break-all text-center font-mono text-ink-700 text-sm">{secret}</p>
        <div>
          <p className="font-semibold text-ink-700 text-sm">{t('settings.twoFactor.backupCodes')}</p>
          <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-ink-700 text-sm">
            {enable.data.backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
        </div>
        {confirm.isError && <Alert tone="error">{t(errorKey(confirm.error))}</Alert>}
        <OneTimeCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setMissing(undefined);
          }}
          error={missing === 'code' ? t('auth.twoFactor.codeMissing') : undefined}
        />
        <Button type="submit" variant="secondary" disabled={confirm.isPending}>
          {t('settings.twoFactor.confirm')}
        </Button>
      </form>
    );
  }

  const action = isEnabled ? disable : enable;
  return (
    <form
      className="space-y-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (password) action.mutate();
        else {
          setMissing('password');
          event.currentTarget.querySelector('input')?.focus();
        }
      }}
    >
      <p className="text-ink-700">{isEnabled ? t('settings.twoFactor.on') : t('settings.twoFactor.off')}</p>
      {action.isError && <Alert tone="error">{t(errorKey(action.error))}</Alert>}
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMissing(undefined);
        }}
        error={missing === 'password' ? t('settings.twoFactor.passwordMissing') : undefined}
      />
      <Button type="submit" variant={isEnabled ? 'outline' : 'secondary'} disabled={action.isPending}>
        {isEnabled ? t('settings.twoFactor.disable') : t('settings.twoFactor.enable')}
      </Button>
    </form>
  );
}
