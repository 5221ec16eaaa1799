import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { composeMail } from './auth-mail.ts';
import { createMailer } from './mailer.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-outbox-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('mail without an SMTP server', () => {
  it('writes each message to the outbox as an .eml file and logs its link', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer(
      { smtpUrl: undefined, mailFrom: 'Bedtime Stories <no-reply@example.org>', dataDir },
      logger,
    );
    await mailer.send(
      composeMail('passwordReset', { to: 'p@example.org', url: 'http://localhost:3000/r?t=1&x=<b>', language: 'de' }),
    );
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: p@example.org');
    expect(eml).toMatch(/Subject: .*Passwort/);
    const logged = JSON.parse(lines.at(-1) ?? '{}');
    expect(logged.link).toBe('http://localhost:3000/r?t=1&x=<b>');
    expect(JSON.stringify(logged)).not.toContain('p@example.org');
  });

  it('escapes the link inside the HTML part', () => {
    const mail = composeMail('verification', { to: 'a@example.org', url: 'http://x/?a=<b>"', language: 'en' });
    expect(mail.html).toContain('http://x/?a=&#60;b&#62;&#34;');
    expect(mail.html).not.toContain('<b>');
  });

  it('falls back to English for an unknown language', () => {
    expect(composeMail('magicLink', { to: 'a@example.org', url: 'http://x', language: 'xx' }).subject).toBe(
      'Your sign-in link for Bedtime Stories',
    );
  });
});
