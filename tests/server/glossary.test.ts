import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../src/server/auth/mail-texts.ts';
import { DEFAULT_ACTIVITIES, DEFAULT_CHARACTERS } from '../../src/server/catalog/catalog-data.ts';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';

// Issue 20: each language's glossary (`docs/glossary/<lang>.md`) names the one word the app uses for each thing, and
// under "## Replaced words" the words it no longer uses (`- \`word\` → …`). No string a parent reads may use one:
// the interface, the privacy page, the account mails and the catalog's names and descriptions.

const root = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(root, 'public/locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function strings(value: Json, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => strings(child, at ? `${at}.${key}` : key));
  }
  return [];
}

/** Every string a parent reads in `language`, with where it lives. */
function textsOf(language: Language): { at: string; text: string }[] {
  const files = readdirSync(path.join(localesDir, language)).filter((file) => file.endsWith('.json'));
  const ui = files.flatMap((file) =>
    strings(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Json).map((entry) => ({
      ...entry,
      at: `${language}/${file}: ${entry.at}`,
    })),
  );
  const mails = strings(MAIL_TEXTS[language] as unknown as Json).map((entry) => ({
    ...entry,
    at: `mail: ${entry.at}`,
  }));
  const catalog = [...DEFAULT_CHARACTERS, ...DEFAULT_ACTIVITIES].flatMap((item) => [
    { at: `catalog: ${item.id}.name`, text: item.text[language].name },
    { at: `catalog: ${item.id}.description`, text: item.text[language].description },
  ]);
  return [...ui, ...mails, ...catalog];
}

/** The replaced words of a glossary: the first code span of each list item under "## Replaced words". */
function replacedWords(markdown: string): string[] {
  const section = /^## Replaced words\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1] ?? '';
  return [...section.matchAll(/^\s*[-*]\s+`([^`]+)`/gm)].map((match) => match[1] ?? '').filter(Boolean);
}

/** Whether `text` uses `word`: a whole word (any case) in alphabetic scripts, the characters anywhere in Chinese. */
function uses(text: string, word: string, language: Language): boolean {
  if (language === 'zh') return text.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

describe('the glossary', () => {
  it('finds replaced words and matches whole words only', () => {
    const markdown =
      '# x\n## Words\n- `story`\n## Replaced words\n- `portfolio` → "My stories"\n- `app` (say "Bedtime Stories")\n';
    expect(replacedWords(markdown)).toEqual(['portfolio', 'app']);
    expect(uses('Keep it in your Portfolio.', 'portfolio', 'en')).toBe(true);
    expect(uses('the application', 'app', 'fr')).toBe(false);
    expect(uses('我的故事集', '故事集', 'zh')).toBe(true);
  });

  it.each(LANGUAGES)('%s: no string uses a word its glossary replaced', (language) => {
    const file = path.join(root, 'docs/glossary', `${language}.md`);
    expect(existsSync(file), `docs/glossary/${language}.md`).toBe(true);
    const words = replacedWords(readFileSync(file, 'utf8'));
    const found = textsOf(language).flatMap(({ at, text }) =>
      words.filter((word) => uses(text, word, language)).map((word) => `${at} uses "${word}": ${text}`),
    );
    expect(found).toEqual([]);
  });
});
