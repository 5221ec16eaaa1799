import os from 'node:os';
import path from 'node:path';

// E2E_PORT moves the servers (and their embedded PostgreSQL, at port + 50000), so two suites can run on one machine.
const base = Number(process.env.E2E_PORT ?? 3100);

/** The app servers the end-to-end tests run against (each on its own data directory and real SMTP server). */
export const SERVERS = {
  /** No access gate, no email verification; mail (reset, sign-in links) goes to a real SMTP test server. */
  main: { port: base, env: { REQUIRE_EMAIL_VERIFICATION: 'false' } },
  /** An access code and email verification on. */
  gated: { port: base + 1, env: { ACCESS_CODE: 'moonbeam', REQUIRE_EMAIL_VERIFICATION: 'true' } },
} as const;

export type ServerName = keyof typeof SERVERS;

export function dataDirOf(name: ServerName): string {
  return path.join(os.tmpdir(), `bedtime-e2e-${SERVERS[name].port}`);
}

export function mailDirOf(name: ServerName): string {
  return path.join(dataDirOf(name), 'received-mail');
}

export function urlOf(name: ServerName): string {
  return `http://localhost:${SERVERS[name].port}`;
}
