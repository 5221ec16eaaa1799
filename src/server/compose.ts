import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { FirstScreenRenderer } from '../shared/first-screen.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth/auth.ts';
import { authMail } from './auth/auth-mail.ts';
import { createMailer, type Mailer } from './auth/mailer.ts';
import { languageOfRequest, languageOfUser } from './auth/request-language.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { userSettings } from './db/schema.ts';
import { dailyBudget } from './limits/daily-budget.ts';
import { startHousekeeping } from './limits/housekeeping.ts';
import { limitMailPerRecipient } from './limits/mail-limit.ts';
import { sendCounter } from './limits/send-counter.ts';
import type { Logger } from './logger.ts';
import { createMediaHealth, probeMediaStore } from './media/media-health.ts';
import { LocalMediaStore, type MediaStore } from './media/media-store.ts';
import { S3MediaStore } from './media/s3-media-store.ts';
import { createProviderBudget, type ProviderKind } from './providers/budget/provider-budget.ts';
import { throttleAwareFetch, withProviderBudget } from './providers/budget/with-budget.ts';
import { createProviderHealth } from './providers/health.ts';
import { createProviders, type Providers } from './providers/registry.ts';
import { MODEL_DEADLINE_MS, type PipelineTiming, SPEC_TIMING } from './stories/generation/pipeline.ts';
import { createProgressHub } from './stories/progress-hub.ts';
import { startStoryWorker } from './stories/worker.ts';

/** The catalog art the built-in illustrator composes from. */
const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

/** The media store cannot be used: the server refuses to start, with this message for the operator. */
export class MediaStoreUnusableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaStoreUnusableError';
  }
}

/**
 * Where pictures and narration live: the S3-compatible bucket when one is configured, else the local disk. A bucket
 * is checked before the server starts (write, read back and delete an object): a wrong key, a missing bucket or an
 * endpoint that does not answer stops the start with a message naming the setting, rather than stories that lose
 * their pictures later.
 */
async function createMediaStore(config: Config, logger: Logger): Promise<MediaStore> {
  if (!config.s3) return new LocalMediaStore(path.join(config.dataDir, 'media'));
  const { endpoint, bucket, region, forcePathStyle } = config.s3;
  const store = new S3MediaStore(config.s3);
  // Named without its keys.
  logger.info({ endpoint, bucket, region, forcePathStyle }, 'media are kept in object storage');
  const probe = await probeMediaStore(store, { setting: 'S3_ENDPOINT', timeoutMs: START_PROBE_TIMEOUT_MS });
  if (!probe.ok) {
    store.close();
    throw new MediaStoreUnusableError(
      `The media store cannot be used: ${probe.answer}.\n` +
        `Check ${probe.setting}. At start the server writes, reads back and deletes a small object in the bucket ` +
        `"${bucket}" at ${endpoint} (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).`,
    );
  }
  return store;
}

/** How long the start-up check of a bucket may take (the SDK's own retries included). */
const START_PROBE_TIMEOUT_MS = 20_000;

/** Builds the whole server from its configuration: the one wiring used by `main.ts` and by the tests. */
export async function composeServer(deps: {
  config: Config;
  db: Database;
  pool: pg.Pool;
  /** Where the job queue connects (the same PostgreSQL). */
  databaseUrl: string;
  logger: Logger;
  mailer?: Mailer;
  media?: MediaStore;
  providers?: Providers;
  timing?: PipelineTiming;
  /** How long a quiet progress stream waits before a keep-alive comment (tests shorten it). */
  progressKeepAliveMs?: number;
  /** What the start-up provider check fetches with (tests pass their own). */
  providerFetch?: typeof fetch;
  /** How old a provider check may be before `/api/health` starts a new one (tests shorten it). */
  providerHealthMaxAgeMs?: number;
  /** How long the media store's probe is reused (tests shorten it). */
  mediaHealthMaxAgeMs?: number;
  /** How long a story waits before it is tried again when the media store failed (tests shorten it). */
  storeRetrySeconds?: number;
  /** Renders the first screen into the page (tests pass the source's); by default the built one (decision 023). */
  renderFirstScreen?: FirstScreenRenderer;
}) {
  const { config, db, logger } = deps;
  const mailer = deps.mailer ?? createMailer(config, logger);
  const media = deps.media ?? (await createMediaStore(config, logger));
  const mediaHealth = createMediaHealth(media, {
    setting: config.s3 ? 'S3_ENDPOINT' : 'DATA_DIR',
    maxAgeMs: deps.mediaHealthMaxAgeMs,
    logger,
  });
  const authSecret = await resolveAuthSecret(config);
  const countSend = sendCounter(db, authSecret);
  const auth = createAuth({
    db,
    pool: deps.pool,
    baseUrl: config.publicUrl,
    secret: authSecret,
    // The native app's web view posts from its own origins; mailed links lead to the web app only (auth.ts).
    trustedOrigins: [config.publicUrl, ...config.nativeAppOrigins],
    requireEmailVerification: config.requireEmailVerification,
    rateLimitPerMinute: config.authRateLimit,
    google: config.google,
    mail: limitMailPerRecipient(authMail(mailer), { count: countSend, perHour: config.mailsPerHour, logger }),
    mayCreateAccount: async (address) =>
      (await countSend(`sign-up:${address ?? 'unknown'}`, 'day')) <= config.signUpsPerAddressPerDay,
    logger,
    languageOf: (userId, request) => languageOfUser(db, userId, request),
    onUserCreated: async (userId, request) => {
      await db
        .insert(userSettings)
        .values({ userId, language: languageOfRequest(request) })
        .onConflictDoNothing();
    },
  });
  // Remote providers share one budget with every other server on this database, and a 429 pauses one for all.
  const providerBudget = createProviderBudget(db, {
    connectionString: deps.databaseUrl,
    limits: config.providerLimits,
    logger,
  });
  const fetchFor = (kind: ProviderKind) =>
    throttleAwareFetch(fetch, (ms) => {
      providerBudget.pause(kind, ms).catch((error: unknown) => logger.warn({ err: error, kind }, 'pause not recorded'));
    });
  const providers = withProviderBudget(
    deps.providers ?? createProviders({ ...config, publicDir: PUBLIC_DIR, media }, logger, fetchFor),
    providerBudget,
  );
  const pipeline = {
    publicUrl: config.publicUrl,
    publicDir: PUBLIC_DIR,
    db,
    media,
    providers,
    logger,
    // Each picture attempt's limit is IMAGE_TIMEOUT_MS and the story model's whole time one and a half LLM_TIMEOUT_MS
    // (90 s by default): a slow server of your own needs more than that, and would otherwise never write a story.
    timing: deps.timing ?? {
      ...SPEC_TIMING,
      imageTimeoutMs: config.timeouts.pictureMs,
      modelDeadlineMs: Math.max(MODEL_DEADLINE_MS, 1.5 * config.timeouts.storyMs),
    },
  };
  const worker = await startStoryWorker({
    connectionString: deps.databaseUrl,
    pipeline,
    logger,
    concurrency: config.storyWorkers,
    mediaHealth,
    ...(deps.storeRetrySeconds ? { storeRetrySeconds: deps.storeRetrySeconds } : {}),
  });
  await startHousekeeping(worker.boss, { db, media, logger });
  const progress = createProgressHub({
    connectionString: deps.databaseUrl,
    logger,
    streamsPerParent: config.streamsPerParent,
    streamsPerServer: config.streamsPerServer,
    // The followed jobs are read again at the keep-alive's pace.
    ...(deps.progressKeepAliveMs ? { checkJobsMs: deps.progressKeepAliveMs } : {}),
  });
  // Each configured provider is asked at start, and again when a health request finds the answer a minute old; the
  // log says plainly which one is set up wrong.
  const providerHealth = createProviderHealth(config, logger, deps.providerFetch, {
    maxAgeMs: deps.providerHealthMaxAgeMs,
  });
  void providerHealth.check();
  const app = createApp({
    config,
    db,
    logger,
    media,
    auth,
    authSecret,
    stories: {
      ...pipeline,
      pool: deps.pool,
      auth,
      enqueue: worker.enqueue,
      progress,
      ...(deps.progressKeepAliveMs ? { keepAliveMs: deps.progressKeepAliveMs } : {}),
      budget: dailyBudget(db, config.budgets),
      mediaHealth,
    },
    providerHealth,
    mediaHealth,
    renderFirstScreen: deps.renderFirstScreen,
  });
  const stop = async () => {
    await progress.stop();
    await worker.stop();
    await providerBudget.stop();
  };
  return { app, auth, media, mediaHealth, mailer, providers, progress, worker: { ...worker, stop } };
}
