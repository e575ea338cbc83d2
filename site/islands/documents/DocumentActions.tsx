import { Download, FilePlus2, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DocumentView } from '#shared/document-views.ts';
import { toast } from '#site/lib/toast-store.ts';
import type { DocumentAction } from './document-actions.ts';
import { downloadFailure, saveDownload } from './save-download.ts';

export const cardButtonClass = [
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-navy-900/15 bg-white px-3 text-sm font-semibold',
  'text-navy-900 transition-colors hover:border-sea-700 hover:text-sea-800 disabled:cursor-wait',
].join(' ');

function DownloadButton({ document }: { document: DocumentView }) {
  const [saving, setSaving] = useState(false);
  async function download() {
    setSaving(true);
    try {
      await saveDownload(document.downloadUrl, document.fileName);
    } catch {
      toast(downloadFailure);
    } finally {
      setSaving(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={saving}
      aria-label={`Download ${document.title}`}
      className={cardButtonClass}
    >
      <Download aria-hidden="true" className="size-4" />
      {saving ? 'Downloading…' : 'Download'}
    </button>
  );
}

interface DocumentActionsProps {
  document: DocumentView;
  /** Staff see the management buttons (the API refuses the calls to anyone else anyway). */
  manage: boolean;
  onAction: (action: DocumentAction, document: DocumentView) => void;
}

/** What the caller may do with a document, the same on its card and its row: Download, and for staff Edit, New Version, Share, Delete. */
export function DocumentActions({ document, manage, onAction }: DocumentActionsProps) {
  return (
    <>
      <DownloadButton document={document} />
      {manage && (
        <>
          <button
            type="button"
            onClick={() => onAction('edit', document)}
            aria-label={`Edit ${document.title}`}
            className={cardButtonClass}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
          <button
            type="button"
            onClick={() => onAction('new-version', document)}
            aria-label={`New version of ${document.title}`}
            className={cardButtonClass}
          >
            <FilePlus2 aria-hidden="true" className="size-4" />
            New Version
          </button>
          <button
            type="button"
            onClick={() => onAction('share', document)}
            aria-label={`Share ${document.title}`}
            className={cardButtonClass}
          >
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </button>
          <button
            type="button"
            onClick={() => onAction('delete', document)}
            aria-label={`Delete ${document.title}`}
            className={cardButtonClass}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </>
      )}
    </>
  );
}
