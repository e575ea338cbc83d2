import { LoaderCircle, LogOut } from 'lucide-react';
import { useState } from 'react';
import { portalSignIn } from '../../lib/portal-pages.ts';
import { toast } from '../../lib/toast-store.ts';
import { signOut } from '../account/account-api.ts';

/** Ends the session (on both portals) and returns to the client portal's sign-in page. */
export default function SignOutButton() {
  const [pending, setPending] = useState(false);

  async function leave() {
    setPending(true);
    try {
      await signOut();
    } catch {
      toast({ variant: 'destructive', title: 'Sign Out Failed', description: 'Please try again' });
      setPending(false);
      return;
    }
    window.location.assign(portalSignIn.client);
  }

  return (
    <button
      type="button"
      onClick={leave}
      disabled={pending}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-white/60 px-6 py-2 font-semibold text-white transition-colors hover:border-white hover:bg-white/10 disabled:cursor-wait"
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : <LogOut aria-hidden="true" className="size-5" />}
      {pending ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}
