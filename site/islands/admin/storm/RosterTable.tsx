import { insuranceStatusLabels, type InsuranceStatus } from '#shared/insurance-views.ts';
import { stormIntentLabels } from '#shared/schemas/storm-answer.ts';
import type { StormRosterRow } from '#shared/storm-roster-views.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { ContactLinks } from '#site/islands/admin/leads/ContactLinks.tsx';
import { StackedMoment } from '#site/islands/ui/table/StackedMoment.tsx';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';

/** When something happened, stacked as a table cell shows it, or the words for never. */
function Moment({ moment, none }: { moment: string | null; none: string }) {
  return moment ? <StackedMoment moment={moment} /> : <span className="text-navy-600">{none}</span>;
}

// Sorted worst first: the office looks for who is not covered.
const insuranceOrder: Record<InsuranceStatus, number> = { none: 0, lapsed: 1, unverified: 2, current: 3 };

const mannedWords = (manned: boolean | null) => (manned === null ? '—' : manned ? 'Yes' : 'No');

const columns: readonly Column<StormRosterRow>[] = [
  {
    header: 'Berth',
    nowrap: true,
    sortValue: (row) => row.berthName,
    cell: (row) => <span className="font-semibold text-navy-900">{row.berthName}</span>,
  },
  {
    header: 'Vessel',
    sortValue: (row) => row.vesselName,
    cell: (row) => (
      <>
        <span className="font-semibold wrap-anywhere text-navy-900">{row.vesselName}</span>
        <span className="block whitespace-nowrap text-navy-600">{row.reservationNumber}</span>
      </>
    ),
  },
  {
    header: 'Tenant',
    cell: (row) => (
      <div className="grid gap-1 md:min-w-44">
        <p className="font-semibold wrap-anywhere text-navy-900">{row.tenantName}</p>
        {row.company && <p className="wrap-anywhere text-navy-700">{row.company}</p>}
        <ContactLinks lead={row} />
      </div>
    ),
  },
  {
    header: 'Stay',
    cell: (row) => (
      <>
        <span className="block whitespace-nowrap">{formatStayDate(row.arrivalDate)} to</span>
        <span className="block whitespace-nowrap">{formatStayDate(row.departureDate)}</span>
      </>
    ),
  },
  { header: 'Told', cell: (row) => <Moment moment={row.notifiedAt} none="Not told" /> },
  {
    header: 'Plan now',
    cell: (row) =>
      row.intent ? (
        <span className="text-navy-900">{stormIntentLabels[row.intent]}</span>
      ) : (
        <span className="text-navy-600">No answer</span>
      ),
  },
  { header: 'Manned', cell: (row) => mannedWords(row.manned) },
  {
    header: 'Answered',
    sortValue: (row) => (row.answeredAt ? Date.parse(row.answeredAt) : null),
    cell: (row) => <Moment moment={row.answeredAt} none="Not yet" />,
  },
  {
    header: 'Storm plan',
    sortValue: (row) => (row.plan ? Date.parse(row.plan.signedAt) : null),
    cell: (row) =>
      row.plan ? (
        <>
          <span className="block text-navy-900">Signed: {stormIntentLabels[row.plan.intent]}</span>
          <StackedMoment moment={row.plan.signedAt} />
        </>
      ) : (
        <span className="font-semibold text-safety-600">Missing</span>
      ),
  },
  {
    header: 'Insurance',
    sortValue: (row) => insuranceOrder[row.insurance],
    cell: (row) => (
      <span className={row.insurance === 'current' ? 'text-navy-900' : 'font-semibold text-safety-600'}>
        {insuranceStatusLabels[row.insurance]}
      </span>
    ),
  },
];

/**
 * The roster as a dense table, sortable over the rows shown. Its eleven columns can be wider than
 * the office's screen (a long email, a long company name): the table then scrolls on its own, not
 * the page. In print it is the one thing on the page (site/styles/global.css), a landscape page per
 * 40 vessels with the header on each.
 */
export function RosterTable({ rows }: { rows: readonly StormRosterRow[] }) {
  return (
    <div data-print-region="roster" className="min-w-0 md:overflow-x-auto print:overflow-visible">
      <StackedTable caption="Storm roster" dense columns={columns} rows={rows} rowKey={(row) => row.reservationNumber} />
    </div>
  );
}
