import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, languageDetector, localeBackend } from './i18n-plugins.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'i18next=; path=/; max-age=0';
});

describe('the language to start in', () => {
  it('prefers the language saved on this device, then the browser’s, then the cookie’s, without regions', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['pt-BR', 'en-US'], language: 'pt-BR' });
    document.cookie = 'i18next=fr; path=/';
    expect(languageDetector.detect()).toEqual(['pt', 'en', 'fr']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    expect(languageDetector.detect()).toEqual(['nl', 'pt', 'en', 'fr']);
  });

  it('remembers a choice in local storage and a cookie', () => {
    languageDetector.cacheUserLanguage?.('zh');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(document.cookie).toContain('i18next=zh');
  });
});

describe('loading translations', () => {
  it('reads /locales/{language}/{namespace}.json', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ hello: 'Hallo' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await new Promise((resolve) =>
      localeBackend.read('de', 'common', (error, data) => resolve({ error, data })),
    );
    expect(fetchMock).toHaveBeenCalledWith('/locales/de/common.json');
    expect(result).toEqual({ error: null, data: { hello: 'Hallo' } });
  });

  it('reports a missing file as an error, so i18next falls back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    const result = await new Promise<{ error: unknown; data: unknown }>((resolve) =>
      localeBackend.read('xx', 'common', (error, data) => resolve({ error, data })),
    );
    expect(String(result.error)).toMatch(/no translations for xx\/common \(404\)/);
    expect(result.data).toBe(false);
  });
});
