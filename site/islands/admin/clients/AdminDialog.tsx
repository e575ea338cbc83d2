import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';

interface AdminDialogProps {
  title: string;
  description: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Wider for the details and the timeline; forms stay narrow. */
  size?: 'form' | 'wide';
}

/**
 * The frame of the Client Portal tab's dialogs: a title, what the dialog is for, a Close, and a body
 * that scrolls. Full screen on phones, centred from the small breakpoint up.
 *
 * It is opened by state (mounted while open) rather than by a `Dialog.Trigger`, and Radix hands the
 * focus back on closing only to its trigger. So the dialog keeps the element that had the focus when
 * it opened, the row's button that opened it, and hands the focus back to it itself, if that button
 * is still on the page.
 */
export function AdminDialog({ title, description, onClose, children, size = 'form' }: AdminDialogProps) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          onCloseAutoFocus={restoreFocus}
          className={[
            'fixed inset-x-0 top-0 z-50 mx-auto flex max-h-dvh w-full flex-col bg-sand-50 shadow-2xl outline-none',
            'sm:top-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:-translate-y-1/2 sm:rounded-xl',
            size === 'wide' ? 'max-w-4xl' : 'max-w-xl',
          ].join(' ')}
        >
          <header className="flex items-start justify-between gap-4 border-b border-sand-300 px-5 py-4 sm:px-8">
            <div className="min-w-0">
              <Dialog.Title className="text-2xl font-extrabold wrap-anywhere text-navy-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-navy-700">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 shrink-0 place-items-center rounded-md text-navy-700 hover:bg-sand-200"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>
          <div className="overflow-y-auto px-5 py-6 sm:px-8">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
