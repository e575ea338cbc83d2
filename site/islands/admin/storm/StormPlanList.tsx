import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { stormIntentLabels } from '#shared/schemas/storm-answer.ts';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import type { StormPlanListRow } from '#shared/storm-plan-views.ts';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { StackedMoment } from '#site/islands/ui/table/StackedMoment.tsx';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { readStormPlanList, stormPlanListKey } from './storm-plan-api.ts';

const day = (iso: string) => formatStayDate(facilityToday(new Date(iso)));

function remindersWords(row: StormPlanListRow): string {
  if (!row.hasAccount) return 'None: booked without an account';
  if (row.remindersSent.length === 0) return 'None yet';
  return row.remindersSent.map(({ daysBefore, sentAt }) => `${daysBefore} days before (${day(sentAt)})`).join(', ');
}

const columns: readonly Column<StormPlanListRow>[] = [
  {
    header: 'Vessel',
    sortValue: (row) => row.vesselName,
    cell: (row) => (
      <>
        <span className="font-semibold wrap-anywhere text-navy-900">{row.vesselName}</span>
        <span className="block whitespace-nowrap text-navy-600">
          {row.berthName} · {row.reservationNumber}
        </span>
      </>
    ),
  },
  { header: 'Tenant', sortValue: (row) => row.tenantName, cell: (row) => <span className="wrap-anywhere">{row.tenantName}</span> },
  {
    header: 'Stay',
    cell: (row) => (
      <>
        <span className="block whitespace-nowrap">{formatStayDate(row.arrivalDate)} to</span>
        <span className="block whitespace-nowrap">{formatStayDate(row.departureDate)}</span>
      </>
    ),
  },
  {
    header: 'Storm plan',
    sortValue: (row) => (row.plan ? Date.parse(row.plan.signedAt) : null),
    cell: (row) =>
      row.plan ? (
        <>
          <span className="block text-navy-900">
            Signed: {stormIntentLabels[row.plan.intent]}
            {row.plan.manned ? ', manned' : ''}
          </span>
          <StackedMoment moment={row.plan.signedAt} />
        </>
      ) : (
        <span className="font-semibold text-safety-600">Missing</span>
      ),
  },
  { header: 'Reminders sent', cell: (row) => remindersWords(row) },
];

/** Every vessel at the marina this season with its storm plan signed or missing, and the reminders its owner was sent. */
export function StormPlanList() {
  const headingId = useId();
  const list = useQuery({ queryKey: stormPlanListKey, queryFn: ({ signal }) => readStormPlanList(signal) });
  const missing = list.data?.rows.filter(({ plan }) => plan === null).length ?? 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 print:hidden">
      <h3 id={headingId} className="text-xl font-extrabold text-navy-900">
        Storm plans
      </h3>
      {list.isPending && <LoadingNotice>Loading the storm plans…</LoadingNotice>}
      {list.isError && <LoadFailure query={list}>The storm plans could not be loaded. Check the connection and try again.</LoadFailure>}
      {list.data && list.data.rows.length === 0 && (
        <EmptyNotice
          title={`No vessels at the marina in the ${list.data.seasonYear} season`}
          description="Vessels with a stay between today and the season's close show here with their storm plans."
        />
      )}
      {list.data && list.data.rows.length > 0 && (
        <>
          <p className="text-navy-700">
            {list.data.rows.length} {list.data.rows.length === 1 ? 'vessel' : 'vessels'} at the marina in the {list.data.seasonYear} season
            · {missing} without a signed plan · plans due {formatStayDate(list.data.dueDate)}
          </p>
          <StackedTable caption="Storm plans" dense columns={columns} rows={list.data.rows} rowKey={(row) => row.reservationNumber} />
        </>
      )}
    </section>
  );
}
