import { FAMILY_LIMITS, type Family, hasMoments, type Moments, PersonNameSchema } from '../../../shared/family.ts';

export const NO_MOMENTS: Moments = { with: [], friends: [] };

/**
 * Whose story it is: the children the parent chose that are still in the family, else the family's first child (the
 * server's own default), so a parent who does not choose takes no extra tap.
 */
export function whoseStory(family: Family, chosen: readonly string[]): string[] {
  const ids = family.children.map((child) => child.id);
  const kept = ids.filter((id) => chosen.includes(id));
  if (kept.length > 0) return kept;
  return ids.slice(0, 1);
}

/** A child tapped in or out of whose story it is; the last one stays (a story is always someone's). */
export function toggleChild(family: Family, chosen: readonly string[], id: string): string[] {
  const current = whoseStory(family, chosen);
  if (!current.includes(id))
    return family.children.map((child) => child.id).filter((c) => c === id || current.includes(c));
  return current.length > 1 ? current.filter((c) => c !== id) : current;
}

/** Someone of the family tapped in or out of who was there. */
export function toggleWith(moments: Moments, id: string): Moments {
  return {
    ...moments,
    with: moments.with.includes(id) ? moments.with.filter((other) => other !== id) : [...moments.with, id],
  };
}

/** A friend by name, as the parent typed it: the tidied name, or why it cannot be added. */
export function addFriend(moments: Moments, typed: string): Moments | 'invalid' | 'full' {
  const name = PersonNameSchema.safeParse(typed);
  if (!name.success) return 'invalid';
  if (moments.friends.includes(name.data)) return moments;
  if (moments.friends.length >= FAMILY_LIMITS.friends) return 'full';
  return { ...moments, friends: [...moments.friends, name.data] };
}

/** One chosen moment as a removable chip: `with:<id>`, `friend:<name>`, or the moment's own key. */
export type ChipKey =
  | `with:${string}`
  | `friend:${string}`
  | 'firstTime'
  | 'feeling'
  | 'hard'
  | 'weather'
  | 'celebration';

const SINGLE_KEYS = ['firstTime', 'feeling', 'hard', 'weather', 'celebration'] as const;

/** The chosen moments in the order the parent reads them, each with its chip's key. */
export function chipKeys(moments: Moments, family: Family): ChipKey[] {
  const members = new Set([...family.children, ...family.grownUps, ...family.pets].map((member) => member.id));
  return [
    ...moments.with.filter((id) => members.has(id)).map((id): ChipKey => `with:${id}`),
    ...moments.friends.map((name): ChipKey => `friend:${name}`),
    ...SINGLE_KEYS.filter((key) => moments[key] !== undefined),
  ];
}

export function removeChip(moments: Moments, key: ChipKey): Moments {
  if (key.startsWith('with:')) return { ...moments, with: moments.with.filter((id) => `with:${id}` !== key) };
  if (key.startsWith('friend:')) {
    return { ...moments, friends: moments.friends.filter((name) => `friend:${name}` !== key) };
  }
  const { [key as (typeof SINGLE_KEYS)[number]]: _removed, ...rest } = moments;
  return { ...rest, with: moments.with, friends: moments.friends };
}

/**
 * The moments a story is started with: only the family's people and pets that are still in it and not the story's
 * own children, a pet that died only if it is still one of the pets; none at all when nothing was chosen.
 */
export function momentsToSend(moments: Moments, family: Family, childIds: readonly string[]): Moments | undefined {
  const others = new Set(
    [...family.children.filter((child) => !childIds.includes(child.id)), ...family.grownUps, ...family.pets].map(
      (member) => member.id,
    ),
  );
  const pets = new Set(family.pets.map((pet) => pet.id));
  const hard = moments.hard && {
    kind: moments.hard.kind,
    ...(moments.hard.word ? { word: moments.hard.word } : {}),
    ...(moments.hard.kind === 'pet-died' && moments.hard.petId && pets.has(moments.hard.petId)
      ? { petId: moments.hard.petId }
      : {}),
  };
  // "Something else" counts once the parent said what it was.
  const { firstTime, ...rest } = moments;
  const sent: Moments = {
    ...rest,
    with: moments.with.filter((id) => others.has(id)),
    ...(hard ? { hard } : {}),
    ...(firstTime && (firstTime.kind !== 'other' || firstTime.word) ? { firstTime } : {}),
  };
  return hasMoments(sent) ? sent : undefined;
}
