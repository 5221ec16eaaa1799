import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNativePlatform } from '../../../platform/native.ts';
import { usePublicConfig } from '../../../platform/public-config.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { getAccessGate, passAccessGate } from '../api/auth-api.ts';
import { authErrorKey } from '../auth-errors.ts';
import { AuthCard } from './auth-card.tsx';

const gateKey = ['access-gate'] as const;

/** Spec §2: with an access code configured, the web sign-in screens show only this gate until the code is accepted. */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const isGated = config.data?.accessGate === true && !isNativePlatform();
  const gate = useQuery({ queryKey: gateKey, queryFn: getAccessGate, enabled: isGated });
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [isMissing, setMissing] = useState(false);
  const submit = useMutation({
    mutationFn: passAccessGate,
    onSuccess: (state) => queryClient.setQueryData(gateKey, state),
  });

  if (config.isPending || (isGated && gate.isPending)) return <Spinner />;
  if (!isGated || gate.data?.passed) return children;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) submit.mutate(code.trim());
    else {
      // Continue is never greyed out: pressed with no code, it says what is missing and goes to the field.
      setMissing(true);
      (event.currentTarget as HTMLFormElement).querySelector('input')?.focus();
    }
  };
  return (
    <AuthCard title={t('auth.gate.title')} subtitle={t('auth.gate.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {submit.isError && <Alert tone="error">{t(authErrorKey(submit.error, 'errors.accessCodeInvalid'))}</Alert>}
        <TextField
          label={t('auth.gate.code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
          error={isMissing ? t('auth.gate.codeMissing') : undefined}
          autoComplete="off"
          autoCapitalize="none"
        />
        <Button type="submit" className="w-full" disabled={submit.isPending}>
          {t('auth.gate.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
