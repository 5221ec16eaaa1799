import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { LANGUAGES } from '../shared/languages.ts';
import type { PublicConfig } from '../shared/public-config.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/app-env.ts';
import type { Logger } from './logger.ts';
import type { MediaHealth } from './media/media-health.ts';
import type { ProviderHealth } from './providers/health.ts';

export function publicConfigOf(config: Config): PublicConfig {
  return {
    languages: LANGUAGES,
    contactEmail: config.contactEmail,
    googleSignIn: config.google !== undefined,
    accessGate: config.accessCode !== undefined,
    // spec §9: image cost $0.003 and story cost $0.021
    donation: config.donationUrl ? { url: config.donationUrl, imageCostUsd: 0.003, storyCostUsd: 0.021 } : null,
    providers: {
      storyModel: config.llm !== undefined,
      imageModel: config.replicate !== undefined || config.openaiImages !== undefined,
      serverSpeech: config.speech.provider !== 'device',
    },
  };
}

/** How long the database may take to answer the health check's `select 1` before it counts as down. */
const DATABASE_CHECK_MS = 3_000;

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function systemRoutes(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  providerHealth?: ProviderHealth | undefined;
  mediaHealth?: MediaHealth | undefined;
}) {
  const publicConfig = publicConfigOf(deps.config);
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      // Each dependency a story needs: a server whose database or media store is down answers 503, so a
      // load balancer stops sending parents to it; the body says which one.
      const [database, media, providers] = await Promise.all([
        within(deps.db.execute(sql`select 1`), DATABASE_CHECK_MS).then(
          () => 'ok' as const,
          (error: unknown) => {
            deps.logger.error({ err: error }, 'health: the database does not answer');
            return 'down' as const;
          },
        ),
        deps.mediaHealth ? deps.mediaHealth.status() : Promise.resolve('ok' as const),
        // Each configured provider: ok, misconfigured, no model list or unreachable (issue 16.8); built-in ones need
        // no check. A provider does not make the server unhealthy: stories fall back to the built-in ones.
        deps.providerHealth?.report() ?? Promise.resolve({}),
      ]);
      const isUp = database === 'ok' && media === 'ok';
      return c.json({ status: isUp ? 'ok' : 'unavailable', database, media, providers }, isUp ? 200 : 503);
    })
    .get('/config', (c) => c.json(publicConfig));
}
