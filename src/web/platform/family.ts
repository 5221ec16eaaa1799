import { useQuery } from '@tanstack/react-query';
import { EMPTY_FAMILY, type Family, FamilySchema } from '../../shared/family.ts';
import { firstScreenFamily } from './first-screen-data.ts';
import { ApiError, apiFetch } from './http.ts';
import { KEPT_FAMILY_KEY } from './offline-library/index.ts';

/** The family's one cache key: a family saved in Settings is the one the create screen and the portfolio show. */
export const familyQueryKey = ['family'] as const;

function keep(userId: string, family: Family): void {
  try {
    localStorage.setItem(KEPT_FAMILY_KEY, JSON.stringify({ userId, family }));
  } catch {
    // Without storage the names simply do not show offline.
  }
}

function kept(userId: string): Family | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEPT_FAMILY_KEY) ?? 'null') as {
      userId?: unknown;
      family?: unknown;
    };
    if (stored?.userId !== userId) return undefined;
    const parsed = FamilySchema.safeParse(stored.family);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one query of the signed-in parent's family (`GET /api/me/family`), for every screen that reads it. Only the
 * server's answer is cached under this key (and kept on this device), never a stand-in: Settings edits and saves what
 * this holds. A page the server served with the family in it (decision 023) starts from that answer.
 */
export function familyQuery(userId: string | undefined) {
  return {
    queryKey: familyQueryKey,
    queryFn: async (): Promise<Family> => {
      const family = FamilySchema.parse(await apiFetch<unknown>('/api/me/family'));
      if (userId) keep(userId, family);
      return family;
    },
    initialData: () => {
      const served = userId ? firstScreenFamily(userId) : undefined;
      if (userId && served) keep(userId, served);
      return served;
    },
    enabled: Boolean(userId),
    staleTime: 30_000,
  };
}

/**
 * The family as the create screen and the portfolio show it (whose story, who was there): the server's, or when it
 * cannot be asked the one kept on this device for this parent, else none. The stand-in is not cached.
 */
export function useFamily(userId: string | undefined): { data: Family | undefined } {
  // Offline, the kept family shows at once rather than after a retry.
  const query = useQuery({ ...familyQuery(userId), retry: false });
  if (query.data || !query.isError) return { data: query.data };
  if (query.error instanceof ApiError && query.error.status === 401) return { data: undefined };
  return { data: (userId ? kept(userId) : undefined) ?? EMPTY_FAMILY };
}

/** The children's names as one phrase of the language ("Sam and Mia", "Sam und Mia", "Sam和Mia"). */
export function namesOf(names: readonly string[], language: string | undefined): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** The names of a story's children that are still in the family, in the family's order. */
export function childNames(family: Family, childIds: readonly string[]): string[] {
  return family.children.filter((child) => childIds.includes(child.id)).map((child) => child.name);
}
