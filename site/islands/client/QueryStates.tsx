import { LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '../form/button-classes.ts';

/** While a list loads: said once to assistive technology, shown as a spinner. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-lg bg-sand-50 p-5 text-navy-700 ring-1 ring-sand-300">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      {label}
    </p>
  );
}

/** A list that failed to load, and the way to ask again. */
export function ErrorState({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-lg border-2 border-safety-600 bg-white p-5">
      <p className="font-semibold text-navy-900">{message}</p>
      <p className="mt-1 text-navy-700">Check your connection and try again.</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${secondaryButtonClass} mt-4`}>
        <RotateCw aria-hidden="true" className={`size-5 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`} />
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-navy-300 bg-sand-50 p-6 text-center">
      <p className="font-semibold text-navy-900">{title}</p>
      {children && <p className="mt-1 text-navy-700">{children}</p>}
    </div>
  );
}
