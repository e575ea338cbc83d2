import { LoaderCircle } from 'lucide-react';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { primaryButtonClass } from './button-classes.ts';

/**
 * The form's one primary action; while the request is out it says so and cannot be pressed again.
 * Until the page's script runs, or while the form's code is on its way (`loading`), it says "Loading…"
 * and cannot be pressed, so the browser never sends the form itself.
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  loading = false,
  className = 'w-full sm:w-auto',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  loading?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  const notReady = loading || !hydrated;
  const busy = pending || notReady;
  return (
    <button type="submit" disabled={busy} aria-busy={notReady || undefined} className={`${primaryButtonClass} ${className}`}>
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
      {notReady ? 'Loading…' : pending ? pendingLabel : label}
    </button>
  );
}
