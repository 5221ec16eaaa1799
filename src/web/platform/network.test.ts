import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Status = { connected: boolean; connectionType: string };
const network = vi.hoisted(() => {
  const state = {
    status: { connected: true, connectionType: 'wifi' } as Status,
    listeners: new Set<(s: Status) => void>(),
  };
  return {
    state,
    change(status: Status) {
      state.status = status;
      for (const listener of state.listeners) listener(status);
    },
  };
});
vi.mock('@capacitor/network', () => ({
  Network: {
    getStatus: async () => network.state.status,
    addListener: async (_name: string, listener: (s: Status) => void) => {
      network.state.listeners.add(listener);
      return { remove: async () => void network.state.listeners.delete(listener) };
    },
  },
}));

/** Each test loads the module afresh, because the status source is chosen once per app start. */
async function loadNetwork(native: boolean) {
  vi.resetModules();
  if (native) vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
  return import('./network.ts');
}

const healthAnswers = (isUp: () => boolean) =>
  vi.fn(async (url: string) => {
    if (!isUp()) throw new TypeError('Failed to fetch');
    return Response.json({ ok: true }, { status: url.endsWith('/api/health') ? 200 : 404 });
  });

afterEach(() => {
  vi.unstubAllGlobals();
  network.state.listeners.clear();
  network.state.status = { connected: true, connectionType: 'wifi' };
});

describe('useIsOnline on the web', () => {
  it('uses the browser events and never loads the native plugin', async () => {
    const { networkStatus, browserNetworkStatus, useIsOnline } = await loadNetwork(false);
    expect(await networkStatus()).toBe(browserNetworkStatus);
    vi.stubGlobal(
      'fetch',
      healthAnswers(() => true),
    );
    const { result } = renderHook(() => useIsOnline());
    expect(result.current).toBe(true);
    await act(async () => {
      await networkStatus();
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toBe(true));
  });
});

describe('useIsOnline on native', () => {
  it('goes offline and back with the native network listener', async () => {
    const { useIsOnline } = await loadNetwork(true);
    vi.stubGlobal(
      'fetch',
      healthAnswers(() => network.state.status.connected),
    );
    const { result } = renderHook(() => useIsOnline());
    await waitFor(() => expect(network.state.listeners.size).toBe(1));
    act(() => network.change({ connected: false, connectionType: 'none' }));
    expect(result.current).toBe(false);
    act(() => network.change({ connected: true, connectionType: 'wifi' }));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('starts offline when the device has no connection, whatever the web view says', async () => {
    network.state.status = { connected: false, connectionType: 'none' };
    const { useIsOnline } = await loadNetwork(true);
    const fetchMock = healthAnswers(() => true);
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useIsOnline());
    await waitFor(() => expect(result.current).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays offline while connected to a network that cannot reach the server', async () => {
    const { useIsOnline } = await loadNetwork(true);
    vi.stubGlobal(
      'fetch',
      healthAnswers(() => false),
    );
    const { result } = renderHook(() => useIsOnline());
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('stops listening when the screen goes away', async () => {
    const { useIsOnline } = await loadNetwork(true);
    vi.stubGlobal(
      'fetch',
      healthAnswers(() => true),
    );
    const { unmount } = renderHook(() => useIsOnline());
    await waitFor(() => expect(network.state.listeners.size).toBe(1));
    unmount();
    await waitFor(() => expect(network.state.listeners.size).toBe(0));
  });
});
