import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogItem } from '../../../../shared/catalog.ts';
import { errorText } from '../../../platform/http.ts';
import { updateSelection, useSelection } from '../../../platform/selection-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { localizedItem, useCatalog, useDeleteCustomItem } from '../api/catalog.ts';
import { CarouselRow } from './carousel-row.tsx';
import { CatalogTile, CreateTile } from './catalog-tile.tsx';
import { CustomItemModal } from './custom-item-modal.tsx';

/** The character screen of spec §2: pick one, long-press your own to delete it, or create a new one. */
export function CharacterStep() {
  const { t, i18n } = useTranslation();
  const characters = useCatalog('character');
  const selection = useSelection();
  const remove = useDeleteCustomItem('character');
  const [deletable, setDeletable] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CatalogItem | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <section id="character-step" aria-labelledby="character-heading" className="scroll-mt-20">
      <h2 id="character-heading" className="mb-1 font-bold text-2xl text-cream-50">
        {t('create.characters.heading')}
      </h2>
      {characters.isPending && <p className="text-cream-200">{t('create.characters.loading')}</p>}
      {characters.isError && (
        <div role="alert" className="rounded-2xl bg-berry-700 px-4 py-3 text-white">
          {t('create.errorPanel', {
            message: errorText(t, characters.error),
          })}
        </div>
      )}
      {remove.isError && (
        <div role="alert" className="mb-2 rounded-2xl bg-berry-700 px-4 py-3 text-white">
          {t('create.characters.deleteFailed', {
            message: errorText(t, remove.error),
          })}
        </div>
      )}
      {characters.data && (
        <CarouselRow label={t('create.characters.heading')}>
          {characters.data.map((character) => (
            <CatalogTile
              key={character.id}
              size="character"
              name={localizedItem(character, i18n.resolvedLanguage).name}
              imageUrl={character.imageUrl}
              isSelected={selection.characterId === character.id}
              onSelect={() => {
                setDeletable(null);
                updateSelection((current) => ({ ...current, characterId: character.id }));
              }}
              onLongPress={character.isCustom === 1 ? () => setDeletable(character.id) : undefined}
              showDelete={deletable === character.id}
              onDelete={() => setConfirming(character)}
            />
          ))}
          <CreateTile size="character" label={t('create.characters.createNew')} onClick={() => setCreating(true)} />
        </CarouselRow>
      )}

      <Modal
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('create.characters.deleteTitle')}
        description={t('create.characters.deleteText')}
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const id = confirming?.id;
              setConfirming(null);
              setDeletable(null);
              if (!id) return;
              remove.mutate(id, {
                onSuccess: () =>
                  updateSelection((current) =>
                    current.characterId === id ? { ...current, characterId: null } : current,
                  ),
              });
            }}
          >
            {t('common.confirm')}
          </Button>
        </div>
      </Modal>

      <CustomItemModal
        kind="character"
        open={creating}
        onOpenChange={setCreating}
        onSaved={(item) => updateSelection((current) => ({ ...current, characterId: item.id }))}
      />
    </section>
  );
}
