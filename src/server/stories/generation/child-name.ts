import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema.ts';

/** Stands in for the child's first name in everything sent to providers; the server puts the name back. */
export const CHILD_PLACEHOLDER = 'Zuri';

const escapeForPattern = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * A letter that continues a word. Chinese is written without spaces, so a Han character next to a Latin name does
 * not make it part of a longer word ("Emma喂了鸭子").
 */
const WORD_CHARACTER = '[[\\p{L}\\p{M}\\p{N}]--\\p{Script=Han}]';

/**
 * The name as a whole word in any of the interface languages' scripts, case-insensitively, also before a genitive
 * or plural "s" ("Emmas Teddy", "Emma's"), which stays in place. A name written in Han characters matches anywhere.
 */
function wholeName(name: string): RegExp {
  const body = name.trim().split(/\s+/u).map(escapeForPattern).join('\\s+');
  if (/\p{Script=Han}/u.test(name)) return new RegExp(body, 'giv');
  return new RegExp(`(?<!${WORD_CHARACTER})${body}(?=s?(?!${WORD_CHARACTER}))`, 'giv');
}

/** Replaces the child's first name with the placeholder, before the text goes to any provider. */
export function hideChildName(text: string, childName: string | null | undefined): string {
  if (!childName?.trim()) return text;
  return text.replace(wholeName(childName), CHILD_PLACEHOLDER);
}

/** Puts the child's first name back where the placeholder stands. */
export function restoreChildName(text: string, childName: string | null | undefined): string {
  if (!childName?.trim()) return text;
  const name = childName.trim();
  return text.replace(wholeName(CHILD_PLACEHOLDER), () => name);
}

/** The child's first name from the parent's settings, or null when they gave none. */
export async function childNameOf(db: Database, userId: string): Promise<string | null> {
  const [settings] = await db
    .select({ childName: userSettings.childName })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return settings?.childName ?? null;
}
