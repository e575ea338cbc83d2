import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyNotice, type EmptyLook } from './list-state/EmptyNotice.tsx';
import { LoadFailure } from './list-state/LoadFailure.tsx';
import { LoadingNotice } from './list-state/LoadingNotice.tsx';

interface ListStateProps<Row> {
  query: UseQueryResult<Row[]>;
  /** Names the list in the loading and failure words, e.g. "service requests". */
  what: string;
  empty: EmptyLook;
  /** Words in place of the customer's "Loading your …" and "We could not load your …", for the office's lists. */
  loading?: ReactNode;
  failure?: ReactNode;
  children: (rows: Row[]) => ReactNode;
}

/** A list's three other states around its rows: loading, the failure with Retry, and empty. */
export function ListState<Row>({ query, what, empty, loading, failure, children }: ListStateProps<Row>) {
  if (query.isPending) return <LoadingNotice>{loading ?? `Loading your ${what}…`}</LoadingNotice>;
  if (query.isError)
    return <LoadFailure query={query}>{failure ?? `We could not load your ${what}. Check your connection and try again.`}</LoadFailure>;
  if (query.data.length === 0) return <EmptyNotice {...empty} />;
  return <>{children(query.data)}</>;
}
