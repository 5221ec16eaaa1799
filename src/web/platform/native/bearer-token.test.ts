import { afterEach, describe, expect, it, vi } from 'vitest';

const secure = vi.hoisted(() => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: vi.fn(async (key: string) => items.get(key) ?? null),
    setItem: vi.fn(async (key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn(async (key: string) => void items.delete(key)),
  };
});
vi.mock('@aparajita/capacitor-secure-storage', () => ({
  SecureStorage: { getItem: secure.getItem, setItem: secure.setItem, removeItem: secure.removeItem },
}));

const { loadBearerToken } = await import('./bearer-token.ts');

afterEach(() => {
  secure.items.clear();
  vi.clearAllMocks();
});

describe('the bearer token in secure storage', () => {
  it('starts with the token kept by the last run', async () => {
    secure.items.set('session_token', 'kept');
    expect((await loadBearerToken()).get()).toBe('kept');
  });

  it('starts signed out when none is kept or secure storage fails', async () => {
    expect((await loadBearerToken()).get()).toBeUndefined();
    secure.getItem.mockRejectedValueOnce(new Error('keystore locked'));
    expect((await loadBearerToken()).get()).toBeUndefined();
  });

  it('writes every change through, in order, and forgets on sign-out', async () => {
    const token = await loadBearerToken();
    token.set('first');
    token.set('second');
    expect(token.get()).toBe('second');
    await token.saved();
    expect(secure.items.get('session_token')).toBe('second');
    token.set(undefined);
    await token.saved();
    expect(secure.items.has('session_token')).toBe(false);
    expect((await loadBearerToken()).get()).toBeUndefined();
  });

  it('keeps the session in memory when a write fails', async () => {
    secure.setItem.mockRejectedValueOnce(new Error('full'));
    const token = await loadBearerToken();
    token.set('memory-only');
    await expect(token.saved()).resolves.toBeUndefined();
    expect(token.get()).toBe('memory-only');
  });
});
