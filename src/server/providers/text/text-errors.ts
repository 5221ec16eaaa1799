import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/**
 * Why a text-model call failed, so the pipeline can tell a bad answer (`emptyResponse`, `invalidFormat`: worth another
 * try or the built-in writer) from a transport problem (`timeout`, `network`, `http`) and from `cancelled`, which
 * must end silently.
 */
export type TextErrorCode = 'emptyResponse' | 'invalidFormat' | 'timeout' | 'cancelled' | 'network' | 'http';

/** The text model's messages of spec §8. */
export const TEXT_ERROR_MESSAGES = {
  emptyResponse: 'Received an empty response',
  invalidFormat: 'Invalid story format',
  timeout: 'The story service took too long to answer',
  cancelled: 'cancelled',
  network: 'Unable to connect to story generation service',
} as const;

export class TextProviderError extends Error {
  readonly code: TextErrorCode;
  /** The HTTP status for `http` (after the SDK's own retries). */
  readonly status: number | undefined;

  constructor(code: TextErrorCode, message: string, options?: { cause?: unknown; status?: number | undefined }) {
    super(message, { cause: options?.cause });
    this.name = 'TextProviderError';
    this.code = code;
    this.status = options?.status;
  }

  /** A 401, 403 or 404: the key, the address or the model is wrong; trying again cannot help (issue 16.8). */
  get isConfiguration(): boolean {
    return this.code === 'http' && (this.status === 401 || this.status === 403 || this.status === 404);
  }

  /** An answer that arrived but cannot be used (empty, cut, not a story): another try may well succeed. */
  get isBadAnswer(): boolean {
    return (
      this.code === 'emptyResponse' ||
      this.code === 'invalidFormat' ||
      this.code === 'timeout' ||
      this.code === 'network'
    );
  }

  /** True for failures where trying again later may help (timeouts, network, 408/409/429/5xx). */
  get transient(): boolean {
    if (this.code === 'timeout' || this.code === 'network') return true;
    const status = this.status ?? 0;
    return this.code === 'http' && (status === 408 || status === 409 || status === 429 || status >= 500);
  }
}

export function isTextProviderError(error: unknown, code?: TextErrorCode): error is TextProviderError {
  return error instanceof TextProviderError && (code === undefined || error.code === code);
}

/**
 * Maps the OpenAI SDK's errors (and aborts) to a TextProviderError; anything else (a bug, an exception from a
 * callback) is returned unchanged.
 */
export function toTextProviderError(
  error: unknown,
  context: { signal?: AbortSignal | undefined; timedOut?: boolean } = {},
): unknown {
  if (error instanceof TextProviderError) return error;
  if (context.signal?.aborted) {
    return new TextProviderError('cancelled', TEXT_ERROR_MESSAGES.cancelled, { cause: error });
  }
  if (context.timedOut || error instanceof APIConnectionTimeoutError) {
    return new TextProviderError('timeout', TEXT_ERROR_MESSAGES.timeout, { cause: error });
  }
  if (error instanceof APIUserAbortError) {
    return new TextProviderError('cancelled', TEXT_ERROR_MESSAGES.cancelled, { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new TextProviderError('network', TEXT_ERROR_MESSAGES.network, { cause: error });
  }
  if (error instanceof APIError) {
    return new TextProviderError('http', error.message, { cause: error, status: error.status });
  }
  return error;
}
