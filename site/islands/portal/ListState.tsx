import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '../form/button-classes.ts';

export interface EmptyLook {
  title: string;
  description?: ReactNode;
  /** The way to make the first one, e.g. a link to request a service. */
  action?: ReactNode;
}

interface ListStateProps<Row> {
  query: UseQueryResult<Row[]>;
  /** Names the list in the loading and failure words, e.g. "service requests". */
  what: string;
  empty: EmptyLook;
  children: (rows: Row[]) => ReactNode;
}

/** A list's three other states around its rows: loading, the failure with Retry, and empty. */
export function ListState<Row>({ query, what, empty, children }: ListStateProps<Row>) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-lg bg-sand-50 p-5 text-navy-700 ring-1 ring-sand-300">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading your {what}…
      </p>
    );
  }
  if (query.isError) {
    const retrying = query.isFetching;
    return (
      <div role="alert" className="rounded-lg border-2 border-safety-600 bg-white p-5">
        <p className="font-semibold text-navy-900">Failed to load data</p>
        <p className="mt-1 text-navy-700">We could not load your {what}. Check your connection and try again.</p>
        <button type="button" onClick={() => void query.refetch()} disabled={retrying} className={`${secondaryButtonClass} mt-4`}>
          <RotateCw aria-hidden="true" className={`size-5 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`} />
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-navy-300 bg-sand-50 p-6 text-center">
        <p className="font-semibold text-navy-900">{empty.title}</p>
        {empty.description && <p className="mt-1 text-navy-700">{empty.description}</p>}
        {empty.action && <div className="mt-5">{empty.action}</div>}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
