import { LoaderCircle, LogOut } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api-client.ts';
import { adminPages } from '../../../lib/admin-pages.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useHydrated } from '../../checkout/use-hydrated.ts';
import { unreachableMessage } from '../../portal/failure-messages.ts';
import { signOutStaff } from './staff-auth-api.ts';

/** Ends this browser's staff session and goes to the admin sign-in page. */
export default function AdminLogoutButton() {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  async function leave() {
    setPending(true);
    try {
      await signOutStaff();
      window.location.assign(adminPages.login);
    } catch (error) {
      setPending(false);
      toast({ title: 'Logout failed', description: errorMessage(error, unreachableMessage), variant: 'destructive' });
    }
  }

  return (
    <button
      type="button"
      onClick={leave}
      disabled={!hydrated || pending}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-white/60 px-6 py-2 font-semibold text-white transition-colors hover:border-white hover:bg-white/10 disabled:cursor-wait"
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : <LogOut aria-hidden="true" className="size-5" />}
      Logout
    </button>
  );
}
