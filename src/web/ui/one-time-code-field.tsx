import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

/** The 6-digit code from an authenticator app (sign-in and turning two-factor sign-in on). */
export function OneTimeCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Why the code cannot be sent yet (for example, none typed). */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.twoFactor.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
