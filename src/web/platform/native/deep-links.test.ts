import { afterEach, describe, expect, it, vi } from 'vitest';

const app = vi.hoisted(() => {
  const listeners = new Map<string, (event: { url: string }) => void>();
  return {
    listeners,
    removed: vi.fn(),
    addListener: vi.fn(async (name: string, listener: (event: { url: string }) => void) => {
      listeners.set(name, listener);
      return { remove: app.removed };
    }),
  };
});
vi.mock('@capacitor/app', () => ({ App: { addListener: app.addListener } }));

const { listenForDeepLinks, routeForDeepLink } = await import('./deep-links.ts');

afterEach(() => {
  app.listeners.clear();
  vi.clearAllMocks();
});

describe('routeForDeepLink', () => {
  it('turns a sign-in callback with a token into a session that goes home', () => {
    expect(routeForDeepLink('app.bedtimestories://auth/callback?token=abc.def')).toEqual({
      path: '/',
      token: 'abc.def',
    });
  });

  it('reads access tokens from the fragment of an implicit sign-in', () => {
    expect(
      routeForDeepLink('app.bedtimestories://auth/callback#access_token=tok-1&refresh_token=ref-1&token_type=bearer'),
    ).toEqual({ path: '/', token: 'tok-1' });
  });

  it('accepts the callback as an https app link and with the single-slash scheme form', () => {
    expect(routeForDeepLink('https://stories.example.com/auth/callback?token=t2')).toEqual({ path: '/', token: 't2' });
    expect(routeForDeepLink('app.bedtimestories:/auth/callback/?token=t3')).toEqual({ path: '/', token: 't3' });
    expect(routeForDeepLink('app.bedtimestories:///auth/callback?token=t4')).toEqual({ path: '/', token: 't4' });
  });

  it('passes on the one-time code of a sign-in that finished in the system browser', () => {
    expect(routeForDeepLink('app.bedtimestories://auth/callback?code=xyz')).toEqual({ path: '/', code: 'xyz' });
    expect(routeForDeepLink('app.bedtimestories://auth/callback')).toEqual({ path: '/' });
  });

  it('shows the login screen’s message for a failed Google sign-in or a used mail link', () => {
    expect(routeForDeepLink('app.bedtimestories://auth/callback?error=google')).toEqual({
      path: '/login?google=failed',
    });
    expect(routeForDeepLink('app.bedtimestories://auth/callback?error=google_off')).toEqual({
      path: '/login?google=failed',
    });
    expect(routeForDeepLink('app.bedtimestories://auth/callback?error=link&code=x')).toEqual({
      path: '/login?link=expired',
    });
    expect(routeForDeepLink('app.bedtimestories://auth/callback?error=two_factor')).toEqual({
      path: '/login?twoFactor=password',
    });
  });

  it('sends a failed sign-in callback to the login screen without a session', () => {
    expect(routeForDeepLink('app.bedtimestories://auth/callback?error=access_denied&token=nope')).toEqual({
      path: '/login',
    });
  });

  it('sends the password-reset link to /update-password keeping only its token', () => {
    expect(routeForDeepLink('app.bedtimestories://reset-password?token=r%2B1&callbackURL=%2F')).toEqual({
      path: '/update-password?token=r%2B1',
    });
    expect(routeForDeepLink('app.bedtimestories://update-password?token=r2')).toEqual({
      path: '/update-password?token=r2',
    });
    expect(routeForDeepLink('https://stories.example.com/api/auth/reset-password/r3?callbackURL=x')).toEqual({
      path: '/update-password?token=r3',
    });
  });

  it('treats a recovery callback as a password reset, never as a sign-in', () => {
    expect(routeForDeepLink('app.bedtimestories://auth/callback#access_token=rec&type=recovery')).toEqual({
      path: '/update-password?token=rec',
    });
  });

  it('lets /update-password show its invalid-link state when the reset link has no token', () => {
    expect(routeForDeepLink('app.bedtimestories://reset-password')).toEqual({ path: '/update-password' });
  });

  it('opens any other link at the same in-app route, query included', () => {
    expect(routeForDeepLink('app.bedtimestories://portfolio/story-7')).toEqual({ path: '/portfolio/story-7' });
    expect(routeForDeepLink('https://stories.example.com/settings?tab=plan')).toEqual({ path: '/settings?tab=plan' });
    expect(routeForDeepLink('app.bedtimestories://')).toEqual({ path: '/' });
  });

  it('never yields a path another origin could be read from', () => {
    const route = routeForDeepLink('https://stories.example.com//evil.example/x');
    expect(route?.path).toBe('/evil.example/x');
    expect(new URL(route?.path ?? '', 'https://localhost').origin).toBe('https://localhost');
  });

  it('ignores what is not a URL', () => {
    expect(routeForDeepLink('not a url')).toBeNull();
    expect(routeForDeepLink('')).toBeNull();
  });
});

describe('listenForDeepLinks', () => {
  it('follows each link the app is opened with, and stops listening when asked', async () => {
    const follow = vi.fn();
    const stop = listenForDeepLinks(follow);
    expect(app.addListener).toHaveBeenCalledWith('appUrlOpen', expect.any(Function));
    app.listeners.get('appUrlOpen')?.({ url: 'app.bedtimestories://auth/callback?token=t9' });
    app.listeners.get('appUrlOpen')?.({ url: 'not a url' });
    expect(follow.mock.calls).toEqual([[{ path: '/', token: 't9' }]]);
    stop();
    await vi.waitFor(() => expect(app.removed).toHaveBeenCalledOnce());
  });
});
