import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './http.ts';

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
