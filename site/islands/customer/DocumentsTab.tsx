import { Download } from 'lucide-react';
import type { CustomerDocument } from '#shared/customer-views.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { useDocuments } from './use-customer-lists.ts';

const columns: Column<CustomerDocument>[] = [
  {
    header: 'Document',
    cell: (file) => (
      <>
        <p className="font-semibold break-all text-navy-900">{file.fileName}</p>
        {file.description && <p className="mt-1 text-sm text-navy-700">{file.description}</p>}
      </>
    ),
  },
  {
    header: 'Type',
    cell: (file) => <Badge>{documentTypeLabel(file.documentType)}</Badge>,
  },
  { header: 'Uploaded', nowrap: true, cell: (file) => formatFacilityDay(file.createdAt) },
  {
    header: 'Download',
    cell: (file) => (
      <a href={file.downloadUrl} download={file.fileName} className={secondaryButtonClass}>
        <Download aria-hidden="true" className="size-5" />
        Download<span className="sr-only"> {file.fileName}</span>
      </a>
    ),
  },
];

export function DocumentsTab() {
  const documents = useDocuments();
  return (
    <div className="grid gap-4">
      <ListState
        query={documents}
        what="documents"
        empty={{
          title: 'No documents yet',
          description: 'Signed berth leases and the documents our office files for you appear here.',
        }}
      >
        {(files) => <StackedTable caption="Your documents" columns={columns} rows={files} rowKey={(file) => `${file.source}-${file.id}`} />}
      </ListState>
      <LoadMoreButton query={documents} />
    </div>
  );
}
