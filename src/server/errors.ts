import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGES, type ErrorCode } from '../shared/errors.ts';
import { isMediaStoreError } from './media/media-store.ts';

/** The one error type of the server: a code the client translates, an English message and an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode | (string & {});
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string[]> | undefined;
  /** For unsafeContent: the parent's words the check refused, for them to change. */
  readonly words: string[] | undefined;
  /** For a 429: when trying again can succeed, sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode | (string & {}),
    status: ContentfulStatusCode,
    message?: string,
    options?: { cause?: unknown; fields?: Record<string, string[]>; words?: string[]; retryAfterSeconds?: number },
  ) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = options?.fields;
    this.words = options?.words;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** PostgreSQL error codes mapped per spec §8's table. */
const PG_ERRORS: Record<string, { code: ErrorCode; status: ContentfulStatusCode }> = {
  '23505': { code: 'recordExists', status: 409 },
  '23503': { code: 'recordMissing', status: 409 },
  '42P01': { code: 'databaseConfiguration', status: 500 },
  '42501': { code: 'forbidden', status: 403 },
  '22P02': { code: 'invalidFormat', status: 400 },
  // Text PostgreSQL cannot store (a NUL character, an invalid byte sequence) came from the client.
  '22021': { code: 'invalidFormat', status: 400 },
  '22P05': { code: 'invalidFormat', status: 400 },
};

function pgErrorOf(error: unknown): { code: string; message: string } | undefined {
  // Drizzle wraps driver errors; the PostgreSQL error is the cause.
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: current.message };
  }
  return undefined;
}

/** Turns any thrown value into an AppError; unknown errors become a 500 that reveals nothing. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // The media store is down (decision 020): the server is unavailable for now, not broken.
  if (isMediaStoreError(error)) return new AppError('mediaStoreUnavailable', 503, undefined, { cause: error });
  const pg = pgErrorOf(error);
  if (pg) {
    const mapped = PG_ERRORS[pg.code];
    if (mapped) return new AppError(mapped.code, mapped.status, undefined, { cause: error });
    return new AppError('databaseError', 500, undefined, { cause: error });
  }
  return new AppError('internal', 500, undefined, { cause: error });
}
