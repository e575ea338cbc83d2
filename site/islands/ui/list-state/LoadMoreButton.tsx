import { LoaderCircle } from 'lucide-react';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';

/** What "Load more" needs of a paged query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a paged list while there is a next page. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
      className={`${secondaryButtonClass} justify-self-center`}
    >
      {query.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
      {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
    </button>
  );
}
