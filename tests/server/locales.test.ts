import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/languages.ts';

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
const namespaces = readdirSync(path.join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Leaf paths of a translation file, with plural suffixes folded (languages need different plural forms). */
function leafKeys(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafKeys(item, `${prefix}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
}

function read(language: string, namespace: string): Json {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'));
}

function placeholders(value: Json): string[] {
  return [...JSON.stringify(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translations', () => {
  it.each(namespaces)('every language has every key of %s', (namespace) => {
    const english = [...new Set(leafKeys(read('en', namespace)))].sort();
    for (const language of LANGUAGES) {
      const keys = [...new Set(leafKeys(read(language, namespace)))].sort();
      expect(keys, `${language}/${namespace}.json`).toEqual(english);
    }
  });

  it.each(namespaces)('no %s string is empty and placeholders are kept', (namespace) => {
    const englishPlaceholders = new Set(placeholders(read('en', namespace)));
    for (const language of LANGUAGES) {
      const file = read(language, namespace);
      expect(JSON.stringify(file), `${language}/${namespace}.json`).not.toMatch(/:\s*""/);
      expect(new Set(placeholders(file)), `${language}/${namespace}.json`).toEqual(englishPlaceholders);
    }
  });
});
