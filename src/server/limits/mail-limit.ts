import type { AuthMail } from '../auth/auth.ts';
import type { Logger } from '../logger.ts';
import type { SendCounter } from './send-counter.ts';

/**
 * At most `perHour` account mails of each kind to one address an hour (reset, sign-in link, "someone tried to sign
 * up", confirmation). A mail over the limit is not sent, silently: the request's reply is the same as ever, so the
 * limit reveals nothing about the address, and a flood of requests lands nowhere but in a warning line.
 */
export function limitMailPerRecipient(
  mail: AuthMail,
  options: { count: SendCounter; perHour: number; logger: Logger },
): AuthMail {
  const limited =
    (kind: keyof AuthMail) =>
    async (input: { to: string; url: string; language: string }): Promise<void> => {
      const sent = await options.count(`mail:${kind}:${input.to.trim().toLowerCase()}`, 'hour');
      if (sent > options.perHour) {
        options.logger.warn({ source: 'auth', kind }, 'mail to one address over its hourly limit; not sent');
        return;
      }
      await mail[kind](input);
    };
  return {
    sendVerification: limited('sendVerification'),
    sendPasswordReset: limited('sendPasswordReset'),
    sendMagicLink: limited('sendMagicLink'),
    sendExistingAccount: limited('sendExistingAccount'),
  };
}
