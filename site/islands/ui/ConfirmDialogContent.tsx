import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';

interface ConfirmDialogContentProps {
  title: ReactNode;
  /** What will happen, in words, before anything does. */
  description: ReactNode;
  /** The confirm button names the action ("Revoke link"), never a bare "OK". */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** What the action needs from the person first (a reason), between the description and the buttons. */
  children?: ReactNode;
}

/** The inside of a confirm-first dialog (inside an `AlertDialog.Root`): a question, what it does, Cancel and the action. */
export function ConfirmDialogContent({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCloseAutoFocus,
  children,
}: ConfirmDialogContentProps) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
      <AlertDialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className={[
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl bg-sand-50',
          'p-6 shadow-2xl outline-none',
        ].join(' ')}
      >
        <AlertDialog.Title className="text-xl font-extrabold wrap-anywhere text-navy-900">{title}</AlertDialog.Title>
        <AlertDialog.Description className="text-navy-700">{description}</AlertDialog.Description>
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <AlertDialog.Cancel className={secondaryButtonClass}>Cancel</AlertDialog.Cancel>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className={[
              'inline-flex min-h-12 items-center justify-center rounded-md bg-safety-600 px-6 font-semibold text-white',
              'hover:bg-navy-900 disabled:cursor-wait',
            ].join(' ')}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
