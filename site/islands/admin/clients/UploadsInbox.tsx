import { CheckCircle2, Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { AdminClientUploadView } from '#shared/admin-client-views.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { formatFacilityDay, formatFileSize } from '#site/islands/ui/portal-format.ts';
import { adminClientKeys, clientUploadsAddress, listClientUploadsPage } from './admin-clients-api.ts';
import { rowButtonClass } from './ClientRow.tsx';

// The dialog's form (and zod with it) loads when staff open it, not with the tab.
const ProcessUploadDialog = lazy(() => import('./ProcessUploadDialog.tsx').then((module) => ({ default: module.ProcessUploadDialog })));

/** The files clients sent, the unprocessed ones first, a page at a time, to download and mark processed. */
export function UploadsInbox() {
  const uploads = usePagedList({ queryKey: adminClientKeys.uploads, firstPage: clientUploadsAddress, fetchPage: listClientUploadsPage });
  const [processing, setProcessing] = useState<AdminClientUploadView | null>(null);

  return (
    <section aria-labelledby="client-uploads-heading">
      <h2 id="client-uploads-heading" className="mb-4 text-xl font-bold text-navy-950">
        Client uploads
      </h2>
      <ListState
        query={uploads}
        what="client uploads"
        loading="Loading client uploads…"
        failure="The client uploads could not be loaded. Check the connection and try again."
        empty={{ title: 'No uploads yet' }}
      >
        {(rows) => (
          <ul aria-label="Client uploads, unprocessed first" className="grid gap-3">
            {rows.map((upload) => (
              <li
                key={upload.id}
                className={[
                  'flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 sm:flex-row sm:items-center sm:justify-between',
                ].join(' ')}
              >
                <div className="min-w-0">
                  <h3 className="font-bold wrap-anywhere text-navy-950">{upload.originalName}</h3>
                  <p className="text-sm wrap-anywhere text-navy-700">
                    From {upload.customerName} · {upload.customerEmail}
                  </p>
                  {upload.description && <p className="mt-1 wrap-anywhere text-navy-800">{upload.description}</p>}
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <Badge tone={upload.isProcessed ? 'done' : 'waiting'}>{upload.isProcessed ? 'Processed' : 'Pending'}</Badge>
                    <Badge>
                      <span className="sr-only">Category: </span>
                      {documentTypeLabel(upload.category)}
                    </Badge>
                  </div>
                  <p className="mt-2 text-sm text-navy-600">
                    <span className="money">{formatFileSize(upload.fileSize)}</span> ·{' '}
                    <time dateTime={upload.createdAt}>{formatFacilityDay(upload.createdAt)}</time>
                    {upload.expiresAt && (
                      <>
                        {' '}
                        · Expires <time dateTime={upload.expiresAt}>{formatStayDate(upload.expiresAt)}</time>
                      </>
                    )}
                  </p>
                  {upload.isProcessed && (upload.processedBy || upload.notes) && (
                    <p className="mt-1 text-sm wrap-anywhere text-navy-700">
                      {upload.processedBy && `Processed by ${upload.processedBy}`}
                      {upload.notes && ` · ${upload.notes}`}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2 sm:shrink-0">
                  <a href={upload.downloadUrl} download={upload.originalName} className={rowButtonClass}>
                    <Download aria-hidden="true" className="size-4" />
                    Download<span className="sr-only"> {upload.originalName}</span>
                  </a>
                  {!upload.isProcessed && (
                    <button type="button" aria-haspopup="dialog" onClick={() => setProcessing(upload)} className={rowButtonClass}>
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      Mark processed<span className="sr-only"> {upload.originalName}</span>
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <LoadMoreButton query={uploads} />
      {processing && (
        <Suspense fallback={null}>
          <ProcessUploadDialog upload={processing} onClose={() => setProcessing(null)} />
        </Suspense>
      )}
    </section>
  );
}
