import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogItem, SavedActivity } from '../../../../shared/catalog.ts';
import { LIMITS } from '../../../../shared/domain.ts';
import { takeFirstScreenList } from '../../../platform/first-screen-data.ts';
import { apiFetch } from '../../../platform/http.ts';
import { useSession } from '../../auth/api/get-session.ts';

export type CatalogKind = 'character' | 'activity';
const pathOf = (kind: CatalogKind) => (kind === 'character' ? '/api/characters' : '/api/activities');
export const catalogKey = (kind: CatalogKind) => ['catalog', kind] as const;

/** The catalog; a page the server rendered `/` into (decision 023) starts from the list it was rendered with. */
export function useCatalog(kind: CatalogKind) {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: catalogKey(kind),
    queryFn: () => apiFetch<CatalogItem[]>(pathOf(kind)),
    initialData: () =>
      userId ? takeFirstScreenList(kind === 'character' ? 'characters' : 'activities', userId) : undefined,
  });
}

/** The item's name and description in the interface language (spec: translations, English fallback). */
export function localizedItem(item: CatalogItem, language: string | undefined) {
  const translation = item.translations.find((entry) => entry.language === language);
  return { name: translation?.name || item.name, description: translation?.description || item.description };
}

/** The enhancing step of the character modal: the character's look as one English sentence for its picture. */
export function enhanceCharacter(input: { name: string; description: string }, signal: AbortSignal) {
  return apiFetch<{ look: string }>('/api/custom-images/enhance', { method: 'POST', json: input, signal });
}

export function generateCustomImage(
  input: { kind: CatalogKind; name: string; description: string; premium: boolean; look?: string },
  signal: AbortSignal,
) {
  return apiFetch<{ imageUrl: string }>('/api/custom-images', { method: 'POST', json: input, signal });
}

export type SaveCustomItemInput = {
  name: string;
  description: string;
  imageUrl: string;
  /** One per save: a retry with the same key gets the item the first attempt saved, never a second one. */
  clientKey: string;
  skipTranslations?: boolean;
  /** A character's look from the enhance step, so the save does not ask the model again. */
  look?: string;
};

export function saveCustomItem(kind: CatalogKind, input: SaveCustomItemInput, signal?: AbortSignal) {
  return apiFetch<CatalogItem>(pathOf(kind), { method: 'POST', json: input, ...(signal ? { signal } : {}) });
}

const SAVE_PATIENCE_MS = 15_000;

/**
 * Saves the item; when the save has not finished after 15 s, it is cancelled and tried once more without
 * translations. Both attempts carry the same client key, so the server keeps one item even if the first had arrived.
 */
export function saveWithPatience(
  save: (input: SaveCustomItemInput, signal?: AbortSignal) => Promise<CatalogItem>,
  input: Omit<SaveCustomItemInput, 'clientKey' | 'skipTranslations'>,
): Promise<CatalogItem> {
  const clientKey = crypto.randomUUID();
  const first = new AbortController();
  return new Promise<CatalogItem>((resolve, reject) => {
    const retry = setTimeout(() => {
      first.abort();
      save({ ...input, clientKey, skipTranslations: true }).then(resolve, reject);
    }, SAVE_PATIENCE_MS);
    save({ ...input, clientKey }, first.signal).then(
      (item) => {
        clearTimeout(retry);
        resolve(item);
      },
      (error: unknown) => {
        if (first.signal.aborted) return; // the retry answers
        clearTimeout(retry);
        reject(error);
      },
    );
  });
}

/** Reloads the list after a custom item was saved (spec §4: the list reloads and the new item is selected). */
export function useReloadCatalog(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKey(kind) });
}

export function useDeleteCustomItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`${pathOf(kind)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKey(kind) }),
  });
}

export const savedActivitiesKey = ['saved-activities'] as const;
const savedKey = savedActivitiesKey;

export function useSavedActivities() {
  const userId = useSession().data?.user.id;
  return useQuery({
    queryKey: savedKey,
    queryFn: () => apiFetch<SavedActivity[]>('/api/saved-activities'),
    initialData: () => (userId ? takeFirstScreenList('savedActivities', userId) : undefined),
  });
}

export function useRemoveSavedActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/saved-activities/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}

/**
 * Keeps the typed activities as recent chips. A row is at most a saved name long; one restored from an older, longer
 * selection is kept by its first 50 characters. A failure only costs the chip, never the story.
 */
export async function saveTypedActivities(names: string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      apiFetch('/api/saved-activities', {
        method: 'POST',
        json: { name: name.slice(0, LIMITS.nameMaxLength) },
      }).catch(() => undefined),
    ),
  );
}
