import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** Where images and audio live. Keys are unguessable and never reused, so files are served as immutable. */
export type MediaStore = {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  open(key: string): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; size: number } | undefined>;
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every file whose key starts with this folder (`users/{id}/`), recorded or not. */
  removePrefix(prefix: string): Promise<void>;
};

/**
 * The store itself failed (refused, unreachable, full), not the picture or the request: `message` says what it
 * answered in plain words. A story that meets it waits and is tried again; it never completes without its pictures.
 */
export class MediaStoreError extends Error {
  /** The setting an operator should look at (`S3_BUCKET`, `DATA_DIR`, ...). */
  readonly setting: string;
  /** What the store answered, in plain words ("access denied", "cannot connect to host:port"). */
  readonly answer: string;

  constructor(failure: { setting: string; answer: string }, options?: { cause?: unknown }) {
    super(`${failure.answer} (check ${failure.setting})`, options);
    this.name = 'MediaStoreError';
    this.setting = failure.setting;
    this.answer = failure.answer;
  }
}

/** Whether `error`, or an error it was caused by, is the store's own failure. */
export function isMediaStoreError(error: unknown): error is MediaStoreError {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof MediaStoreError) return true;
  }
  return false;
}

export const MEDIA_URL_PREFIX = '/media/';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
};

const PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*\/$/;

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*\.(webp|png|jpe?g|svg|mp3|wav|ogg)$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** A folder of keys (`users/{id}/`): never the root, never a partial name. */
export function isValidMediaPrefix(prefix: string): boolean {
  return prefix.length <= 200 && PREFIX_PATTERN.test(prefix);
}

export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
}

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/** Files on the local disk under `DATA_DIR/media`. */
export class LocalMediaStore implements MediaStore {
  readonly #root: string;
  /** The media folder made private once per process, also when an older version left it readable to all. */
  #rootIsPrivate: Promise<void> | undefined;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  #pathOf(key: string): string {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(this.#root, key);
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.#pathOf(key);
    // The data directory keeps its own mode (the database may live there, run by another user); the parents' pictures
    // and voices are the server's alone: folders 0700, files 0600.
    this.#rootIsPrivate ??= fs
      .mkdir(path.dirname(this.#root), { recursive: true })
      .then(() => fs.mkdir(this.#root, { recursive: true, mode: PRIVATE_FOLDER }))
      .then(() => fs.chmod(this.#root, PRIVATE_FOLDER))
      .catch((error: unknown) => {
        this.#rootIsPrivate = undefined;
        throw error;
      });
    try {
      await this.#rootIsPrivate;
      // Write then rename, so a reader never sees half a file. A removal that emptied this folder may take it away
      // between the two steps: then it is made again.
      const temporary = `${file}.${process.pid}.tmp`;
      for (let attempt = 1; ; attempt += 1) {
        try {
          await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER });
          await fs.writeFile(temporary, data, { mode: PRIVATE_FILE });
          await fs.rename(temporary, file);
          return;
        } catch (error) {
          if (attempt >= 3 || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    } catch (error) {
      // A full or read-only disk is the store failing, as a refused bucket is.
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new MediaStoreError(
        { setting: 'DATA_DIR', answer: `cannot write to ${this.#root} (${code})` },
        { cause: error },
      );
    }
  }

  async open(key: string) {
    if (!isValidMediaKey(key)) return undefined;
    const file = this.#pathOf(key);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return { body, contentType: contentTypeOf(key), size: stat.size };
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.#pathOf(key), { force: true })));
    await this.#removeEmptyFolders(keys.map((key) => path.dirname(key)));
  }

  async removePrefix(prefix: string): Promise<void> {
    // A folder, never the root or a partial name: `users/ab/` must not touch `users/abc/`.
    if (!isValidMediaPrefix(prefix)) throw new Error(`invalid media prefix: ${prefix}`);
    await fs.rm(path.join(this.#root, prefix), { recursive: true, force: true });
    await this.#removeEmptyFolders([path.dirname(prefix.slice(0, -1))]);
  }

  /**
   * Removes each of these folders (relative to the root) once it is empty, and then its parents that are empty too,
   * up to the first level (`users/`): a folder's name holds a parent's or a story's id, so an empty one left behind
   * would still say who had stories here.
   */
  async #removeEmptyFolders(folders: readonly string[]): Promise<void> {
    // Deepest first; each walk goes up as far as the folders are empty, so a parent shared by several of these is
    // removed by the walk of its last child.
    const pending = [...new Set(folders)].sort((a, b) => b.length - a.length);
    for (let folder of pending) {
      while (folder.includes('/')) {
        try {
          await fs.rmdir(path.join(this.#root, folder));
        } catch (error) {
          // Not empty: its parents are not either. Already gone: go on with its parent.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') break;
        }
        folder = path.dirname(folder);
      }
    }
  }
}
