import { and, eq } from 'drizzle-orm';
import { EMPTY_FAMILY, type Family, type FamilyChild } from '../../../shared/family.ts';
import type { Database } from '../../db/client.ts';
import { stories, storyJobs, userSettings } from '../../db/schema.ts';

/** Stands in for the story's first child in everything sent to providers; the server puts the name back. */
export const CHILD_PLACEHOLDER = 'Zuri';

/**
 * Stand-ins for the family's other names and tonight's friends, given in this order. Each is unmistakably a name, is
 * no word in any of the interface languages (also with a genitive s), and sits in any language's sentence, so a writer
 * can use it as it is. Enough for the largest family with four friends, and a few to spare for a family that already
 * uses one of them.
 */
export const NAME_PLACEHOLDERS = [
  'Tavi',
  'Kesi',
  'Yaro',
  'Nemi',
  'Rilo',
  'Dovi',
  'Kavi',
  'Tiko',
  'Nuvi',
  'Sefi',
  'Wilo',
  'Fiko',
  'Heko',
  'Ondi',
  'Yeli',
  'Beku',
  'Jani',
  'Ravo',
  'Zemi',
  'Peki',
  'Gevi',
  'Taru',
  'Mavi',
  'Bodi',
  'Nilu',
  'Ezzo',
  'Oru',
  'Xemi',
  'Olu',
  'Seko',
  'Wumi',
  'Qeni',
] as const;

const escapeForPattern = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * A letter that continues a word. Chinese is written without spaces, so a Han character next to a Latin name does
 * not make it part of a longer word ("Emma喂了鸭子").
 */
const WORD_CHARACTER = '[[\\p{L}\\p{M}\\p{N}]--\\p{Script=Han}]';

/** How a name is compared: case and spacing aside. */
const keyOf = (name: string) => name.trim().replace(/\s+/gu, ' ').toLocaleLowerCase();

/**
 * The name as a whole word in any of the interface languages' scripts, also before a genitive or plural "s" ("Emmas
 * Teddy", "Emma's"), which stays in place. A name written in Han characters matches anywhere.
 */
function wholeNamePattern(name: string): string {
  const body = name.trim().split(/\s+/u).map(escapeForPattern).join('\\s+');
  if (/\p{Script=Han}/u.test(name)) return body;
  return `(?<!${WORD_CHARACTER})${body}(?=s?(?!${WORD_CHARACTER}))`;
}

/**
 * Replaces, in one pass, every whole name of `names` (case-insensitively) with what `replacement` gives for it. The
 * longest names are tried first, so "Anna Lena" is one name and not "Anna" followed by another word.
 */
function replacerOf(names: string[], replacement: (index: number) => string): (text: string) => string {
  if (names.length === 0) return (text) => text;
  const order = names.map((name, index) => ({ name, index })).sort((a, b) => b.name.length - a.name.length);
  const pattern = new RegExp(order.map(({ name }) => `(${wholeNamePattern(name)})`).join('|'), 'giv');
  return (text) =>
    text.replace(pattern, (...args: unknown[]) => {
      const groups = args.slice(1, order.length + 1);
      const matched = groups.findIndex((group) => group !== undefined);
      return replacement(order[matched]?.index ?? 0);
    });
}

/**
 * The story's children: the brief's, in its order, of those still in the family (a child removed since is dropped);
 * the family's first child when the brief names none that is.
 */
export function storyChildrenOf(family: Family, childIds: readonly string[] | undefined): FamilyChild[] {
  const named = (childIds ?? []).flatMap((id) => family.children.filter((child) => child.id === id));
  if (named.length > 0) return named;
  return family.children.slice(0, 1);
}

/** Hides the family's names from providers and puts them back in what providers answer (decision 010). */
export type NameGuard = {
  /** Every family name and friend's name in the text, replaced with its placeholder. */
  hide: (text: string) => string;
  /** Every placeholder in the text, replaced with the name it stands for. */
  restore: (text: string) => string;
  /** The placeholder of a member of the family, by id. */
  placeholderOfMember: (id: string) => string | undefined;
  /** The placeholder of one of tonight's friends, by the name the parent typed. */
  placeholderOfFriend: (name: string) => string | undefined;
};

/**
 * The guard for one account's family, and tonight's friends. The story's first child (`storyChildrenOf`) is
 * `CHILD_PLACEHOLDER`; every other name has its own placeholder from `NAME_PLACEHOLDERS`, skipping any that is a name
 * of this family. Two members with the same name share one placeholder. Names that are ordinary words too
 * ("Biscuit", "Mama") are hidden wherever they stand as a whole word, and come back as the parent wrote them.
 */
export function familyNameGuard(
  family: Family,
  options: { childIds?: readonly string[] | undefined; friends?: readonly string[] | undefined } = {},
): NameGuard {
  const storyChildren = storyChildrenOf(family, options.childIds);
  const firstChild = storyChildren[0];
  const members = [...storyChildren, ...family.children, ...family.grownUps, ...family.pets];
  const friends = (options.friends ?? []).filter((name) => name.trim() !== '');
  const taken = new Set([...members.map((member) => member.name), ...friends].map(keyOf));
  const spare = NAME_PLACEHOLDERS.filter((placeholder) => !taken.has(keyOf(placeholder)));

  /** Placeholder by the name's key; the names and placeholders in the order given. */
  const byName = new Map<string, string>();
  const names: string[] = [];
  const placeholders: string[] = [];
  let nextSpare = 0;
  const assign = (name: string, placeholder?: string): string | undefined => {
    const key = keyOf(name);
    if (key === '') return undefined;
    const known = byName.get(key);
    if (known) return known;
    // More names than placeholders cannot happen within the family's limits; one more would get a numbered one.
    const chosen = placeholder ?? spare[nextSpare] ?? `${NAME_PLACEHOLDERS[0]}${nextSpare}`;
    if (placeholder === undefined) nextSpare += 1;
    byName.set(key, chosen);
    names.push(name.trim());
    placeholders.push(chosen);
    return chosen;
  };
  const byMember = new Map<string, string>();
  members.forEach((member, index) => {
    const placeholder = assign(member.name, index === 0 && member === firstChild ? CHILD_PLACEHOLDER : undefined);
    if (placeholder && !byMember.has(member.id)) byMember.set(member.id, placeholder);
  });
  for (const friend of friends) assign(friend);

  const restore = replacerOf(placeholders, (index) => names[index] ?? '');
  // Chinese names side by side (`爷爷奶奶`) are hidden as placeholders side by side (`NemiRilo`), which read as one
  // word: a word joiner parts them while they are put back, and goes again after.
  const any = placeholders.map(escapeForPattern).join('|');
  const glued = placeholders.length > 1 ? new RegExp(`(${any})(?=${any})`, 'giu') : undefined;
  return {
    hide: replacerOf(names, (index) => placeholders[index] ?? CHILD_PLACEHOLDER),
    restore: (text) => {
      const parted = glued ? text.replace(glued, '$1\u2060') : text;
      return parted === text ? restore(text) : restore(parted).replaceAll('\u2060', '');
    },
    placeholderOfMember: (id) => byMember.get(id),
    placeholderOfFriend: (name) => byName.get(keyOf(name)),
  };
}

/** The account's family (Settings); empty when they gave none. */
export async function familyOf(db: Database, userId: string): Promise<Family> {
  const [settings] = await db
    .select({ family: userSettings.family })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return settings?.family ?? EMPTY_FAMILY;
}

/** The guard for an account's family and, when given, tonight's friends and the story's children. */
export async function nameGuardOf(
  db: Database,
  userId: string,
  options: { childIds?: readonly string[] | undefined; friends?: readonly string[] | undefined } = {},
): Promise<NameGuard> {
  return familyNameGuard(await familyOf(db, userId), options);
}

/**
 * The guard for a saved story: its children, and the friends the parent named for it (kept in the brief of the job
 * that wrote it), so that a narration or a redrawn picture sends none of the names the story tells.
 */
export async function storyNameGuardOf(db: Database, userId: string, storyId: string): Promise<NameGuard> {
  const [family, [story], jobs] = await Promise.all([
    familyOf(db, userId),
    db
      .select({ childIds: stories.childIds })
      .from(stories)
      .where(and(eq(stories.id, storyId), eq(stories.userId, userId))),
    db
      .select({ brief: storyJobs.brief })
      .from(storyJobs)
      .where(and(eq(storyJobs.storyId, storyId), eq(storyJobs.userId, userId))),
  ]);
  const friends = jobs.flatMap((job) => friendsOf(job.brief));
  return familyNameGuard(family, { childIds: story?.childIds, friends });
}

/** Tonight's friends in a stored job brief; none when the brief has no moments. */
export function friendsOf(brief: Record<string, unknown>): string[] {
  const moments = brief.moments;
  if (typeof moments !== 'object' || moments === null) return [];
  const friends = (moments as { friends?: unknown }).friends;
  return Array.isArray(friends) ? friends.filter((name): name is string => typeof name === 'string') : [];
}
