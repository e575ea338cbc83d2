import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import type { ClientMessageView } from '#shared/customer-views.ts';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { MessageCard } from './MessageCard.tsx';
import { useMessages } from './use-portal-data.ts';

interface AllMessagesDialogProps {
  onClose: () => void;
  /** The "View all" button: opened without a Dialog.Trigger, the dialog sends focus back there itself. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  isNew: (message: ClientMessageView) => boolean;
}

/**
 * "View all": the thread, newest first, in a dialog over the dashboard, a page at a time with Load
 * more. Loaded when first opened, so the dashboard's first load does not carry the dialog's code.
 */
export default function AllMessagesDialog({ onClose, returnFocusTo, isNew }: AllMessagesDialogProps) {
  const messages = useMessages();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={[
            'fixed inset-x-0 top-0 z-50 mx-auto flex max-h-dvh w-full max-w-3xl flex-col bg-sand-50 shadow-2xl outline-none sm:top-1/2',
            'sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:-translate-y-1/2 sm:rounded-xl',
          ].join(' ')}
        >
          <header className="flex items-start justify-between gap-4 border-b border-sand-300 px-5 py-4 sm:px-8">
            <div>
              <Dialog.Title className="text-2xl font-extrabold text-navy-900">All messages</Dialog.Title>
              <Dialog.Description className="mt-1 text-navy-700">Your messages with the office, newest first.</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 shrink-0 place-items-center rounded-md text-navy-700 hover:bg-sand-200"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so the thread scrolls from the keyboard in every browser. */}
          <ol tabIndex={0} aria-label="Messages, newest first" className="grid gap-4 overflow-y-auto px-5 py-6 sm:px-8">
            {(messages.data ?? []).map((message) => (
              <li key={message.id}>
                <MessageCard message={message} isNew={isNew(message)} />
              </li>
            ))}
          </ol>
          {messages.hasNextPage && (
            <footer className="grid border-t border-sand-300 px-5 py-4 sm:px-8">
              <LoadMoreButton query={messages} />
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
