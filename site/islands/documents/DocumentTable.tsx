import { formatFileSize } from '#shared/document-options.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { AccessBadge } from './AccessBadge.tsx';
import type { DocumentAction } from './document-actions.ts';
import { DocumentActions } from './DocumentActions.tsx';
import { fileKind } from './file-kind.ts';
import type { DocumentSelection } from './use-document-selection.ts';
import { SelectBox } from './SelectBox.tsx';

const kindNames = { pdf: 'PDF', word: 'Word', excel: 'Spreadsheet', powerpoint: 'Slides', image: 'Image', other: 'File' } as const;

const columns: Column<DocumentView>[] = [
  {
    header: 'Title',
    sortValue: (document) => document.title.toLowerCase(),
    cell: (document) => (
      <>
        <span className="font-semibold text-navy-900">{document.title}</span>
        <span className="block text-navy-600">{document.fileName}</span>
      </>
    ),
  },
  {
    header: 'Category',
    sortValue: (document) => document.category?.name ?? null,
    cell: (document) => (document.category ? documentTypeLabel(document.category.name) : '—'),
  },
  {
    header: 'Access',
    sortValue: (document) => document.accessLevel,
    cell: (document) => <AccessBadge level={document.accessLevel} />,
  },
  {
    header: 'Customer',
    sortValue: (document) => document.staff?.customer?.name ?? null,
    cell: (document) => document.staff?.customer?.name ?? '—',
  },
  {
    header: 'Size',
    nowrap: true,
    sortValue: (document) => document.fileSize,
    firstDirection: 'descending',
    cell: (document) => (
      <span className="money">
        {formatFileSize(document.fileSize)} · {kindNames[fileKind(document.mimeType, document.fileName)]}
      </span>
    ),
  },
  {
    header: 'Updated',
    nowrap: true,
    sortValue: (document) => document.updatedAt,
    firstDirection: 'descending',
    cell: (document) => formatFacilityDay(document.updatedAt),
  },
  {
    header: 'Expiry',
    nowrap: true,
    sortValue: (document) => document.expiresAt,
    cell: (document) => (document.expiresAt ? formatStayDate(document.expiresAt) : '—'),
  },
];

interface DocumentTableProps {
  documents: readonly DocumentView[];
  onAction: (action: DocumentAction, document: DocumentView) => void;
  selection: DocumentSelection;
}

/** The library as a dense table for staff: sortable columns over the documents loaded, each row with its card's buttons. */
export function DocumentTable({ documents, onAction, selection }: DocumentTableProps) {
  const selectColumn: Column<DocumentView> = {
    header: 'Select',
    cell: (document) => (
      <SelectBox title={document.title} checked={selection.isSelected(document)} onChange={() => selection.toggle(document)} />
    ),
  };
  return (
    <StackedTable
      caption="Documents"
      dense
      columns={[selectColumn, ...columns]}
      rows={documents}
      rowKey={(document) => document.id}
      actions={(document) => <DocumentActions document={document} manage onAction={onAction} />}
    />
  );
}
