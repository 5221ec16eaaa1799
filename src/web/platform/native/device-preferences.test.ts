import { afterEach, describe, expect, it, vi } from 'vitest';

const preferences = vi.hoisted(() => new Map<string, string>());
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: async ({ key }: { key: string }) => ({ value: preferences.get(key) ?? null }),
    set: async ({ key, value }: { key: string; value: string }) => void preferences.set(key, value),
    remove: async ({ key }: { key: string }) => void preferences.delete(key),
    keys: async () => ({ keys: [...preferences.keys()] }),
  },
}));

const { isDevicePreferenceKey, restoreDevicePreferences, saveDevicePreferences } = await import(
  './device-preferences.ts'
);

afterEach(() => preferences.clear());

describe('spec §3 keys kept in Preferences on native', () => {
  it('knows the spec keys and nothing else', () => {
    for (const key of ['i18nextLng', 'reflectionMode', 'premiumModel', 'hideDonationInfo', 'pwaInstallDismissed']) {
      expect(isDevicePreferenceKey(key)).toBe(true);
    }
    expect(isDevicePreferenceKey('regenerations_story-1')).toBe(true);
    expect(isDevicePreferenceKey('regenerations_session_temp')).toBe(true);
    expect(isDevicePreferenceKey('offline_stories')).toBe(false);
    expect(isDevicePreferenceKey('session_token')).toBe(false);
  });

  it('puts back what the web view lost, keeping the newer values it still has', async () => {
    preferences.set('reflectionMode', 'false');
    preferences.set('i18nextLng', 'fr');
    preferences.set('offline_stories', '{}');
    localStorage.setItem('i18nextLng', 'de');
    await restoreDevicePreferences();
    expect(localStorage.getItem('reflectionMode')).toBe('false');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(localStorage.getItem('offline_stories')).toBeNull();
  });

  it('saves the web view values and drops the keys the app removed', async () => {
    preferences.set('hideDonationInfo', 'true');
    preferences.set('offline_scenes_s1', '{}');
    localStorage.setItem('premiumModel', 'true');
    localStorage.setItem('regenerations_s1', '2');
    localStorage.setItem('unrelated', 'x');
    await saveDevicePreferences();
    expect(Object.fromEntries(preferences)).toEqual({
      premiumModel: 'true',
      regenerations_s1: '2',
      offline_scenes_s1: '{}',
    });
  });
});
