import { afterEach, describe, expect, it, vi } from 'vitest';

const app = vi.hoisted(() => ({ getAppLanguage: vi.fn(async () => ({ value: 'nl-NL' })) }));
vi.mock('@capacitor/app', () => ({ App: { getAppLanguage: app.getAppLanguage } }));

const { applyDeviceLanguage, languageAtStart } = await import('./device-language.ts');

afterEach(() => vi.clearAllMocks());

describe('the device language on native (spec §9)', () => {
  it('applies when no language is stored or the stored one is English', () => {
    expect(languageAtStart(null, 'nl-NL')).toBe('nl');
    expect(languageAtStart('', 'zh_Hans_CN')).toBe('zh');
    expect(languageAtStart('en', 'de-AT')).toBe('de');
    expect(languageAtStart('en-GB', 'fr')).toBe('fr');
  });

  it('never overrides another language the parent chose', () => {
    expect(languageAtStart('es', 'nl-NL')).toBeUndefined();
    expect(languageAtStart('pt', 'en-US')).toBeUndefined();
  });

  it('ignores a device language the app does not speak', () => {
    expect(languageAtStart(null, 'ja-JP')).toBeUndefined();
    expect(languageAtStart('en', undefined)).toBeUndefined();
    expect(languageAtStart('en', 'en-US')).toBeUndefined();
  });

  it('stores the app language from the plugin before i18next starts', async () => {
    localStorage.setItem('i18nextLng', 'en');
    await applyDeviceLanguage();
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
  });

  it('falls back to the web view language when the plugin cannot tell', async () => {
    app.getAppLanguage.mockRejectedValueOnce(new Error('not implemented'));
    const spy = vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    try {
      await applyDeviceLanguage();
      expect(localStorage.getItem('i18nextLng')).toBe('es');
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves a chosen language alone', async () => {
    localStorage.setItem('i18nextLng', 'pt');
    await applyDeviceLanguage();
    expect(localStorage.getItem('i18nextLng')).toBe('pt');
  });
});
