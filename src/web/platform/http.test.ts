import { afterEach, describe, expect, it, vi } from 'vitest';
import { authErrorKey } from '../features/auth/auth-errors.ts';
import { ApiError, apiFetch, authHeaders, mediaUrl, setApiBase, setBearerTokenStore } from './http.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the JSON of a successful answer and sends JSON bodies', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('turns an API error into an ApiError with its translation key', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'dailyLimitReached', message: 'limit' } }, { status: 429 }),
    );
    const error = await apiFetch('/api/x').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'dailyLimitReached', status: 429, messageKey: 'errors.dailyLimitReached' });
  });

  it('keeps the code of an auth 429 (the daily limit of new accounts); a bare 429 is a rate limit', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 'signUpLimitReached', message: 'Too many new accounts' }, { status: 429 }),
    );
    const limit = await apiFetch('/api/auth/sign-up/email', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(limit).toMatchObject({ code: 'signUpLimitReached', status: 429 });
    expect(authErrorKey(limit, 'auth.errors.signupFailed')).toBe('errors.signUpLimitReached');

    vi.stubGlobal('fetch', async () => Response.json({ message: 'Too many requests.' }, { status: 429 }));
    const bare = await apiFetch('/api/auth/sign-in/email', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(bare).toMatchObject({ code: 'rateLimited', status: 429 });
    expect(authErrorKey(bare, 'auth.errors.invalidCredentials')).toBe('errors.rateLimited');

    // Two-factor's lock after too many wrong codes is a 429 with a code the screens do not name.
    vi.stubGlobal('fetch', async () => Response.json({ code: 'ACCOUNT_TEMPORARILY_LOCKED' }, { status: 429 }));
    const locked = await apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(authErrorKey(locked, 'auth.errors.invalidCode')).toBe('errors.rateLimited');
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'networkError', status: 0 });
  });

  it('maps an answer without an error body by its status', async () => {
    vi.stubGlobal('fetch', async () => new Response('bad gateway', { status: 502 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'internal', status: 502 });
  });
});

describe('apiFetch with a bearer token (native app)', () => {
  const memoryToken = (initial?: string) => {
    let token = initial;
    return {
      get: () => token,
      set(next: string | undefined) {
        token = next;
      },
    };
  };

  afterEach(() => setBearerTokenStore(undefined));

  it('sends no Authorization header on the web, which keeps its cookie', async () => {
    const fetchMock = vi.fn(async () => Response.json({}, { headers: { 'set-auth-token': 'ignored' } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/me/settings');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('authorization')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it('sends the kept token and keeps the new one a sign-in hands out', async () => {
    const token = memoryToken('old-token');
    setBearerTokenStore(token);
    const fetchMock = vi.fn(async () => Response.json({ user: {} }, { headers: { 'set-auth-token': 'new-token' } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/auth/sign-in/email', { method: 'POST', json: {} });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer old-token');
    expect(token.get()).toBe('new-token');
    expect(authHeaders()).toEqual({ Authorization: 'Bearer new-token' });
  });

  it('forgets the token when the server answers 401', async () => {
    const token = memoryToken('expired');
    setBearerTokenStore(token);
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
    );
    await expect(apiFetch('/api/stories')).rejects.toMatchObject({ status: 401 });
    expect(token.get()).toBeUndefined();
    expect(authHeaders()).toEqual({});
  });

  it('signs out with the token, then forgets it even when the server cannot be reached', async () => {
    const token = memoryToken('session-1');
    setBearerTokenStore(token);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/auth/sign-out', { method: 'POST', json: {} })).rejects.toMatchObject({
      code: 'networkError',
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer session-1');
    expect(token.get()).toBeUndefined();
  });

  it('sends requests to the native API host', async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    setApiBase('https://stories.example.com/');
    try {
      await apiFetch('/api/health');
      expect(fetchMock.mock.calls[0]?.[0]).toBe('https://stories.example.com/api/health');
      expect(mediaUrl('/media/a.webp')).toBe('https://stories.example.com/media/a.webp');
      expect(mediaUrl('/art/moon.svg')).toBe('/art/moon.svg');
    } finally {
      setApiBase('');
    }
  });
});
