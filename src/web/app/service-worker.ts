import { useSyncExternalStore } from 'react';
import { isNativePlatform } from '../platform/native.ts';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateReady = false;
let applyUpdate: (() => Promise<void>) | undefined;
const listeners = new Set<() => void>();

/**
 * Registers the service worker that keeps the app shell for offline use (web only: the native app ships its files).
 * A new version waits until the parent chooses to update, so nothing reloads under a story being read.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || isNativePlatform() || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    applyUpdate = registerSW({
      onNeedRefresh: () => announceUpdate(),
      onRegisteredSW(_url, registration) {
        if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      },
    });
  });
}

/** A new version is installed and waiting; `apply` lets it take over (given by the worker's registration). */
export function announceUpdate(apply?: () => Promise<void>): void {
  if (apply) applyUpdate = apply;
  updateReady = true;
  for (const listener of listeners) listener();
}

/** Whether a new version is installed and waiting for the parent's go-ahead. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateReady,
    () => false,
  );
}

/** Lets the waiting version take over; the page reloads on the same address, so the parent stays where they were. */
export async function updateNow(): Promise<void> {
  await applyUpdate?.();
}

/** Hides the prompt until the next version (or the next visit). */
export function postponeUpdate(): void {
  updateReady = false;
  for (const listener of listeners) listener();
}
