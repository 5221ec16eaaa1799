import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/domain.ts';
import { TextField } from '../../../ui/text-field.tsx';
import type { PasswordErrors } from '../password-rules.ts';

/** A new password and its confirmation, with the spec's hints and errors. */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  errors,
  onPassword,
  onConfirm,
}: {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  errors: PasswordErrors;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.passwordMinLength}
        hint={t('auth.fields.passwordHint')}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        required
        minLength={LIMITS.passwordMinLength}
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={errors.confirm}
      />
    </>
  );
}
