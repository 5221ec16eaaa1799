import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages.ts';
import type { Database } from '../db/client.ts';
import { userSettings } from '../db/schema.ts';

/** The language a visitor's browser uses: the app's own cookie first, then Accept-Language. */
export function languageOfRequest(request: Request | undefined): Language {
  const cookie = request?.headers.get('cookie') ?? '';
  const fromCookie = /(?:^|;\s*)i18next=([a-zA-Z-]+)/.exec(cookie)?.[1]?.slice(0, 2).toLowerCase();
  if (isLanguage(fromCookie)) return fromCookie;
  for (const part of (request?.headers.get('accept-language') ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** The language to write to a parent in: their saved preference, else their browser's. */
export async function languageOfUser(db: Database, userId: string | undefined, request: Request | undefined) {
  if (userId) {
    const [row] = await db
      .select({ language: userSettings.language })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    if (row && isLanguage(row.language)) return row.language;
  }
  return languageOfRequest(request);
}
