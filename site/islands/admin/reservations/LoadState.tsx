import { LoaderCircle, RotateCw } from 'lucide-react';
import { secondaryButtonClass } from '../../form/button-classes.ts';

/** Loading words, or the failure with Retry, for one of the tab's queries. */
export function LoadState({ what, pending, error, retrying, onRetry }: { what: string; pending: boolean; error: boolean; retrying: boolean; onRetry: () => void }) {
  if (pending) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-lg bg-sand-50 p-5 text-navy-700 ring-1 ring-sand-300">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading {what}…
      </p>
    );
  }
  if (!error) return null;
  return (
    <div role="alert" className="rounded-lg border-2 border-safety-600 bg-white p-5">
      <p className="font-semibold text-navy-900">Failed to load data</p>
      <p className="mt-1 text-navy-700">The {what} could not be loaded. Check the connection and try again.</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${secondaryButtonClass} mt-4`}>
        <RotateCw aria-hidden="true" className="size-5" />
        Retry
      </button>
    </div>
  );
}
