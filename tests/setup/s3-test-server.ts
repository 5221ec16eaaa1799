import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll } from 'vitest';
import type { S3Settings } from '../../src/server/media/s3-media-store.ts';

/** The only key pair s3rver knows: an unknown access key id is refused (s3rver does not check v4 signatures). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

type Running = { endpoint: string; region: string };

let running: Promise<Running> | undefined;

/**
 * A real S3-protocol server (s3rver) on a free port and a temporary folder, started once per test file and stopped
 * after it. It runs as a child process because it needs the legacy OpenSSL provider (see s3rver-process.ts), which
 * only a command-line flag turns on; several app processes can share it, as servers share one bucket in production.
 */
function startServer(): Promise<Running> {
  running ??= (async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bedtime-test-s3-'));
    const child = spawn(
      process.execPath,
      ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3rver-process.ts'), directory],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /\{"port":(\d+)\}/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('exit', (code) => reject(new Error(`the S3 test server exited (${code}):\n${output}`)));
      setTimeout(() => reject(new Error(`the S3 test server did not start within 20 s:\n${output}`)), 20_000).unref();
    });
    afterAll(async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await fs.rm(directory, { recursive: true, force: true });
    });
    return { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1' };
  })();
  return running;
}

/** A new, empty bucket on the test S3 server: its settings, and the same as environment variables for the app. */
export async function createTestBucket(): Promise<{ settings: S3Settings; env: Record<string, string> }> {
  const { endpoint, region } = await startServer();
  const settings: S3Settings = {
    endpoint,
    region,
    bucket: `media-${randomUUID().slice(0, 18)}`,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return {
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: settings.bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
