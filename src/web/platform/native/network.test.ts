import { afterEach, describe, expect, it, vi } from 'vitest';

type Status = { connected: boolean; connectionType: string };
const network = vi.hoisted(() => {
  const state = {
    status: { connected: true, connectionType: 'wifi' } as Status,
    listeners: new Set<(s: Status) => void>(),
  };
  return {
    state,
    getStatus: vi.fn(async () => state.status),
    addListener: vi.fn(async (_name: string, listener: (s: Status) => void) => {
      state.listeners.add(listener);
      return { remove: async () => void state.listeners.delete(listener) };
    }),
    change(status: Status) {
      state.status = status;
      for (const listener of state.listeners) listener(status);
    },
  };
});
vi.mock('@capacitor/network', () => ({ Network: { getStatus: network.getStatus, addListener: network.addListener } }));

const { createNativeNetworkStatus } = await import('./network.ts');

afterEach(() => {
  network.state.listeners.clear();
  network.state.status = { connected: true, connectionType: 'wifi' };
});

describe('the native network status', () => {
  it('asks the plugin whether the device is connected', async () => {
    const status = createNativeNetworkStatus();
    expect(await status.isConnected()).toBe(true);
    network.state.status = { connected: false, connectionType: 'none' };
    expect(await status.isConnected()).toBe(false);
  });

  it('reports each change of the native listener until it stops listening', async () => {
    const status = createNativeNetworkStatus();
    const seen: boolean[] = [];
    const stop = status.onChange((isConnected) => seen.push(isConnected));
    expect(network.addListener).toHaveBeenCalledWith('networkStatusChange', expect.any(Function));
    await vi.waitFor(() => expect(network.state.listeners.size).toBe(1));
    network.change({ connected: false, connectionType: 'none' });
    network.change({ connected: true, connectionType: 'cellular' });
    stop();
    await vi.waitFor(() => expect(network.state.listeners.size).toBe(0));
    network.change({ connected: false, connectionType: 'none' });
    expect(seen).toEqual([false, true]);
  });
});
