import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '../form/button-classes.ts';

interface ListStateProps<Row> {
  query: UseQueryResult<Row[]>;
  /** Names the list for the loading announcement, e.g. "service requests". */
  what: string;
  empty: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/** A list's three other states around its rows: skeleton rows while loading, the failure with Retry, the empty state. */
export function ListState<Row>({ query, what, empty, children }: ListStateProps<Row>) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-3">
        <span className="sr-only">Loading your {what}…</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-16 animate-pulse rounded-lg bg-sand-200 motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border-2 border-safety-600 bg-white p-5">
        <p className="font-semibold text-navy-900">Failed to load data</p>
        <p className="mt-1 text-navy-700">Your {what} could not be loaded just now.</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className={`${secondaryButtonClass} mt-4`}
        >
          <RefreshCw aria-hidden="true" className="size-5" />
          Retry
        </button>
      </div>
    );
  }
  if (query.data.length === 0) return <div className="rounded-lg bg-sand-50 p-6 text-center ring-1 ring-navy-900/10">{empty}</div>;
  return <>{children(query.data)}</>;
}
