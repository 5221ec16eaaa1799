import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { composeMail } from '../../src/server/auth/auth-mail.ts';
import { createMailer } from '../../src/server/auth/mailer.ts';

// `npm run trial:mail`, which docs/deploy.md gives a trial on one machine as its SMTP_URL (production needs one).
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) child.kill();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the trial mail server', () => {
  it('takes the server’s account mails over SMTP and prints their recipient, subject and link', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.resolve('scripts/trial-mail.ts'), String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const until = async (text: string) => {
      for (let waited = 0; !output.includes(text) && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(output).toContain(text);
    };
    await until(`SMTP_URL=smtp://127.0.0.1:${port}`);

    // The server's own mailer, configured as the deployment page says.
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Bedtime Stories <no-reply@example.org>', dataDir: '/nowhere' },
      pino({ level: 'silent' }),
    );
    const link = 'http://localhost:8080/api/auth/verify-email?token=abc.def&callbackURL=%2F';
    await mailer.send(composeMail('verification', { to: 'parent@example.org', url: link, language: 'en' }));
    await until(link);
    expect(output).toMatch(/mail to parent@example\.org: .+\n {2}http:\/\/localhost:8080\/api\/auth\/verify-email/);
  }, 30_000);
});
