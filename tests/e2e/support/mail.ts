import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDirOf, type ServerName } from './servers.ts';

export type Mail = { to: string[]; subject: string; text: string; links: string[] };

/** The newest mail the server sent to this address (waits for it to arrive at the SMTP test server). */
export async function mailTo(server: ServerName, address: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const dir = mailDirOf(server);
        const mails = readdirSync(dir)
          .sort()
          .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Mail);
        found = mails.findLast((mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)));
        return found !== undefined;
      },
      { timeout: 10_000, message: `a mail to ${address}` },
    )
    .toBe(true);
  return found as Mail;
}
