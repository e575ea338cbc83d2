import { LayoutGrid, List, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { trashRetentionDays } from '#shared/document-options.ts';
import { QueryProvider } from '#site/lib/query-provider.tsx';
import { useHydrated } from '#site/islands/checkout/use-hydrated.ts';
import { useDebounced } from '#site/islands/admin/clients/use-debounced.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import type { OpenDialog } from './document-actions.ts';
import { BulkActionsBar } from './BulkActionsBar.tsx';
import { DocumentList } from './DocumentList.tsx';
import { noFilters, type LibraryFilters } from './library-filters.ts';
import { LibraryFiltersBar } from './LibraryFiltersBar.tsx';
import { addressWithView, viewFromSearch, type LibraryView } from './library-view.ts';
import { useDocumentSelection } from './use-document-selection.ts';

// Staff open these with a click: loaded then, their forms (and zod, which checks them) stay out of
// every visitor's first load of the library.
const UploadDocumentDialog = lazy(() => import('./UploadDocumentDialog.tsx').then((module) => ({ default: module.UploadDocumentDialog })));
const NewVersionDialog = lazy(() => import('./NewVersionDialog.tsx').then((module) => ({ default: module.NewVersionDialog })));
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((module) => ({ default: module.ShareDialog })));
const EditDocumentDialog = lazy(() => import('./EditDocumentDialog.tsx').then((module) => ({ default: module.EditDocumentDialog })));
const DeleteDocumentDialog = lazy(() => import('./DeleteDocumentDialog.tsx').then((module) => ({ default: module.DeleteDocumentDialog })));

const toggleClass = [
  'inline-flex min-h-11 items-center gap-2 px-4 font-semibold text-navy-900 first:rounded-l-md last:rounded-r-md',
  'aria-pressed:bg-navy-900 aria-pressed:text-white disabled:cursor-not-allowed disabled:opacity-60',
].join(' ');

const viewIcons = { cards: LayoutGrid, list: List } as const;

/** Staff's Cards/List switch, kept in the address (`?view=list`) so a reload or a shared link keeps it. */
function useLibraryView(): [LibraryView, (view: LibraryView) => void] {
  const [view, setView] = useState<LibraryView>('cards');
  // Read after the first render, which the server drew as cards.
  useEffect(() => setView(viewFromSearch(window.location.search)), []);
  const choose = (chosen: LibraryView) => {
    setView(chosen);
    window.history.replaceState(window.history.state, '', addressWithView(window.location.href, chosen));
  };
  return [view, choose];
}

function Library({ manage }: { manage: boolean }) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<LibraryFilters>(noFilters);
  const [uploading, setUploading] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [view, setView] = useLibraryView();
  const selection = useDocumentSelection();
  const choosing = manage && !filters.trash;
  const searched = useDebounced(search);
  const shown = { ...filters, search: searched.trim() };
  const close = () => setDialog(null);
  // Until the page's script runs, staff's buttons would do nothing: they look and are disabled till then.
  const ready = useHydrated();

  return (
    <div className="grid gap-6">
      {manage && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset aria-label="Show" className="inline-flex rounded-md ring-1 ring-navy-300">
            {[false, true].map((trash) => (
              <button
                key={String(trash)}
                type="button"
                aria-pressed={filters.trash === trash}
                disabled={!ready}
                onClick={() => {
                  selection.clear();
                  setFilters({ ...filters, trash });
                }}
                className={toggleClass}
              >
                {trash && <Trash2 aria-hidden="true" className="size-4" />}
                {trash ? 'Trash' : 'Library'}
              </button>
            ))}
          </fieldset>
          <fieldset aria-label="View" className="inline-flex rounded-md ring-1 ring-navy-300">
            {(['cards', 'list'] as const).map((shown) => {
              const Icon = viewIcons[shown];
              return (
                <button
                  key={shown}
                  type="button"
                  aria-pressed={view === shown}
                  disabled={!ready}
                  onClick={() => setView(shown)}
                  className={toggleClass}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {shown === 'cards' ? 'Cards' : 'List'}
                </button>
              );
            })}
          </fieldset>
          <button type="button" disabled={!ready} onClick={() => setUploading(true)} className={primaryButtonClass}>
            <Upload aria-hidden="true" className="size-5" />
            Upload Document
          </button>
        </div>
      )}
      {filters.trash && (
        <p className="rounded-lg bg-sand-100 p-4 text-navy-800 ring-1 ring-sand-300">
          Deleted documents stay here for {trashRetentionDays} days, then they are deleted for good with their versions and share links.
        </p>
      )}
      <LibraryFiltersBar
        search={search}
        onSearch={setSearch}
        filters={filters}
        onFilters={(changed) => {
          selection.clear();
          setFilters(changed);
        }}
      />
      {choosing && <BulkActionsBar selection={selection} />}
      <DocumentList
        filters={shown}
        manage={manage}
        view={manage ? view : 'cards'}
        onAction={(action, document) => setDialog({ action, document })}
        {...(choosing && { selection })}
      />
      <Suspense fallback={null}>
        {uploading && <UploadDocumentDialog onClose={() => setUploading(false)} />}
        {dialog?.action === 'edit' && <EditDocumentDialog document={dialog.document} onClose={close} />}
        {dialog?.action === 'new-version' && <NewVersionDialog document={dialog.document} onClose={close} />}
        {dialog?.action === 'share' && <ShareDialog document={dialog.document} onClose={close} />}
        {dialog?.action === 'delete' && <DeleteDocumentDialog document={dialog.document} onClose={close} />}
      </Suspense>
    </div>
  );
}

/** `/documents`: what the server lets the caller see, and for staff the ways to manage it. */
export default function DocumentLibrary({ manage }: { manage: boolean }) {
  return (
    <QueryProvider>
      <Library manage={manage} />
    </QueryProvider>
  );
}
