import { afterEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({
  secure: new Map<string, string>(),
  preferences: new Map<string, string>(),
  listeners: new Map<string, (event: { url: string }) => void>(),
}));
vi.mock('@aparajita/capacitor-secure-storage', () => ({
  SecureStorage: {
    getItem: async (key: string) => device.secure.get(key) ?? null,
    setItem: async (key: string, value: string) => void device.secure.set(key, value),
    removeItem: async (key: string) => void device.secure.delete(key),
  },
}));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: async ({ key }: { key: string }) => ({ value: device.preferences.get(key) ?? null }),
    set: async ({ key, value }: { key: string; value: string }) => void device.preferences.set(key, value),
    remove: async ({ key }: { key: string }) => void device.preferences.delete(key),
    keys: async () => ({ keys: [...device.preferences.keys()] }),
  },
}));
vi.mock('@capacitor/app', () => ({
  App: {
    getAppLanguage: async () => ({ value: 'fr' }),
    addListener: async (name: string, listener: (event: { url: string }) => void) => {
      device.listeners.set(name, listener);
      return { remove: async () => void device.listeners.delete(name) };
    },
  },
}));

const forgetOfflineData = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../offline-library/index.ts', () => ({ forgetOfflineData }));

const { apiUrl, authHeaders, setApiBase, setBearerTokenStore } = await import('../http.ts');
const { initNativePlatform } = await import('./init.ts');

afterEach(() => {
  device.secure.clear();
  device.preferences.clear();
  device.listeners.clear();
  setApiBase('');
  setBearerTokenStore(undefined);
  vi.restoreAllMocks();
  forgetOfflineData.mockClear();
});

describe('initNativePlatform', () => {
  it('points the API at the production host and signs in with the kept token', async () => {
    device.secure.set('session_token', 'kept-token');
    await initNativePlatform('https://stories.example.com');
    expect(apiUrl('/api/health')).toBe('https://stories.example.com/api/health');
    expect(authHeaders()).toEqual({ Authorization: 'Bearer kept-token' });
  });

  it('restores the kept preferences and applies the device language before the first render', async () => {
    device.preferences.set('reflectionMode', 'false');
    await initNativePlatform('https://stories.example.com');
    expect(localStorage.getItem('reflectionMode')).toBe('false');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
  });

  it('saves the preferences when the app goes to the background', async () => {
    await initNativePlatform('https://stories.example.com');
    localStorage.setItem('premiumModel', 'true');
    device.listeners.get('pause')?.({ url: '' });
    await vi.waitFor(() => expect(device.preferences.get('premiumModel')).toBe('true'));
  });

  it('opens a deep link at its in-app route', async () => {
    await initNativePlatform('https://stories.example.com');
    const popped: string[] = [];
    window.addEventListener('popstate', () => popped.push(window.location.pathname + window.location.search), {
      once: true,
    });
    device.listeners.get('appUrlOpen')?.({ url: 'app.bedtimestories://reset-password?token=abc' });
    await vi.waitFor(() => expect(popped).toEqual(['/update-password?token=abc']));
  });

  it('turns a sign-in link into a kept session and starts the app afresh at home', async () => {
    await initNativePlatform('https://stories.example.com');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    device.listeners.get('appUrlOpen')?.({ url: 'app.bedtimestories://auth/callback?token=link-token' });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(device.secure.get('session_token')).toBe('link-token');
    expect(authHeaders()).toEqual({ Authorization: 'Bearer link-token' });
  });

  it('trades the one-time code of a browser sign-in for a kept session, forgetting the parent before', async () => {
    device.secure.set('session_token', 'earlier-parent');
    localStorage.setItem('signInVerifier', 'the-app-verifier');
    await initNativePlatform('https://stories.example.com');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"session":{},"user":{}}', {
        status: 200,
        headers: { 'content-type': 'application/json', 'set-auth-token': 'app-session' },
      }),
    );
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    device.listeners.get('appUrlOpen')?.({ url: 'app.bedtimestories://auth/callback?code=one-time' });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://stories.example.com/api/native/redeem');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'one-time', verifier: 'the-app-verifier' });
    expect(localStorage.getItem('signInVerifier')).toBeNull();
    expect(device.secure.get('session_token')).toBe('app-session');
    expect(forgetOfflineData).toHaveBeenCalledOnce();
  });

  it('shows the expired-link message when the code is refused, keeping whoever was signed in', async () => {
    device.secure.set('session_token', 'kept-token');
    localStorage.setItem('signInVerifier', 'the-app-verifier');
    await initNativePlatform('https://stories.example.com');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"message":"Invalid token"}', { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    const popped: string[] = [];
    window.addEventListener('popstate', () => popped.push(window.location.pathname + window.location.search), {
      once: true,
    });
    device.listeners.get('appUrlOpen')?.({ url: 'app.bedtimestories://auth/callback?code=used' });
    await vi.waitFor(() => expect(popped).toEqual(['/login?link=expired']));
    expect(replace).not.toHaveBeenCalled();
    expect(device.secure.get('session_token')).toBe('kept-token');
    expect(forgetOfflineData).not.toHaveBeenCalled();
  });

  it('does not even ask the server about a code when this app started no sign-in', async () => {
    await initNativePlatform('https://stories.example.com');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const popped: string[] = [];
    window.addEventListener('popstate', () => popped.push(window.location.pathname + window.location.search), {
      once: true,
    });
    device.listeners.get('appUrlOpen')?.({ url: 'app.bedtimestories://auth/callback?code=from-elsewhere' });
    await vi.waitFor(() => expect(popped).toEqual(['/login?link=expired']));
    expect(fetch).not.toHaveBeenCalled();
  });
});
