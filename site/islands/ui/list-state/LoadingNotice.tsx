import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** Words saying what is loading, with a spinner, announced politely to screen readers. */
export function LoadingNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 rounded-lg bg-sand-50 p-5 text-navy-700 ring-1 ring-sand-300">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      {children}
    </p>
  );
}
