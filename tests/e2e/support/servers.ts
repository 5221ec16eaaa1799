import os from 'node:os';
import path from 'node:path';

// E2E_PORT moves the servers (and their embedded PostgreSQL, at port + 10000), so two suites can run on one machine.
const base = Number(process.env.E2E_PORT ?? 3100);

/** The app servers the end-to-end tests run against (each on its own data directory and real SMTP server). */
export const SERVERS = {
  /** No access gate, no email verification; mail (reset, sign-in links) goes to a real SMTP test server. */
  main: { port: base, env: { REQUIRE_EMAIL_VERIFICATION: 'false' } },
  /** An access code and email verification on. */
  gated: { port: base + 1, env: { ACCESS_CODE: 'moonbeam', REQUIRE_EMAIL_VERIFICATION: 'true' } },
  /**
   * Stories written and drawn by the fake OpenAI-compatible and Replicate servers of tests/fakes, with a latency model
   * slow enough to watch (FAKE_PROVIDER_LATENCY): scenes arrive one by one over a few seconds.
   */
  slowProviders: { port: base + 2, env: { REQUIRE_EMAIL_VERIFICATION: 'false' }, fakeProviders: true },
} as const;

/**
 * The latency model of the slow-providers server: the story text streams at 50 tokens a second after 0.3 s (a
 * scene's text about every 1.2 s), and each picture takes 2 s from the moment its scene is known. Scene 1 is
 * illustrated about 3.5 s in, scene 7 about 10.5 s in. Scenes 1.2 s apart stay apart when two browsers, two workers
 * and three servers share two cores: at 0.6 s apart, one full run showed only two of the six counts in between.
 */
export const FAKE_PROVIDER_LATENCY = {
  text: { firstTokenMs: 300, tokensPerSecond: 50 },
  image: { imageMs: 2000 },
} as const;

export type ServerName = keyof typeof SERVERS;

export function dataDirOf(name: ServerName): string {
  return path.join(os.tmpdir(), `bedtime-e2e-${SERVERS[name].port}`);
}

/** The server's embedded PostgreSQL, below the kernel's ephemeral ports (32768 and up). */
export function pgPortOf(name: ServerName): number {
  return SERVERS[name].port + 10_000;
}

export function mailDirOf(name: ServerName): string {
  return path.join(dataDirOf(name), 'received-mail');
}

export function urlOf(name: ServerName): string {
  return `http://localhost:${SERVERS[name].port}`;
}
