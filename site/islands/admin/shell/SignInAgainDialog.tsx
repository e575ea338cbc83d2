import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#site/lib/toast-store.ts';
import { signInFailure } from './sign-in-failure.ts';
import { StaffSignInForm } from './StaffSignInForm.tsx';

interface SignInAgainDialogProps {
  open: boolean;
  /** Signed in again: the calls that waited are sent. */
  onSignedIn: () => void;
  /** Closed without signing in: the calls that waited fail as signed out. */
  onCancel: () => void;
}

/**
 * The sign-in in place, over whatever the member of staff was doing, when their session has ended.
 * It sits above any dialog of the page (a message being written stays open under it).
 */
export function SignInAgainDialog({ open, onSignedIn, onCancel }: SignInAgainDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/60" />
        <Dialog.Content
          className={[
            'fixed inset-x-0 top-0 z-[60] mx-auto grid max-h-dvh w-full max-w-md gap-6 overflow-y-auto bg-sand-50 p-6',
            'shadow-2xl outline-none sm:top-1/2 sm:w-[calc(100%-3rem)] sm:-translate-y-1/2 sm:rounded-xl sm:p-8',
          ].join(' ')}
        >
          <header className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-extrabold text-navy-900">Sign in to continue</Dialog.Title>
              <Dialog.Description className="mt-1 text-navy-700">
                Your session has ended. Sign in again and what you were doing carries on: nothing you typed is lost.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 shrink-0 place-items-center rounded-md text-navy-700 hover:bg-sand-200"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </header>
          <div aria-live="assertive">
            {failure && (
              <p role="alert" className="rounded-md border-2 border-safety-600 bg-white p-3 font-semibold text-navy-900">
                {failure}
              </p>
            )}
          </div>
          <StaffSignInForm
            onSignedIn={() => {
              setFailure(null);
              toast({ title: 'Login Successful' });
              onSignedIn();
            }}
            onFailed={(error) => setFailure(signInFailure(error))}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
