import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The native bridge as Android's web view sets it up before the app loads: `androidBridge`, and a header for each
 * plugin the activity registered, read here from the app's own Java plugin so that its name and methods and the
 * TypeScript side cannot drift apart.
 */
const javaPlugin = readFileSync('android/app/src/main/java/app/bedtimestories/ImmersivePlugin.java', 'utf8');
const mainActivity = readFileSync('android/app/src/main/java/app/bedtimestories/MainActivity.java', 'utf8');
const pluginName = /@CapacitorPlugin\(name = "(\w+)"\)/.exec(javaPlugin)?.[1];
const pluginMethods = [...javaPlugin.matchAll(/@PluginMethod\s+public void (\w+)\(PluginCall call\)/g)].map(
  (match) => match[1],
);

type Bridge = { nativePromise: ReturnType<typeof vi.fn> };
const globals = globalThis as { Capacitor?: Record<string, unknown>; androidBridge?: unknown };

/**
 * Capacitor's core reads the bridge when a plugin is called, from the object it keeps on `globalThis.Capacitor`
 * (made when the core is first imported, which a test cannot undo): the test fills that object in.
 */
async function loadInAndroidApp(): Promise<Bridge & typeof import('./immersive.ts')> {
  const nativePromise = vi.fn(async () => undefined);
  globals.androidBridge = {};
  globals.Capacitor ??= {};
  globals.Capacitor.PluginHeaders = [
    { name: pluginName, methods: pluginMethods.map((name) => ({ name, rtype: 'promise' })) },
  ];
  globals.Capacitor.nativePromise = nativePromise;
  // The app starts Capacitor's core at once (it tells native from web); then the reader asks for full screen.
  await import('@capacitor/core');
  return { nativePromise, ...(await import('./immersive.ts')) };
}

// jsdom has no Fullscreen API: each test gets a stand-in for the browser's.
const requestFullscreen = vi.fn(async (_options?: FullscreenOptions) => undefined);

beforeEach(() => {
  vi.resetModules();
  requestFullscreen.mockClear();
  document.documentElement.requestFullscreen = requestFullscreen;
});
afterEach(() => {
  delete globals.androidBridge;
  vi.restoreAllMocks();
});

describe('full screen in the native app', () => {
  it('is the app’s own Android plugin, registered by the activity', () => {
    expect(pluginName).toBe('Immersive');
    expect(pluginMethods).toEqual(['enter', 'leave']);
    expect(mainActivity).toMatch(/registerPlugin\(ImmersivePlugin\.class\);\s+super\.onCreate/);
    // Both bars, shown for a moment only by a swipe from the edge.
    expect(javaPlugin).toContain('hide(WindowInsetsCompat.Type.systemBars())');
    expect(javaPlugin).toContain('BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE');
  });

  it('asks the plugin to hide the system bars, and to show them again on leaving', async () => {
    const app = await loadInAndroidApp();
    await app.enterImmersive();
    expect(app.nativePromise).toHaveBeenCalledWith('Immersive', 'enter', undefined);
    await app.leaveImmersive();
    expect(app.nativePromise).toHaveBeenLastCalledWith('Immersive', 'leave', undefined);
    expect(app.nativePromise).toHaveBeenCalledTimes(2);
    expect(requestFullscreen).not.toHaveBeenCalled();
  });

  it('keeps the reader working when the plugin fails', async () => {
    const app = await loadInAndroidApp();
    app.nativePromise.mockRejectedValue(new Error('no window'));
    await expect(app.enterImmersive()).resolves.toBeUndefined();
    await expect(app.leaveImmersive()).resolves.toBeUndefined();
  });
});

describe('full screen in a browser', () => {
  it('uses the Fullscreen API and never the native bridge', async () => {
    const { enterImmersive } = await import('./immersive.ts');
    await enterImmersive();
    expect(requestFullscreen).toHaveBeenCalledWith({ navigationUI: 'hide' });
  });
});
