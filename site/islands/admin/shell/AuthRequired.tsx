import * as Dialog from '@radix-ui/react-dialog';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { setFlashToast } from '#site/lib/flash.ts';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { StaffSignInDialogContent } from './StaffSignInDialogContent.tsx';

/**
 * What an admin page shows without a staff session: the page answers as usual and says sign-in is
 * needed, with the sign-in dialog open over it; success reloads the page signed in.
 */
export default function AuthRequired() {
  const [open, setOpen] = useState(true);
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
        <StaffSignInDialogContent
          title="Admin Login"
          description="This page needs a staff sign-in."
          layer="page"
          onSignedIn={() => {
            setFlashToast({ title: 'Login Successful' });
            window.location.reload();
          }}
        />
      </Dialog.Root>
    </section>
  );
}
