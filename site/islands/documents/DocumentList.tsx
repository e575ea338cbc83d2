import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, RotateCw } from 'lucide-react';
import type { DocumentView } from '../../../shared/document-views.ts';
import { errorMessage } from '../../../shared/api-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { secondaryButtonClass } from '../form/button-classes.ts';
import type { DocumentAction } from './document-actions.ts';
import { DocumentCard } from './DocumentCard.tsx';
import { documentKeys, firstDocumentsPage, listDocumentsPage, restoreDocument } from './documents-api.ts';
import { isFiltered, type LibraryFilters } from './library-filters.ts';
import { SkeletonCards } from './SkeletonCards.tsx';

interface DocumentListProps {
  filters: LibraryFilters;
  manage: boolean;
  onAction: (action: DocumentAction, document: DocumentView) => void;
}

const countWords = (count: number, more: boolean) => `${count} ${count === 1 ? 'document' : 'documents'} shown${more ? ', more to load' : ''}`;

/**
 * The documents the server lets the caller see, newest first, a page at a time with "Load more" so
 * every one can be reached. A failed load says so with Retry rather than passing for an empty library.
 */
export function DocumentList({ filters, manage, onAction }: DocumentListProps) {
  const queryClient = useQueryClient();
  const documents = useInfiniteQuery({
    queryKey: documentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listDocumentsPage(pageParam, signal),
    initialPageParam: firstDocumentsPage(filters),
    getNextPageParam: (page) => page.next,
  });
  const restore = useMutation({
    mutationFn: (document: DocumentView) => restoreDocument(document.id),
    onSuccess: ({ document }) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      toast({ title: 'Document Restored', description: `${document.title} is back in the library.` });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Restore Failed', description: errorMessage(error, 'The document could not be restored. Try again.') }),
  });
  const rows = documents.data?.pages.flatMap((page) => page.rows) ?? [];
  const what = filters.trash ? 'trash' : 'library';

  return (
    <div className="grid gap-4">
      <div aria-live="polite" className="sr-only">
        {documents.isSuccess && countWords(rows.length, documents.hasNextPage)}
      </div>
      {documents.isPending && <SkeletonCards />}
      {documents.isError && (
        <div role="alert" className="rounded-lg border-2 border-safety-600 bg-white p-5">
          <p className="font-semibold text-navy-900">Failed to load documents</p>
          <p className="mt-1 text-navy-700">The {what} could not be loaded. Check the connection and try again.</p>
          <button type="button" onClick={() => void documents.refetch()} disabled={documents.isFetching} className={`${secondaryButtonClass} mt-4`}>
            <RotateCw aria-hidden="true" className={`size-5 ${documents.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`} />
            {documents.isFetching ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      )}
      {documents.isSuccess && rows.length === 0 && (
        <div className="rounded-lg border border-dashed border-navy-300 bg-sand-50 p-6 text-center">
          <p className="font-semibold text-navy-900">{filters.trash ? 'The trash is empty' : 'No documents found'}</p>
          {!filters.trash && isFiltered(filters) && <p className="mt-1 text-navy-700">Try other words or set the filters back to All.</p>}
        </div>
      )}
      {rows.length > 0 && (
        <ul aria-label={filters.trash ? 'Trashed documents' : 'Documents'} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rows.map((document) => (
            <li key={document.id}>
              <DocumentCard
                document={document}
                manage={manage}
                onAction={onAction}
                {...(filters.trash && { onRestore: restore.mutate, restoring: restore.isPending && restore.variables.id === document.id })}
              />
            </li>
          ))}
        </ul>
      )}
      {documents.hasNextPage && (
        <button type="button" onClick={() => void documents.fetchNextPage()} disabled={documents.isFetchingNextPage} className={`${secondaryButtonClass} justify-self-center`}>
          {documents.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          {documents.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
