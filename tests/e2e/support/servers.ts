import os from 'node:os';
import path from 'node:path';

/** The app servers the end-to-end tests run against (each on its own data directory and real SMTP server). */
export const SERVERS = {
  /** No access gate, no email verification; mail (reset, sign-in links) goes to a real SMTP test server. */
  main: { port: 3100, env: { REQUIRE_EMAIL_VERIFICATION: 'false' } },
  /** An access code and email verification on. */
  gated: { port: 3101, env: { ACCESS_CODE: 'moonbeam', REQUIRE_EMAIL_VERIFICATION: 'true' } },
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
