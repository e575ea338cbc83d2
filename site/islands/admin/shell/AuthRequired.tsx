import * as Dialog from '@radix-ui/react-dialog';
import { LockKeyhole, X } from 'lucide-react';
import { useState } from 'react';
import { setFlashToast } from '#site/lib/flash.ts';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { signInFailure } from './sign-in-failure.ts';
import { StaffSignInForm } from './StaffSignInForm.tsx';

/**
 * What an admin page shows without a staff session: the page answers as usual and says sign-in is
 * needed, with the sign-in dialog open over it; success reloads the page signed in.
 */
export default function AuthRequired() {
  const [open, setOpen] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog opens by itself once the page runs; until then its button could do nothing.
  const ready = useHydrated();

  return (
    <section
      aria-labelledby="auth-required-title"
      className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-navy-900/10"
    >
      <LockKeyhole aria-hidden="true" className="size-10 text-sea-700" />
      <h2 id="auth-required-title" className="text-2xl font-extrabold text-navy-900">
        Admin Authentication Required
      </h2>
      <p className="text-navy-700">Sign in with your staff account to manage clients, reservations and requests.</p>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger disabled={!ready} className={primaryButtonClass}>
          {ready ? 'Sign In' : 'Loading…'}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
          <Dialog.Content
            className={[
              'fixed inset-x-0 top-0 z-50 mx-auto grid max-h-dvh w-full max-w-md gap-6 overflow-y-auto bg-sand-50 p-6',
              'shadow-2xl outline-none sm:top-1/2 sm:w-[calc(100%-3rem)] sm:-translate-y-1/2 sm:rounded-xl sm:p-8',
            ].join(' ')}
          >
            <header className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-2xl font-extrabold text-navy-900">Admin Login</Dialog.Title>
                <Dialog.Description className="mt-1 text-navy-700">This page needs a staff sign-in.</Dialog.Description>
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
                setFlashToast({ title: 'Login Successful' });
                window.location.reload();
              }}
              onFailed={(error) => setFailure(signInFailure(error))}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
