import type { UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { CustomerDocument } from '../../../shared/customer-views.ts';
import { secondaryButtonClass } from '../form/button-classes.ts';
import { formatMoment } from './customer-format.ts';
import { ListState } from './ListState.tsx';
import { StackedTable, type Column } from './StackedTable.tsx';
import { badgeClass } from './StatusBadge.tsx';

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
  { header: 'Type', cell: (file) => <span className={`${badgeClass} bg-sand-100 text-navy-900 ring-navy-900/20 capitalize`}>{file.documentType}</span> },
  { header: 'Uploaded', nowrap: true, cell: (file) => formatMoment(file.createdAt) },
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

export function DocumentsTab({ query }: { query: UseQueryResult<CustomerDocument[]> }) {
  return (
    <ListState
      query={query}
      what="documents"
      empty={
        <>
          <p className="font-semibold text-navy-900">No documents yet</p>
          <p className="mt-1 text-navy-700">Signed berth leases and the documents our office files for you appear here.</p>
        </>
      }
    >
      {(files) => <StackedTable caption="Your documents" columns={columns} rows={files} rowKey={(file) => file.id} />}
    </ListState>
  );
}
