import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll } from 'vitest';
import type { Mailer, MailMessage } from '../../src/server/auth/mailer.ts';
import { composeServer } from '../../src/server/compose.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { LocalMediaStore, type MediaStore } from '../../src/server/media/media-store.ts';
import type { Providers } from '../../src/server/providers/registry.ts';
import type { PipelineTiming } from '../../src/server/stories/generation/pipeline.ts';
import type { FirstScreenRenderer } from '../../src/shared/first-screen.ts';
import { createTestBucket } from './s3-test-server.ts';
import { createTestDatabase } from './test-database.ts';

/** Where a test app keeps pictures and narration: the local disk (the default) or a bucket on a real S3 server. */
export type TestMediaStore = 'local' | 's3';

/** Both stores, for tests of media behaviour that must hold wherever the files live. */
export const MEDIA_STORES: readonly TestMediaStore[] = ['local', 's3'];

/** Keeps the mails the app sends, for tests that follow their links. */
export class TestMailbox implements Mailer {
  readonly messages: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }
  lastTo(address: string): MailMessage | undefined {
    return this.messages.findLast((message) => message.to === address);
  }
}

/** The real app on a fresh database, a temporary data directory and a tiny built web app. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    providers?: Providers;
    timing?: PipelineTiming;
    logSink?: (line: string) => void;
    progressKeepAliveMs?: number;
    mediaStore?: TestMediaStore;
    providerHealthMaxAgeMs?: number;
    mediaHealthMaxAgeMs?: number;
    storeRetrySeconds?: number;
    renderFirstScreen?: FirstScreenRenderer;
  } = {},
) {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-test-data-'));
  const distDir = path.join(dataDir, 'dist');
  await fs.mkdir(path.join(distDir, 'assets'), { recursive: true });
  await fs.writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Bedtime Stories</title><div id="root"></div>',
  );
  await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    WEB_DIST_DIR: distDir,
    ...(options.mediaStore === 's3' ? (await createTestBucket()).env : {}),
    ...env,
  });
  const { logSink, mediaStore: _mediaStore, ...serverOptions } = options;
  const logger = createLogger(config, logSink ? { write: logSink } : undefined);
  const mailbox = new TestMailbox();
  // With S3 settings the app builds its own store from them, as in production.
  const localMedia: MediaStore | undefined = config.s3 ? undefined : new LocalMediaStore(path.join(dataDir, 'media'));
  // With SMTP_URL the app sends real mail (to a test SMTP server); otherwise the mailbox keeps it.
  const server = await composeServer({
    config,
    db: database.db,
    pool: database.pool,
    databaseUrl: database.url,
    logger,
    ...(localMedia ? { media: localMedia } : {}),
    ...serverOptions,
    ...(config.smtpUrl ? {} : { mailer: mailbox }),
  });
  afterAll(() => server.worker.stop());
  return { ...server, config, mailbox, dataDir, mediaKeys: (prefix: string) => mediaKeys(config, prefix), ...database };
}

/** Every stored key under `prefix`, sorted, looked up in the store itself (the disk folder or the bucket). */
async function mediaKeys(config: Config, prefix: string): Promise<string[]> {
  if (!config.s3) {
    const root = path.join(config.dataDir, 'media');
    const entries = await fs.readdir(path.join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  }
  const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey, bucket } = config.s3;
  const client = new S3Client({ endpoint, region, forcePathStyle, credentials: { accessKeyId, secretAccessKey } });
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}
