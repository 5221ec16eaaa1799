import * as Popover from '@radix-ui/react-popover';
import { Ellipsis, Printer, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNativePlatform } from '../../../platform/native.ts';
import { usePreference } from '../../../platform/preferences.ts';
import { Switch } from '../../../ui/switch.tsx';

/** The look of one entry of the reader's "more" menu (for entries the page adds, such as delete). */
export const READER_MENU_TRIGGER = '[data-reader-more]';

export const readerMenuItemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-start font-semibold text-cream-50 hover:bg-cream-100/10 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The reader's small "more" menu: the actions a parent rarely needs while reading (a new picture for this page, the
 * printable book on the web, the sleep option, and what the page adds), kept off the page so the story has the screen.
 */
export function ReaderMenu({
  storyId,
  triggerClassName,
  regenerate,
  extraItems,
}: {
  storyId?: string | undefined;
  triggerClassName: string;
  regenerate?: { left: number; disabled: boolean; isPending: boolean; onSelect: () => void } | undefined;
  extraItems?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sleepAfterStory, setSleepAfterStory] = usePreference('sleepAfterStory');
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={t('reader.more')} data-reader-more="" className={triggerClassName}>
        <Ellipsis aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('reader.moreTitle')}
          // Above the full-screen reader.
          className="z-[70] w-[min(19rem,calc(100vw-1.5rem))] rounded-2xl border border-cream-100/15 bg-night-900 p-2 text-cream-50 shadow-2xl shadow-black/50"
        >
          <div className="grid gap-1">
            {regenerate && (
              <button
                type="button"
                disabled={regenerate.disabled}
                onClick={regenerate.onSelect}
                className={readerMenuItemClass}
              >
                <RefreshCw aria-hidden="true" className={`size-4 ${regenerate.isPending ? 'animate-spin' : ''}`} />
                {t('story.regenerate', { count: regenerate.left })}
              </button>
            )}
            {/* Not in the native app: its web view does nothing on window.print() (see docs/decisions/015). */}
            {storyId && !isNativePlatform() && (
              <Link to={`/portfolio/${encodeURIComponent(storyId)}/print`} className={readerMenuItemClass}>
                <Printer aria-hidden="true" className="size-4" />
                {t('reader.print')}
              </Link>
            )}
            <div className="px-3 py-2">
              <Switch
                label={t('reader.sleep')}
                note={t('reader.sleepNote')}
                checked={sleepAfterStory}
                onCheckedChange={setSleepAfterStory}
              />
            </div>
            {extraItems && (
              // An entry the page adds opens its own dialog: the menu closes first.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the entries are buttons; this only hears their clicks
              // biome-ignore lint/a11y/noStaticElementInteractions: as above
              <div className="grid gap-1 border-cream-100/15 border-t pt-1" onClick={() => setOpen(false)}>
                {extraItems}
              </div>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
