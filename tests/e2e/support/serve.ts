// Playwright's web server: a real SMTP server that keeps each message as JSON, then the app as `npm start` runs it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../src/server/node-flags.ts';
import { startSmtpTestServer } from '../../setup/smtp-test-server.ts';
import { dataDirOf, mailDirOf, SERVERS, type ServerName } from './servers.ts';

const name = process.argv[2] as ServerName;
const server = SERVERS[name];
if (!server) throw new Error(`unknown server ${process.argv[2]}`);
const dataDir = dataDirOf(name);
await fs.rm(dataDir, { recursive: true, force: true });
await fs.mkdir(mailDirOf(name), { recursive: true, mode: 0o755 });
await fs.chmod(dataDir, 0o755);

const smtp = await startSmtpTestServer();
let written = 0;
// Synchronous, so two ticks can never interleave and skip a message.
const keep = setInterval(() => {
  for (; written < smtp.received.length; written += 1) {
    const mail = smtp.received[written];
    writeFileSync(path.join(mailDirOf(name), `${String(written).padStart(6, '0')}.json`), JSON.stringify(mail));
  }
}, 50);

const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...SERVER_ENV,
    ...server.env,
    PORT: String(server.port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(server.port + 50_000),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    CONTACT_EMAIL: 'privacy@bedtime-stories.example',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', async (code) => {
  clearInterval(keep);
  await smtp.close();
  process.exit(code ?? 0);
});
