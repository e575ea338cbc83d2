import { CalendarClock, RotateCcw } from 'lucide-react';
import { formatFileSize, visibleTagCount } from '#shared/document-options.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';
import type { DocumentAction } from './document-actions.ts';
import { AccessBadge } from './AccessBadge.tsx';
import { cardButtonClass, DocumentActions } from './DocumentActions.tsx';
import { SelectBox } from './SelectBox.tsx';
import { fileKind } from './file-kind.ts';
import { FileTypeIcon } from './FileTypeIcon.tsx';

interface DocumentCardProps {
  document: DocumentView;
  /** Staff see the management buttons (the API refuses the calls to anyone else anyway). */
  manage: boolean;
  onAction: (action: DocumentAction, document: DocumentView) => void;
  /** In the trash a card offers Restore instead of the other buttons. */
  onRestore?: (document: DocumentView) => void;
  restoring?: boolean;
  /** Staff pick cards for a bulk change with a box on each. */
  selection?: { selected: boolean; onToggle: () => void };
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  const hidden = tags.length - visibleTagCount;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.slice(0, visibleTagCount).map((tag) => (
        <li key={tag} className="rounded bg-sand-200 px-2 py-0.5 text-sm text-navy-900 wrap-anywhere">
          {tag}
        </li>
      ))}
      {hidden > 0 && <li className="px-1 py-0.5 text-sm font-semibold text-navy-700">+{hidden} more</li>}
    </ul>
  );
}

function Expiry({ date }: { date: string }) {
  const expired = date < facilityToday();
  return (
    <p className={`flex items-center gap-1.5 text-sm ${expired ? 'font-semibold text-safety-600' : 'text-navy-700'}`}>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {expired ? `Expired ${formatStayDate(date)}` : `Expires ${formatStayDate(date)}`}
    </p>
  );
}

/** One document: what it is, who may see it, its numbers, and what the caller may do with it. */
export function DocumentCard({ document, manage, onAction, onRestore, restoring = false, selection }: DocumentCardProps) {
  const purgeAt = document.staff?.purgeAt;
  return (
    <article
      aria-labelledby={`document-${document.id}`}
      className="flex h-full flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-sand-300"
    >
      <div className="flex items-start gap-3">
        <FileTypeIcon kind={fileKind(document.mimeType, document.fileName)} />
        <div className="min-w-0 flex-1">
          <h3 id={`document-${document.id}`} className="text-lg font-bold wrap-anywhere text-navy-900">
            {document.title}
          </h3>
          <p className="text-sm wrap-anywhere text-navy-700">{document.fileName}</p>
        </div>
        {selection && <SelectBox title={document.title} checked={selection.selected} onChange={selection.onToggle} />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AccessBadge level={document.accessLevel} />
        {document.category && <span className="text-sm font-semibold text-navy-700">{documentTypeLabel(document.category.name)}</span>}
      </div>
      {document.description && <p className="text-navy-800 wrap-anywhere">{document.description}</p>}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-navy-600">Size</dt>
          <dd className="money font-semibold text-navy-900">{formatFileSize(document.fileSize)}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Version</dt>
          <dd className="money font-semibold text-navy-900">v{document.version}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Downloads</dt>
          <dd className="money font-semibold text-navy-900">{document.downloadCount}</dd>
        </div>
      </dl>
      <Tags tags={document.tags} />
      <p className="text-sm text-navy-700">
        {document.uploadedBy ? `Uploaded by ${document.uploadedBy}` : 'Uploaded'} · {formatFacilityDay(document.createdAt)}
      </p>
      {document.expiresAt && <Expiry date={document.expiresAt} />}
      {purgeAt && <p className="text-sm font-semibold text-navy-900">Deleted for good on {formatFacilityDay(purgeAt)}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {onRestore ? (
          <button
            type="button"
            onClick={() => onRestore(document)}
            disabled={restoring}
            aria-label={`Restore ${document.title}`}
            className={cardButtonClass}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {restoring ? 'Restoring…' : 'Restore'}
          </button>
        ) : (
          <DocumentActions document={document} manage={manage} onAction={onAction} />
        )}
      </div>
    </article>
  );
}
