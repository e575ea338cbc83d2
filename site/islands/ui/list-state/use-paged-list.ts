import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '#shared/api-client.ts';
import { nextPageAfter, rowsOfPages } from './paged-rows.ts';

export interface PagedListOptions<Row> {
  queryKey: QueryKey;
  /** The first page's address; each later page is at the address the one before it named. */
  firstPage: string;
  fetchPage: (address: string, signal: AbortSignal) => Promise<ListPage<Row>>;
  staleTime?: number;
  /** While another key's first page loads, the rows of the key before stay shown instead of the loading state. */
  keepRowsWhileLoading?: boolean;
}

/**
 * A list read a page at a time, its data every row read so far: for `ListState`, `LoadFailure`
 * (Retry) and `LoadMoreButton`, which asks for the page the last answer named.
 */
export function usePagedList<Row>({ queryKey, firstPage, fetchPage, staleTime, keepRowsWhileLoading = false }: PagedListOptions<Row>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: nextPageAfter,
    select: rowsOfPages,
    ...(staleTime !== undefined && { staleTime }),
    ...(keepRowsWhileLoading && { placeholderData: keepPreviousData }),
  });
}
