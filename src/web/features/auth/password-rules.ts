import type { TFunction } from 'i18next';
import { LIMITS } from '../../../shared/domain.ts';

export type PasswordErrors = { email?: string; password?: string; confirm?: string };

/** A name, an @ and a domain with a dot: what every address has (the server checks the rest). */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/** Spec §5: email required, both passwords required, and they must match; at least 8 characters (NIST SP 800-63B). */
export function checkNewPassword(
  t: TFunction,
  input: { email?: string; password: string; confirm: string },
): PasswordErrors {
  const errors: PasswordErrors = {};
  if (input.email !== undefined && !input.email.trim()) errors.email = t('auth.errors.emailRequired');
  else if (input.email !== undefined && !looksLikeEmail(input.email)) {
    errors.email = t('auth.errors.emailShape', { email: input.email.trim() });
  }
  if (!input.password) errors.password = t('auth.errors.passwordRequired');
  else if (input.password.length < LIMITS.passwordMinLength) errors.password = t('auth.errors.passwordTooShort');
  if (!input.confirm) errors.confirm = t('auth.errors.confirmRequired');
  else if (input.password && input.confirm !== input.password) errors.confirm = t('auth.errors.passwordMismatch');
  return errors;
}
