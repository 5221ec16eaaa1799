import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isValidMediaKey, isValidMediaPrefix, type MediaStore, MediaStoreError } from './media-store.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (`https://host/bucket/key`), as most self-hosted S3 servers need, not in the host name. */
  forcePathStyle: boolean;
};

/** DeleteObjects takes at most 1000 keys per request. */
const DELETE_BATCH = 1000;

/** A missing object: S3 answers GetObject with NoSuchKey, some compatible servers only with a bare 404. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'))
  );
}

/** What a store's failure means for the operator: the setting to look at and the store's answer in plain words. */
export type StoreFailure = { setting: string; answer: string };

const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'timed out',
  ECONNRESET: 'the connection was closed',
  EPIPE: 'the connection was closed',
};

/** The code of a network error, wherever the SDK put it (the error, its cause, or an AggregateError's first). */
function networkCodeOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code in CONNECTION_CODES) return code;
    if (current instanceof AggregateError) {
      const inner = networkCodeOf(current.errors[0]);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Reads an S3 client's error as an operator would want to hear it (never with the keys). */
export function describeS3Failure(error: unknown, settings: Pick<S3Settings, 'endpoint' | 'bucket'>): StoreFailure {
  let hostPort = settings.endpoint;
  try {
    const url = new URL(settings.endpoint);
    hostPort = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  } catch {
    // Shown as given.
  }
  const code = networkCodeOf(error);
  if (code) return { setting: 'S3_ENDPOINT', answer: `cannot connect to ${hostPort} (${CONNECTION_CODES[code]})` };
  const name = error instanceof Error ? error.name : 'Error';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { setting: 'S3_ENDPOINT', answer: `cannot connect to ${hostPort} (no answer in time)` };
  }
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (
    ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'InvalidToken'].includes(name) ||
    status === 403
  ) {
    return {
      setting: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      answer: `access denied (${name === 'Error' || name === 'Unknown' ? 'HTTP 403' : name})`,
    };
  }
  if (name === 'NoSuchBucket') return { setting: 'S3_BUCKET', answer: `no such bucket: ${settings.bucket}` };
  // A store names a missing bucket; a bare 404 is an address that is not a store's (a web server, a proxy, a port
  // of something else), or a store that does not say why.
  if (status === 404 && name !== 'NoSuchKey') {
    return {
      setting: 'S3_ENDPOINT and S3_BUCKET',
      answer: `${hostPort} answered "not found" without an S3 error: no S3 store at this address, or no bucket ${settings.bucket}`,
    };
  }
  if (name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed' || status === 301) {
    return { setting: 'S3_REGION', answer: `the bucket is in another region (${name})` };
  }
  return { setting: 'S3_ENDPOINT', answer: status ? `the store answered ${name} (HTTP ${status})` : name };
}

/**
 * Files in an S3-compatible bucket, under the same keys as on disk, so several servers share one store. The app
 * still serves every file itself (`/media/*`): the bucket stays private and the URLs do not change.
 */
export class S3MediaStore implements MediaStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #settings: Pick<S3Settings, 'endpoint' | 'bucket'>;
  readonly #batchSize: number;

  /** `batchSize`: keys per listing page and per delete request (at most S3's 1000; tests use fewer). */
  constructor(settings: S3Settings, options: { batchSize?: number } = {}) {
    this.#bucket = settings.bucket;
    this.#settings = { endpoint: settings.endpoint, bucket: settings.bucket };
    this.#batchSize = Math.min(options.batchSize ?? DELETE_BATCH, DELETE_BATCH);
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // A store that stops answering must not hold a story or a reader forever; the SDK retries on its own.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  #checkKey(key: string): void {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
  }

  /** Sends a request; a failure of the store itself becomes a `MediaStoreError` in plain words. */
  async #send<T>(request: () => Promise<T>, { allowMissing = false } = {}): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (allowMissing && isMissing(error)) throw error;
      throw new MediaStoreError(describeS3Failure(error, this.#settings), { cause: error });
    }
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    this.#checkKey(key);
    // One PutObject is atomic: a reader sees the old object, none, or the whole new one, never half a file.
    await this.#send(() =>
      this.#client.send(
        new PutObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.byteLength,
        }),
      ),
    );
  }

  async open(key: string) {
    if (!isValidMediaKey(key)) return undefined;
    try {
      const object = await this.#send(
        () => this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key })),
        { allowMissing: true },
      );
      if (!object.Body) return undefined;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType: object.ContentType ?? contentTypeOf(key),
        size: object.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#checkKey(key);
    for (let start = 0; start < keys.length; start += this.#batchSize) {
      await this.#deleteBatch(keys.slice(start, start + this.#batchSize));
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    // A folder, never the whole bucket or a partial name: `users/ab/` must not touch `users/abc/`.
    if (!isValidMediaPrefix(prefix)) throw new Error(`invalid media prefix: ${prefix}`);
    // Each page is deleted before the next is asked for, so the listing never holds more than one page in memory.
    let continuationToken: string | undefined;
    do {
      const page = await this.#send(() =>
        this.#client.send(
          new ListObjectsV2Command({
            Bucket: this.#bucket,
            Prefix: prefix,
            MaxKeys: this.#batchSize,
            ContinuationToken: continuationToken,
          }),
        ),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length > 0) await this.#deleteBatch(keys);
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** Closes the client's open connections. */
  close(): void {
    this.#client.destroy();
  }

  async #deleteBatch(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const result = await this.#send(() =>
      this.#client.send(
        new DeleteObjectsCommand({
          Bucket: this.#bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      ),
    );
    // Deleting a missing key is a success in S3; anything listed here was really left behind.
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0];
      throw new Error(`${failed.length} media objects were not removed (first: ${first?.Key}: ${first?.Code})`);
    }
  }
}
