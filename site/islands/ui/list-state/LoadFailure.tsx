import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';

/** What a failure needs of its query, whether it answers once or page by page. */
interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

interface LoadFailureProps {
  query: RetryableQuery;
  /** What could not be loaded and what to do, in the voice of the page. */
  children?: ReactNode;
}

/** "Failed to load data" with Retry, which asks again and says so while it does. */
export function LoadFailure({ query, children }: LoadFailureProps) {
  const retrying = query.isFetching;
  return (
    <div role="alert" className="rounded-lg border-2 border-safety-600 bg-white p-5">
      <p className="font-semibold text-navy-900">Failed to load data</p>
      {children && <p className="mt-1 text-navy-700">{children}</p>}
      <button type="button" onClick={() => void query.refetch()} disabled={retrying} className={`${secondaryButtonClass} mt-4`}>
        <RotateCw aria-hidden="true" className={`size-5 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`} />
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
