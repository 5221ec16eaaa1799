import { isNativePlatform } from './native.ts';

/**
 * Full-screen reading. On the web the Fullscreen API hides the browser's bars; where it is missing (iPhone Safari) the
 * reader still covers the app's own bars. In the native app the web view cannot go full screen itself, so the app's
 * own plugin hides the system bars (Android's immersive mode), loaded only there.
 */
export async function enterImmersive(): Promise<void> {
  if (isNativePlatform()) {
    const { ImmersiveMode } = await import('./native/immersive-mode.ts');
    await ImmersiveMode.enter().catch(() => undefined);
    return;
  }
  const root = document.documentElement;
  if (!document.fullscreenElement && typeof root.requestFullscreen === 'function') {
    await root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  }
}

export async function leaveImmersive(): Promise<void> {
  if (isNativePlatform()) {
    const { ImmersiveMode } = await import('./native/immersive-mode.ts');
    await ImmersiveMode.leave().catch(() => undefined);
    return;
  }
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
}

/** Calls `onLeft` when the browser leaves full screen by itself (Escape, the system's back gesture). */
export function onFullscreenLeft(onLeft: () => void): () => void {
  const listener = () => {
    if (!document.fullscreenElement) onLeft();
  };
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}
