import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { formatFileSize } from '#shared/document-options.ts';
import type { DocumentVersionView } from '#shared/document-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { toast } from '#site/lib/toast-store.ts';
import { documentKeys, listVersions } from './documents-api.ts';
import { downloadFailure, saveDownload } from './save-download.ts';

function VersionRow({ version }: { version: DocumentVersionView }) {
  const download = () => saveDownload(version.downloadUrl, version.fileName).catch(() => toast(downloadFailure));
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">
          v{version.version}
          {version.isLatest && <span className="ml-2 text-sm font-semibold text-sea-800">(latest)</span>}
        </p>
        <p className="text-sm wrap-anywhere text-navy-700">
          {version.fileName} · {formatFileSize(version.fileSize)} · {formatFacilityDateTime(version.createdAt)}
          {version.uploadedBy && ` · ${version.uploadedBy}`}
        </p>
        {version.changeNotes && <p className="mt-1 text-navy-800 wrap-anywhere">{version.changeNotes}</p>}
      </div>
      <button
        type="button"
        onClick={() => void download()}
        aria-label={`Download v${version.version}`}
        className={[
          'inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-navy-900/15 bg-white px-3 text-sm font-semibold',
          'text-navy-900 hover:border-sea-700',
        ].join(' ')}
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </button>
    </li>
  );
}

/** Every version of a document, newest first, each with its own download. */
export function VersionList({ documentId }: { documentId: string }) {
  const versions = useQuery({
    queryKey: documentKeys.versions(documentId),
    queryFn: ({ signal }) => listVersions(documentId, signal),
    // Read afresh each time the dialog opens: links get opened and versions added while it is closed.
    staleTime: 0,
  });
  return (
    <section aria-labelledby="versions-heading" className="mt-8">
      <h3 id="versions-heading" className="text-lg font-bold text-navy-900">
        Versions
      </h3>
      {versions.isPending && <LoadingNotice>Loading versions…</LoadingNotice>}
      {versions.isError && <LoadFailure query={versions}>The versions could not be loaded.</LoadFailure>}
      {versions.isSuccess && (
        <ul aria-label="Versions, newest first" className="divide-y divide-sand-300">
          {versions.data.map((version) => (
            <VersionRow key={version.version} version={version} />
          ))}
        </ul>
      )}
    </section>
  );
}
