import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/languages.ts';
import type { AuthMail } from './auth.ts';
import { MAIL_TEXTS, type MailKind } from './mail-texts.ts';
import type { Mailer, MailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A short, plain mail with one button, in the parent's language. */
export function composeMail(kind: MailKind, input: { to: string; url: string; language: string }): MailMessage {
  const texts = MAIL_TEXTS[isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE][kind];
  const url = escapeHtml(input.url);
  const html = `<!doctype html><html lang="${escapeHtml(input.language)}"><body style="margin:0;background:#f6f1e7;font-family:system-ui,sans-serif;color:#221d3a">
<div style="max-width:480px;margin:0 auto;padding:32px 24px">
<h1 style="font-size:22px;color:#1a1645">${escapeHtml(texts.heading)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(texts.body)}</p>
<p style="margin:28px 0"><a href="${url}" style="background:#1a1645;color:#fff6e6;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(texts.button)}</a></p>
<p style="font-size:13px;color:#5f5780;word-break:break-all">${url}</p>
<p style="font-size:13px;color:#5f5780">${escapeHtml(texts.ignore)}</p>
</div></body></html>`;
  const text = `${texts.heading}\n\n${texts.body}\n\n${texts.button}: ${input.url}\n\n${texts.ignore}\n`;
  return { to: input.to, subject: texts.subject, text, html, link: input.url };
}

export function authMail(mailer: Mailer): AuthMail {
  return {
    sendVerification: (input) => mailer.send(composeMail('verification', input)),
    sendPasswordReset: (input) => mailer.send(composeMail('passwordReset', input)),
    sendMagicLink: (input) => mailer.send(composeMail('magicLink', input)),
    sendExistingAccount: (input) => mailer.send(composeMail('existingAccount', input)),
  };
}
