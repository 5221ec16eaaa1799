import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** An accessible dialog (focus trap, Escape, outside click) in the app's cream card style. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  canClose = true,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  canClose?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The app opens these dialogs from its own buttons, not from a Radix trigger, so Radix would not know where to give
  // the focus back on close. The element focused when the dialog opens is kept (a layout effect runs before Radix
  // moves the focus into the dialog) and gets the focus back, so keyboard users continue where they were.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (canClose || next ? onOpenChange(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night-950/70 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-cream-50 p-5 text-ink-900 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-7"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="font-bold text-night-900 text-xl">{title}</Dialog.Title>
            <Dialog.Close
              disabled={!canClose}
              aria-label={t('common.close')}
              className="-m-1 rounded-full p-2 text-ink-700 hover:bg-ink-500/10 disabled:opacity-40"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="mb-4 text-ink-700">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
