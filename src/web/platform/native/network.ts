import { Network } from '@capacitor/network';
import type { NetworkStatusSource } from '../network.ts';

/** The native network listener (spec §4): the web view's online events are unreliable when the app is in background. */
export function createNativeNetworkStatus(): NetworkStatusSource {
  return {
    isConnected: async () => (await Network.getStatus()).connected,
    onChange(listener) {
      const handle = Network.addListener('networkStatusChange', (status) => listener(status.connected));
      return () => void handle.then((registered) => registered.remove());
    },
  };
}
