import type { TFunction } from 'i18next';
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

/**
 * The native app's session: the web view's origin is not the API's, so it signs in with a bearer token (Better Auth's
 * bearer plugin) instead of a cookie. The web never sets one and keeps its HttpOnly cookie.
 */
export interface BearerTokenStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

let bearerToken: BearerTokenStore | undefined;

export function setBearerTokenStore(store: BearerTokenStore | undefined): void {
  bearerToken = store;
}

/** `Authorization` for requests made outside apiFetch (streams, downloads); empty on the web. */
export function authHeaders(): Record<string, string> {
  const token = bearerToken?.get();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Keeps a token the server hands out (sign-in, refresh) and forgets it when the server no longer knows the session. */
function keepSessionToken(response: Response): void {
  if (!bearerToken) return;
  const next = response.headers.get('set-auth-token');
  if (response.status === 401) bearerToken.set(undefined);
  else if (next) bearerToken.set(next);
}

/** An error from the API, or `networkError` when the server could not be reached. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  /** For unsafeContent: the parent's words the server refused, as they wrote them. */
  readonly words: readonly string[] | undefined;

  constructor(
    code: string,
    status: number,
    message: string,
    details: { fields?: Record<string, string[]> | undefined; words?: readonly string[] | undefined } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = details.fields;
    this.words = details.words;
  }

  /** The translation key the UI shows for this error. */
  get messageKey(): string {
    return `errors.${this.code}`;
  }
}

/**
 * The text the UI shows for an error (spec §8): the API code's translation (`errors.networkError` when the server was
 * not reached), and the generic message for anything else. The server's English text is never shown.
 */
export function errorText(t: TFunction, error: unknown): string {
  return t(error instanceof ApiError ? error.messageKey : 'errors.internal', { defaultValue: t('errors.internal') });
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string';
}

const unreachable = () => new ApiError('networkError', 0, 'Unable to reach the server.');

/**
 * Fetches JSON from the API; every failure becomes an ApiError the UI can translate. With `timeoutMs`, an answer that
 * has not come whole by then is taken as the server out of reach (`networkError`), so a screen that waits for it (who
 * is signed in, on the sign-in page) never waits forever on a request the network lost.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown; timeoutMs?: number } = {},
): Promise<T> {
  const { json, headers, timeoutMs, signal: callerSignal, ...rest } = init;
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  const signal = timeout && callerSignal ? AbortSignal.any([callerSignal, timeout]) : (timeout ?? callerSignal);
  const authorization = authHeaders();
  // Signing out ends the session on this device even when the server cannot be told.
  if (path.startsWith('/api/auth/sign-out')) bearerToken?.set(undefined);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      credentials: 'include',
      ...rest,
      ...(signal ? { signal } : {}),
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...authorization,
        ...headers,
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError' && !timeout?.aborted) throw error;
    throw unreachable();
  }
  keepSessionToken(response);
  const body: unknown =
    response.status === 204
      ? null
      : await response.json().catch(() => {
          // A body cut off by the timeout is no answer; one that is not JSON is read by its status below.
          if (timeout?.aborted) throw unreachable();
          return null;
        });
  if (!response.ok) {
    if (isErrorBody(body)) {
      const { code, message, fields, words } = body.error;
      throw new ApiError(code, response.status, message, { fields, words });
    }
    // The auth endpoints answer `{ code, message }`.
    const flat = body as { code?: unknown; message?: unknown } | null;
    // A 429 with a code of its own says which limit it is (the daily limit of new accounts); a bare one is a rate limit.
    if (typeof flat?.code === 'string') {
      throw new ApiError(flat.code, response.status, typeof flat.message === 'string' ? flat.message : flat.code);
    }
    if (response.status === 429) throw new ApiError('rateLimited', 429, 'Too many attempts.');
    throw new ApiError(response.status >= 500 ? 'internal' : 'invalidInput', response.status, response.statusText);
  }
  return body as T;
}
