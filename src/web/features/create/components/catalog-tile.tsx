import { Check, Plus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../platform/http.ts';
import { useLongPress } from './use-long-press.ts';

const SIZES = { character: 'h-[300px] w-[200px]', activity: 'h-[220px] w-[160px]' } as const;

/** A picture tile of a carousel: a toggle button, with a tick or a number when selected. */
export function CatalogTile({
  size,
  name,
  imageUrl,
  isSelected,
  badge,
  onSelect,
  onLongPress,
  showDelete,
  onDelete,
}: {
  size: keyof typeof SIZES;
  name: string;
  imageUrl: string;
  isSelected: boolean;
  badge?: ReactNode;
  onSelect: () => void;
  onLongPress?: (() => void) | undefined;
  showDelete?: boolean;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const longPress = useLongPress(onLongPress);
  const tile = useRef<HTMLDivElement>(null);
  // A chosen tile (a new character, or the choice restored after a reload) is scrolled into view.
  useEffect(() => {
    if (isSelected && size === 'character') tile.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [isSelected, size]);
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && onLongPress) {
      event.preventDefault();
      onLongPress();
    }
  };
  return (
    // A chosen character is where its row starts out scrolled to, also in the screen the server drew before the
    // scripts run (where a browser supports it); the effect above does it everywhere else.
    <div
      ref={tile}
      className={`relative shrink-0 snap-start ${SIZES[size]} ${isSelected && size === 'character' ? '[scroll-initial-target:nearest]' : ''}`}
    >
      <button
        type="button"
        aria-pressed={isSelected}
        onClick={onSelect}
        onKeyDown={onKeyDown}
        {...longPress}
        className={`flex size-full select-none flex-col items-center justify-between overflow-hidden rounded-3xl border-4 bg-cream-50 p-3 text-ink-900 shadow-lg transition-transform [-webkit-touch-callout:none] hover:-translate-y-0.5 ${isSelected ? 'border-moon-400 shadow-moon-400/30' : 'border-transparent'}`}
      >
        <span className="flex w-full flex-1 items-center justify-center">
          <img
            src={mediaUrl(imageUrl)}
            alt=""
            draggable={false}
            loading="lazy"
            className="max-h-full w-full object-contain"
            onError={(event) => {
              event.currentTarget.src = '/placeholders/activity-placeholder.svg';
            }}
          />
        </span>
        <span className="mt-2 line-clamp-2 text-center font-bold text-base leading-tight">{name}</span>
      </button>
      {isSelected && (
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-moon-400 font-bold text-night-950 shadow"
        >
          {badge ?? <Check className="size-5" strokeWidth={3} />}
        </span>
      )}
      {showDelete && onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('create.deleteItem', { name })}
          className="absolute top-2 left-2 flex size-9 items-center justify-center rounded-full bg-berry-700 text-white shadow-lg"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}

/** The final "create new" tile (spec: order 9999). */
export function CreateTile({ size, label, onClick }: { size: keyof typeof SIZES; label: string; onClick: () => void }) {
  return (
    <div className={`shrink-0 snap-start ${SIZES[size]}`}>
      <button
        type="button"
        data-tile=""
        onClick={onClick}
        className="flex size-full flex-col items-center justify-center gap-3 rounded-3xl border-4 border-cream-100/40 border-dashed bg-night-800/60 p-3 text-cream-50 hover:bg-night-700/70"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-moon-300 text-night-950">
          <Plus aria-hidden="true" className="size-8" />
        </span>
        <span className="text-center font-bold">{label}</span>
      </button>
    </div>
  );
}
