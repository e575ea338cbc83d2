import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '#shared/document-views.ts';
import { errorMessage } from '#shared/api-client.ts';
import { toast } from '#site/lib/toast-store.ts';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import type { DocumentAction } from './document-actions.ts';
import { DocumentCard } from './DocumentCard.tsx';
import { DocumentTable } from './DocumentTable.tsx';
import { documentKeys, listDocumentsPage, restoreDocument } from './documents-api.ts';
import { isFiltered, libraryAddress, type LibraryFilters } from './library-filters.ts';
import type { LibraryView } from './library-view.ts';
import { SkeletonCards } from './SkeletonCards.tsx';
import type { DocumentSelection } from './use-document-selection.ts';

interface DocumentListProps {
  filters: LibraryFilters;
  manage: boolean;
  onAction: (action: DocumentAction, document: DocumentView) => void;
  /** Staff's cards or table; visitors always get the cards. */
  view: LibraryView;
  /** Staff pick documents for a bulk change (not in the trash). */
  selection?: DocumentSelection;
}

function SelectAllShown({ rows, selection }: { rows: readonly DocumentView[]; selection: DocumentSelection }) {
  const all = rows.every((document) => selection.isSelected(document));
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 justify-self-start font-semibold text-navy-900">
      <input type="checkbox" checked={all} onChange={() => selection.toggleAll(rows)} className="size-5 accent-sea-700" />
      Select all shown
    </label>
  );
}

const countWords = (count: number, more: boolean) =>
  `${count} ${count === 1 ? 'document' : 'documents'} shown${more ? ', more to load' : ''}`;

/**
 * The documents the server lets the caller see, newest first, a page at a time with "Load more" so
 * every one can be reached. A failed load says so with Retry rather than passing for an empty library.
 */
export function DocumentList({ filters, manage, onAction, view, selection }: DocumentListProps) {
  const queryClient = useQueryClient();
  const documents = usePagedList({
    queryKey: documentKeys.list(filters),
    firstPage: libraryAddress(filters),
    fetchPage: listDocumentsPage,
    // While a new search or filter loads, the cards shown stay (and keep the focus) instead of skeletons.
    keepRowsWhileLoading: true,
  });
  const restore = useMutation({
    mutationFn: (document: DocumentView) => restoreDocument(document.id),
    onSuccess: ({ document }) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      toast({ title: 'Document Restored', description: `${document.title} is back in the library.` });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Restore Failed',
        description: errorMessage(error, 'The document could not be restored. Try again.'),
      }),
  });
  const rows = documents.data ?? [];
  const what = filters.trash ? 'trash' : 'library';

  return (
    <div className="grid gap-4">
      {/* The cards' titles are h3s; this names the list they sit under for those who move by headings. */}
      <h2 className="sr-only">{filters.trash ? 'Trash' : 'Library'}</h2>
      <div aria-live="polite" className="sr-only">
        {documents.isSuccess && countWords(rows.length, documents.hasNextPage)}
      </div>
      {documents.isPending && <SkeletonCards />}
      {documents.isError && (
        <LoadFailure query={documents}>The {what} could not be loaded. Check the connection and try again.</LoadFailure>
      )}
      {documents.isSuccess && rows.length === 0 && (
        <EmptyNotice
          title={filters.trash ? 'The trash is empty' : 'No documents found'}
          {...(!filters.trash && isFiltered(filters) && { description: 'Try other words or set the filters back to All.' })}
        />
      )}
      {rows.length > 0 && selection && <SelectAllShown rows={rows} selection={selection} />}
      {rows.length > 0 && view === 'list' && selection && <DocumentTable documents={rows} onAction={onAction} selection={selection} />}
      {rows.length > 0 && !(view === 'list' && selection) && (
        <ul aria-label={filters.trash ? 'Trashed documents' : 'Documents'} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rows.map((document) => (
            <li key={document.id}>
              <DocumentCard
                document={document}
                manage={manage}
                onAction={onAction}
                {...(filters.trash && { onRestore: restore.mutate, restoring: restore.isPending && restore.variables.id === document.id })}
                {...(selection && { selection: { selected: selection.isSelected(document), onToggle: () => selection.toggle(document) } })}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={documents} />
    </div>
  );
}
