import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../../../platform/http.ts';
import { sendMagicLink, signInWithGoogle } from './auth-api.ts';

function inTheApp(native: boolean) {
  vi.stubGlobal('Capacitor', { isNativePlatform: () => native });
}
const answer = (body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
const sentBody = (fetch: ReturnType<typeof answer>) => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setApiBase('');
});

describe('signing in where a browser is needed', () => {
  it('on the web, asks Better Auth for Google’s address and comes back to the app’s own pages', async () => {
    inTheApp(false);
    const fetch = answer({ url: 'https://accounts.google.com/o/oauth2/auth?x=1', redirect: true });
    expect((await signInWithGoogle()).url).toBe('https://accounts.google.com/o/oauth2/auth?x=1');
    expect(sentBody(fetch)).toMatchObject({ provider: 'google', callbackURL: '/' });
  });

  it('in the app, sends the parent to the server’s Google start in the system browser, without a request', async () => {
    inTheApp(true);
    setApiBase('https://stories.example.com');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const url = new URL((await signInWithGoogle()).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://stories.example.com/api/native/sign-in/google');
    expect(url.searchParams.get('challenge')).toMatch(/^[\w-]{43}$/);
    expect(localStorage.getItem('signInVerifier')).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in the app, has the mailed link come back through the hand-off, started in the browser it will open in', async () => {
    inTheApp(true);
    setApiBase('https://stories.example.com');
    const fetch = answer({ status: true });
    const { browserUrl } = await sendMagicLink('parent@example.org');
    const sent = sentBody(fetch);
    expect(sent).toMatchObject({ email: 'parent@example.org', errorCallbackURL: '/api/native/handoff?error=link' });
    expect(sent.callbackURL).toMatch(/^\/api\/native\/handoff\?challenge=[\w-]{43}$/);
    // The browser is opened at the link's start with the very challenge the link carries.
    const start = new URL(browserUrl ?? 'http://missing');
    expect(`${start.origin}${start.pathname}`).toBe('https://stories.example.com/api/native/sign-in/link');
    expect(`/api/native/handoff?challenge=${start.searchParams.get('challenge')}`).toBe(sent.callbackURL);
    inTheApp(false);
    fetch.mockClear();
    expect((await sendMagicLink('parent@example.org')).browserUrl).toBeUndefined();
    expect(sentBody(fetch)).toMatchObject({ callbackURL: '/', errorCallbackURL: '/login?link=expired' });
  });
});
