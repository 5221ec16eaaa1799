import type { ApiErrorBody } from '../../shared/errors.ts';

/** The API's origin: relative on the web; the native wrapper sets an absolute one (see platform/native). */
let apiBase = '';

export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

/**
 * Where a picture or sound the server stored (`/media/...`) is fetched from. Catalog art and placeholders ship with the
 * app and stay relative; anything else (an absolute URL, a `data:` or device-file URL from the offline library) is kept.
 */
export function mediaUrl(url: string): string {
  return url.startsWith('/media/') ? apiUrl(url) : url;
}

/** An error from the API, or `networkError` when the server could not be reached. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;

  constructor(code: string, status: number, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  /** The translation key the UI shows for this error. */
  get messageKey(): string {
    return `errors.${this.code}`;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string';
}

/** Fetches JSON from the API; every failure becomes an ApiError the UI can translate. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      credentials: 'include',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('networkError', 0, 'Unable to reach the server.');
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(body)) {
      throw new ApiError(body.error.code, response.status, body.error.message, body.error.fields);
    }
    // The auth endpoints answer `{ code, message }`.
    const flat = body as { code?: unknown; message?: unknown } | null;
    if (response.status === 429) throw new ApiError('rateLimited', 429, 'Too many attempts.');
    if (typeof flat?.code === 'string') {
      throw new ApiError(flat.code, response.status, typeof flat.message === 'string' ? flat.message : flat.code);
    }
    throw new ApiError(response.status >= 500 ? 'internal' : 'invalidInput', response.status, response.statusText);
  }
  return body as T;
}
