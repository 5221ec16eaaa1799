import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

/** The 6-digit code from an authenticator app (sign-in and turning two-factor sign-in on). */
export function OneTimeCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.twoFactor.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
