import { LoaderCircle } from 'lucide-react';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { primaryButtonClass } from './button-classes.ts';

/**
 * The form's one primary action; while the request is out it says so and cannot be pressed again.
 * Until the page's script runs it cannot be pressed either, so the browser never sends the form itself.
 */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={pending || !hydrated} className={`${primaryButtonClass} w-full sm:w-auto`}>
      {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
      {pending ? pendingLabel : label}
    </button>
  );
}
