import { LoaderCircle, LogOut } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { setFlashToast, type FlashToast } from '#site/lib/flash.ts';
import { toast } from '#site/lib/toast-store.ts';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { unreachableMessage } from './failure-messages.ts';

interface EndSessionButtonProps {
  label: string;
  /** Ends the session on the server. */
  end: () => Promise<void>;
  /** Where the browser goes once it has. */
  after: string;
  /** The failure toast's title, in the words of the button. */
  failureTitle: string;
  /** Said once on the next page. */
  flash?: FlashToast;
}

/** The sign-out button of a signed-in page header (both portals, admin). */
export function EndSessionButton({ label, end, after, failureTitle, flash }: EndSessionButtonProps) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);

  async function leave() {
    setPending(true);
    try {
      await end();
      if (flash) setFlashToast(flash);
      window.location.assign(after);
    } catch (error) {
      setPending(false);
      toast({ title: failureTitle, description: errorMessage(error, unreachableMessage), variant: 'destructive' });
    }
  }

  return (
    <button
      type="button"
      onClick={leave}
      disabled={!hydrated || pending}
      className={[
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-white/60 px-4 py-2 font-semibold text-white sm:px-6',
        'transition-colors hover:border-white hover:bg-white/10 disabled:cursor-wait',
      ].join(' ')}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      ) : (
        <LogOut aria-hidden="true" className="size-5" />
      )}
      {label}
    </button>
  );
}
