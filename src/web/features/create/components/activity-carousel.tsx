import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/domain.ts';
import { useLayoutWhileServed } from '../../../platform/create-layout.ts';
import { updateSelection, useSelection } from '../../../platform/selection-store.ts';
import { localizedItem, useCatalog } from '../api/catalog.ts';
import { toggleActivity } from '../selection.ts';
import { CarouselRow } from './carousel-row.tsx';
import { CatalogTile, CreateTile } from './catalog-tile.tsx';
import { CustomItemModal } from './custom-item-modal.tsx';
import { ToChangeNote } from './to-change-note.tsx';
import { isToChange, NOTHING_TO_CHANGE, type TextsToChange, wordsToChangeIn } from './use-words-to-change.ts';

/** Carousel mode of the activity step (spec §2): up to 5 numbered activities and a free-text description. */
export function ActivityCarousel({ toChange = NOTHING_TO_CHANGE }: { toChange?: TextsToChange }) {
  const { t, i18n } = useTranslation();
  const activities = useCatalog('activity');
  const selection = useSelection();
  const [creating, setCreating] = useState(false);
  /** Why the last pick did not happen: 5 are picked already (a custom activity just saved says so by name). */
  const [notice, setNotice] = useState<{ savedName?: string } | null>(null);
  const descriptionId = useId();
  // While the app takes over the screen the server drew: the clear buttons as drawn (decision 023).
  const served = useLayoutWhileServed();
  const hasDescription = served ? served.hasDescription : selection.customDescription !== '';
  const hasPicks = served ? served.hasPicks : selection.activityIds.length > 0;

  const toggle = (id: string) => {
    const next = toggleActivity(selection, id);
    setNotice(next === 'full' ? {} : null);
    if (next !== 'full') updateSelection(() => next);
  };

  return (
    <div className="space-y-4">
      <div>
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={descriptionId} className="font-semibold text-cream-100">
            {t('create.activities.descriptionLabel')}
          </label>
          {hasDescription && (
            <button
              type="button"
              onClick={() => updateSelection((current) => ({ ...current, customDescription: '' }))}
              className="flex items-center gap-1 rounded-full px-2 py-1 text-cream-200 text-sm hover:bg-cream-100/10"
            >
              <X aria-hidden="true" className="size-4" />
              {t('create.activities.clearDescription')}
            </button>
          )}
        </div>
        <textarea
          id={descriptionId}
          rows={2}
          maxLength={LIMITS.descriptionMaxLength}
          value={selection.customDescription}
          placeholder={t('create.activities.descriptionPlaceholder')}
          aria-invalid={isToChange(toChange, selection.customDescription) ? true : undefined}
          aria-describedby={isToChange(toChange, selection.customDescription) ? `${descriptionId}-change` : undefined}
          onChange={(event) => updateSelection((current) => ({ ...current, customDescription: event.target.value }))}
          className={`mt-1.5 w-full scroll-mb-36 rounded-2xl border-2 bg-cream-50 px-4 py-3 text-base text-ink-900 focus:border-moon-300 ${isToChange(toChange, selection.customDescription) ? 'border-berry-600' : 'border-transparent'}`}
        />
        {isToChange(toChange, selection.customDescription) && (
          <ToChangeNote id={`${descriptionId}-change`} words={wordsToChangeIn(toChange, selection.customDescription)} />
        )}
      </div>

      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-cream-100" aria-live="polite">
          {t('create.activities.counter', { count: selection.activityIds.length, total: LIMITS.activitiesPerStory })}
        </p>
        {hasPicks && (
          <button
            type="button"
            onClick={() => {
              setNotice(null);
              updateSelection((current) => ({ ...current, activityIds: [] }));
            }}
            className="rounded-full px-3 py-1 text-cream-200 text-sm underline underline-offset-2 hover:bg-cream-100/10"
          >
            {t('create.activities.clearSelection')}
          </button>
        )}
      </div>
      {notice && (
        <p role="status" className="rounded-2xl bg-night-800 px-4 py-2 text-cream-50 text-sm">
          {notice.savedName
            ? t('create.activities.savedButFull', { name: notice.savedName, total: LIMITS.activitiesPerStory })
            : t('create.activities.full', { total: LIMITS.activitiesPerStory })}
        </p>
      )}
      {activities.isPending && <p className="text-cream-200">{t('create.activities.loading')}</p>}
      {activities.isError && (
        <div role="alert" className="rounded-2xl bg-berry-700 px-4 py-3 text-white">
          {t('create.activities.loadFailed')}
        </div>
      )}
      {activities.data && (
        <CarouselRow label={t('create.activities.heading')}>
          {activities.data.map((activity) => {
            const position = selection.activityIds.indexOf(activity.id);
            return (
              <CatalogTile
                key={activity.id}
                size="activity"
                name={localizedItem(activity, i18n.resolvedLanguage).name}
                imageUrl={activity.imageUrl}
                isSelected={position >= 0}
                badge={position >= 0 ? position + 1 : undefined}
                onSelect={() => toggle(activity.id)}
              />
            );
          })}
          <CreateTile size="activity" label={t('create.activities.createNew')} onClick={() => setCreating(true)} />
        </CarouselRow>
      )}
      <CustomItemModal
        kind="activity"
        open={creating}
        onOpenChange={setCreating}
        onSaved={(item) => {
          const next = toggleActivity(selection, item.id);
          setNotice(next === 'full' ? { savedName: localizedItem(item, i18n.resolvedLanguage).name } : null);
          if (next !== 'full') updateSelection(() => next);
        }}
      />
    </div>
  );
}
