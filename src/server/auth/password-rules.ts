import { readFileSync } from 'node:fs';
import { LIMITS } from '../../shared/domain.ts';

/** Where a password is set, and the field of the body that holds it (Better Auth 1.7). */
export const PASSWORD_FIELDS: ReadonlyMap<string, string> = new Map([
  ['/sign-up/email', 'password'],
  ['/change-password', 'newPassword'],
  ['/reset-password', 'newPassword'],
  ['/set-password', 'newPassword'],
]);

let commonPasswords: ReadonlySet<string> | undefined;

/** The shipped list of common passwords (common-passwords.txt), read on first use and kept. */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** Whether a password is one of the common ones people pick (NIST SP 800-63B's screening), in any case. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.trim().toLowerCase());
}

/** What is wrong with a new password, or undefined: too short (Better Auth also checks), or too common. */
export function newPasswordProblem(password: unknown): 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_COMMON' | undefined {
  if (typeof password !== 'string') return undefined;
  if (password.length < LIMITS.passwordMinLength) return 'PASSWORD_TOO_SHORT';
  return isCommonPassword(password) ? 'PASSWORD_TOO_COMMON' : undefined;
}
