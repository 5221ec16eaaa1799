import { useQuery } from '@tanstack/react-query';
import { EMPTY_FAMILY, type Family, FamilySchema } from '../../shared/family.ts';
import { ApiError, apiFetch } from './http.ts';
import { KEPT_FAMILY_KEY } from './offline-library/index.ts';

/** The same key as Settings' family screen, so a family saved there is the one the create screen shows. */
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
 * The signed-in parent's family (`GET /api/me/family`, kept in Settings): whose story it is and who was there on the
 * create screen, whose story each one is in the portfolio. Kept on this device (forgotten on sign-out); a family
 * the server cannot be asked for is the kept one, else an empty one.
 */
export function useFamily(userId: string | undefined) {
  return useQuery({
    queryKey: familyQueryKey,
    queryFn: async (): Promise<Family> => {
      try {
        const family = FamilySchema.parse(await apiFetch<unknown>('/api/me/family'));
        if (userId) keep(userId, family);
        return family;
      } catch (error) {
        const fallback = userId ? kept(userId) : undefined;
        if (fallback) return fallback;
        if (error instanceof ApiError && error.status === 401) throw error;
        return EMPTY_FAMILY;
      }
    },
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

/** The children's names as one phrase of the language ("Sam and Mia", "Sam und Mia", "Sam和Mia"). */
export function namesOf(names: readonly string[], language: string | undefined): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** The names of a story's children that are still in the family, in the family's order. */
export function childNames(family: Family, childIds: readonly string[]): string[] {
  return family.children.filter((child) => childIds.includes(child.id)).map((child) => child.name);
}
