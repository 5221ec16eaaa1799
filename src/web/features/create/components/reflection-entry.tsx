import { Plus, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/domain.ts';
import { updateSelection, useSelection } from '../../../platform/selection-store.ts';
import { useRemoveSavedActivity, useSavedActivities } from '../api/catalog.ts';
import { ToChangeNote } from './to-change-note.tsx';
import { isToChange, NOTHING_TO_CHANGE, type TextsToChange, wordsToChangeIn } from './use-words-to-change.ts';

function chipLabel(name: string): string {
  return name.length > LIMITS.chipLabelLength ? `${name.slice(0, LIMITS.chipLabelLength)}…` : name;
}

/**
 * Reflection mode (spec §2, §5): the parent types the day's activities, helped by recently typed ones. A row the
 * story was refused for (`toChange`) is marked until it is changed; the other rows stay as typed.
 */
export function ReflectionEntry({ toChange = NOTHING_TO_CHANGE }: { toChange?: TextsToChange }) {
  const { t } = useTranslation();
  const selection = useSelection();
  const recent = useSavedActivities();
  const removeChip = useRemoveSavedActivity();
  const rows = selection.customActivities;
  const filled = rows.filter((row) => row.trim() !== '').length;

  const setRow = (index: number, value: string) =>
    updateSelection((current) => ({
      ...current,
      customActivities: current.customActivities.map((row, position) => (position === index ? value : row)),
    }));
  const pickChip = (name: string) =>
    updateSelection((current) => {
      const empty = current.customActivities.findIndex((row) => row.trim() === '');
      if (empty >= 0) {
        return { ...current, customActivities: current.customActivities.map((row, i) => (i === empty ? name : row)) };
      }
      if (current.customActivities.length >= LIMITS.activitiesPerStory) return current;
      return { ...current, customActivities: [...current.customActivities, name] };
    });

  const chips = recent.data ?? [];
  // A refused text must not come back as a suggestion: its chip (saved when the story was started) goes.
  const refusedChips = chips.filter((chip) => toChange.has(chip.name.trim())).map((chip) => chip.id);
  const refusedKey = refusedChips.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: removed once per set of refused chips
  useEffect(() => {
    for (const id of refusedChips) removeChip.mutate(id);
  }, [refusedKey]);
  return (
    <div className="space-y-4">
      {chips.length > 0 && (
        <div>
          <p className="mb-2 font-semibold text-cream-100 text-sm">{t('create.reflection.recent')}</p>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
            {chips.map((chip) => (
              <li key={chip.id} className="group relative shrink-0">
                <button
                  type="button"
                  title={chip.name}
                  onClick={() => pickChip(chip.name)}
                  className="rounded-full bg-night-700 py-2 ps-4 pe-9 text-cream-50 text-sm hover:bg-night-600"
                >
                  {chipLabel(chip.name)}
                </button>
                <button
                  type="button"
                  aria-label={t('create.reflection.removeChip', { name: chip.name })}
                  onClick={() => removeChip.mutate(chip.id)}
                  className="absolute end-1 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-cream-100 opacity-0 hover:bg-cream-100/15 focus:opacity-100 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          {chips.length > 3 && <p className="mt-1 text-cream-200 text-xs">{t('create.reflection.scrollHint')}</p>}
        </div>
      )}

      <ol className="space-y-3">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, numbered on screen
          <li key={index} className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className="mt-3 flex size-7 shrink-0 items-center justify-center rounded-full bg-moon-300 font-bold text-night-950 text-sm"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <textarea
                aria-label={t('create.reflection.rowLabel', { number: index + 1 })}
                aria-invalid={isToChange(toChange, row) ? true : undefined}
                aria-describedby={isToChange(toChange, row) ? `row-to-change-${index}` : undefined}
                value={row}
                rows={1}
                // A typed activity is kept as a recent chip, whose name has the saved-name limit (spec §9).
                maxLength={LIMITS.nameMaxLength}
                placeholder={t('create.reflection.placeholder')}
                onChange={(event) => setRow(index, event.target.value)}
                className={`min-h-12 w-full resize-none scroll-mb-36 rounded-2xl border-2 bg-cream-50 px-4 py-3 text-base text-ink-900 [field-sizing:content] focus:border-moon-300 ${isToChange(toChange, row) ? 'border-berry-600' : 'border-transparent'}`}
              />
              {isToChange(toChange, row) && (
                <ToChangeNote id={`row-to-change-${index}`} words={wordsToChangeIn(toChange, row)} />
              )}
            </div>
            <button
              type="button"
              disabled={rows.length <= 1}
              aria-label={t('create.reflection.removeRow', { number: index + 1 })}
              onClick={() =>
                updateSelection((current) => ({
                  ...current,
                  customActivities: current.customActivities.filter((_, position) => position !== index),
                }))
              }
              className="mt-2 flex size-9 shrink-0 items-center justify-center rounded-full text-cream-100 hover:bg-cream-100/10 disabled:opacity-30"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          disabled={rows.length >= LIMITS.activitiesPerStory}
          onClick={() =>
            updateSelection((current) => ({ ...current, customActivities: [...current.customActivities, ''] }))
          }
          className="flex items-center gap-1.5 rounded-full border-2 border-cream-100/40 px-4 py-2 font-semibold text-cream-50 hover:bg-cream-100/10 disabled:opacity-40"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('create.reflection.addRow')}
        </button>
        <p className="text-cream-200 text-sm" aria-live="polite">
          {t('create.reflection.counter', { count: filled, total: rows.length })}
        </p>
      </div>
    </div>
  );
}
