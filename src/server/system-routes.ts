import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { LANGUAGES } from '../shared/languages.ts';
import type { PublicConfig } from '../shared/public-config.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './errors.ts';
import type { AppEnv } from './http/app-env.ts';
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

export function systemRoutes(deps: { config: Config; db: Database; providerHealth?: ProviderHealth | undefined }) {
  const publicConfig = publicConfigOf(deps.config);
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        // The error handler logs it and answers in the API's one error shape.
        throw new AppError('databaseError', 503, undefined, { cause: error });
      }
      // Each configured provider: ok, misconfigured or unreachable (issue 16.8); built-in ones need no check.
      const providers = (await deps.providerHealth?.report()) ?? {};
      return c.json({ status: 'ok', database: 'ok', providers });
    })
    .get('/config', (c) => c.json(publicConfig));
}
