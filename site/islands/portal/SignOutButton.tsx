import { LoaderCircle, LogOut } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api-client.ts';
import { setFlashToast } from '../../lib/flash.ts';
import { toast } from '../../lib/toast-store.ts';
import { signOut } from '../account/account-api.ts';
import { useHydrated } from '../checkout/use-hydrated.ts';
import { unreachableMessage } from './failure-messages.ts';

/** Ends this browser's session, on both portals at once, and goes to `after`, which says so once. */
export default function SignOutButton({ after }: { after: string }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  async function leave() {
    setPending(true);
    try {
      await signOut();
      setFlashToast({ title: 'Signed out', description: 'You have signed out of your account on this device.' });
      window.location.assign(after);
    } catch (error) {
      setPending(false);
      toast({ title: 'Sign out failed', description: errorMessage(error, unreachableMessage), variant: 'destructive' });
    }
  }

  return (
    <button
      type="button"
      onClick={leave}
      disabled={!hydrated || pending}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-white/60 px-6 py-2 font-semibold text-white transition-colors hover:border-white hover:bg-white/10 disabled:cursor-wait"
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      ) : (
        <LogOut aria-hidden="true" className="size-5" />
      )}
      Sign Out
    </button>
  );
}
