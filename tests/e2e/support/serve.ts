// Playwright's web server: a real SMTP server that keeps each message as JSON, then the app as `npm start` runs it.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../src/server/node-flags.ts';
import { startFakeOpenAi } from '../../fakes/openai-fake.ts';
import { startFakeReplicate } from '../../fakes/replicate-fake.ts';
import { storyJson } from '../../fakes/story-fixtures.ts';
import { startSmtpTestServer } from '../../setup/smtp-test-server.ts';
import { dataDirOf, FAKE_PROVIDER_LATENCY, mailDirOf, pgPortOf, SERVERS, type ServerName } from './servers.ts';

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

// The fake providers listen on 127.0.0.1 only, beside the app that uses them.
const fakes =
  'fakeProviders' in server
    ? {
        openai: await startFakeOpenAi({
          apiKey: 'e2e-key',
          respond: () => storyJson(7, 'Owl and the Slow Moon'),
          latency: FAKE_PROVIDER_LATENCY.text,
        }),
        replicate: await startFakeReplicate({
          token: 'r8_e2e',
          latency: FAKE_PROVIDER_LATENCY.image,
          maxWaitMs: 60_000,
        }),
      }
    : undefined;
const providerEnv = fakes
  ? {
      LLM_API_KEY: 'e2e-key',
      LLM_BASE_URL: `${fakes.openai.url}/v1`,
      REPLICATE_API_TOKEN: 'r8_e2e',
      REPLICATE_BASE_URL: fakes.replicate.url,
    }
  : {};

const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...SERVER_ENV,
    ...server.env,
    ...providerEnv,
    PORT: String(server.port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPortOf(name)),
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    // Every parent the browsers sign up comes from this one machine.
    SIGN_UPS_PER_ADDRESS_PER_DAY: '100000',
    CONTACT_EMAIL: 'privacy@bedtime-stories.example',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', async (code) => {
  clearInterval(keep);
  await smtp.close();
  await fakes?.openai.close();
  await fakes?.replicate.close();
  process.exit(code ?? 0);
});
