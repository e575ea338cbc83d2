import { Download, FileText } from 'lucide-react';
import type { ClientUploadView } from '#shared/customer-views.ts';
import { expiryState } from '#shared/document-expiry.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { formatFacilityDay, formatFileSize } from '#site/islands/ui/portal-format.ts';
import { useUploads } from './use-portal-data.ts';

/** A certificate's last day of cover; past it, an Expired badge says the office needs a new one. */
function ExpiryLine({ expiresAt }: { expiresAt: string }) {
  const expired = expiryState(expiresAt, facilityToday()) === 'expired';
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-navy-800">
      <span>
        {expired ? 'Expired' : 'Expires'} <time dateTime={expiresAt}>{formatStayDate(expiresAt)}</time>
      </span>
      {expired && <Badge tone="alert">Send a renewed copy</Badge>}
    </p>
  );
}

function FileRow({ file }: { file: ClientUploadView }) {
  return (
    <li
      className={[
        'flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 sm:flex-row sm:items-center sm:justify-between',
        'sm:p-5',
      ].join(' ')}
    >
      <div className="flex min-w-0 gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sea-700" />
        <div className="min-w-0">
          <h3 className="font-bold wrap-anywhere text-navy-950">{file.originalName}</h3>
          {file.description && <p className="mt-1 wrap-anywhere text-navy-800">{file.description}</p>}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {file.fromOffice ? (
              <Badge tone="info">From the office</Badge>
            ) : (
              <Badge tone={file.isProcessed ? 'done' : 'waiting'}>{file.isProcessed ? 'Processed' : 'Pending'}</Badge>
            )}
            <Badge>
              <span className="sr-only">Category: </span>
              {documentTypeLabel(file.category)}
            </Badge>
          </div>
          <p className="mt-2 text-sm text-navy-600">
            <span className="money">{formatFileSize(file.fileSize)}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <time dateTime={file.createdAt}>{formatFacilityDay(file.createdAt)}</time>
          </p>
          {file.expiresAt && <ExpiryLine expiresAt={file.expiresAt} />}
        </div>
      </div>
      <a
        href={file.downloadUrl}
        download={file.originalName}
        className={[
          'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-md border-2 border-navy-900/15 bg-white',
          'px-4 font-semibold text-navy-900 hover:border-sea-700 hover:text-sea-800 sm:self-center',
        ].join(' ')}
      >
        <Download aria-hidden="true" className="size-5" />
        Download<span className="sr-only"> {file.originalName}</span>
      </a>
    </li>
  );
}

/** My Files: the client's uploads with their state, and the office's files for the client among them, a page at a time. */
export function FilesTab() {
  const uploads = useUploads();

  return (
    <section aria-labelledby="files-heading">
      <h2 id="files-heading" className="mb-4 text-xl font-bold text-navy-950">
        My Files
      </h2>
      <div className="grid gap-4">
        <ListState
          query={uploads}
          what="files"
          empty={{ title: 'No files yet', description: 'Files you upload, and files the office shares with you, appear here.' }}
        >
          {(files) => (
            <ul className="grid gap-4">
              {files.map((file) => (
                <FileRow key={`${file.fromOffice ? 'office' : 'own'}-${file.id}`} file={file} />
              ))}
            </ul>
          )}
        </ListState>
        <LoadMoreButton query={uploads} />
      </div>
    </section>
  );
}
