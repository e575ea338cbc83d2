import { useQuery } from '@tanstack/react-query';
import type { AdminOverview, OverviewStay } from '#shared/admin-overview-views.ts';
import { addDays, formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { adminTabHref } from '#site/islands/admin/shell/admin-address.ts';
import { AgeBreakdown } from './AgeBreakdown.tsx';
import { ExpiringDocuments } from './ExpiringDocuments.tsx';
import { FigureCard } from './FigureCard.tsx';
import { OccupancyChart } from './OccupancyChart.tsx';
import { overviewQueryKeys, readOverview } from './overview-api.ts';
import { SignInFailures } from './SignInFailures.tsx';
import { StatusPanelEditor } from './StatusPanelEditor.tsx';
import { StormStageEditor } from './StormStageEditor.tsx';
import { UninsuredVessels } from './UninsuredVessels.tsx';

/** The Overview tab of the admin dashboard: the day at a glance, the contact page's status panel and the storm stage. */
export default function OverviewTab() {
  const query = useQuery({ queryKey: overviewQueryKeys.overview, queryFn: ({ signal }) => readOverview(signal) });
  return (
    <div className="space-y-6">
      {query.isPending && <LoadingNotice>Loading the overview…</LoadingNotice>}
      {query.isError && <LoadFailure query={query} />}
      {query.data && <Figures overview={query.data} />}
      <StatusPanelEditor />
      <StormStageEditor />
    </div>
  );
}

function Figures({ overview }: { overview: AdminOverview }) {
  const { week, arrivals, departures, leadsWaiting, approvalsWaiting, unpaidHolds, failedMail } = overview;
  const weekWords = `${formatStayDate(week.from)} to ${formatStayDate(week.to)}`;
  const overdueApprovals = approvalsWaiting.buckets.at(-1)?.count ?? 0;
  const dayAfterWeek = addDays(week.to, 1);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FigureCard
          title="Arrivals this week"
          value={arrivals.length}
          tab="reservations"
          href={adminTabHref('reservations', { from: week.from, to: dayAfterWeek })}
          linkLabel="View reservations this week"
        >
          <StayList stays={arrivals} none={`No arrivals ${weekWords}.`} />
        </FigureCard>
        <FigureCard
          title="Departures this week"
          value={departures.length}
          tab="reservations"
          href={adminTabHref('reservations', { from: week.from, to: dayAfterWeek })}
          linkLabel="View reservations this week"
        >
          <StayList stays={departures} none={`No departures ${weekWords}.`} />
        </FigureCard>
        <FigureCard
          title="Reservations waiting for approval"
          value={approvalsWaiting.total}
          tab="reservations"
          href={adminTabHref('reservations', { status: 'pending' })}
          linkLabel="Review pending reservations"
          alert={overdueApprovals > 0 ? `${overdueApprovals} paid over 24 hours ago` : undefined}
        >
          <AgeBreakdown waiting={approvalsWaiting} label="Waiting for approval by time since payment" />
        </FigureCard>
        <FigureCard
          title="Leads waiting for a first response"
          value={leadsWaiting.total}
          tab="leads"
          href={adminTabHref('leads', { status: 'pending', sort: 'waiting' })}
          linkLabel="Open the leads inbox"
        >
          <AgeBreakdown waiting={leadsWaiting} label="Leads waiting by age" />
        </FigureCard>
        <FigureCard
          title="Unpaid holds"
          value={unpaidHolds}
          tab="reservations"
          href={adminTabHref('reservations', { status: 'pending' })}
          linkLabel="View holds"
        >
          <p>Unpaid reservations still holding a berth until payment or expiry.</p>
        </FigureCard>
        <FigureCard
          title="Failed mail"
          value={failedMail.count}
          href="#failed-mail"
          linkLabel="See the failed messages"
          alert={failedMail.count > 0 ? 'Some customers or staff did not get their email' : undefined}
        />
      </div>
      <OccupancyChart occupancy={overview.occupancy} />
      <UninsuredVessels uninsured={overview.uninsured} />
      <ExpiringDocuments expiring={overview.expiring} />
      <FailedMailList failedMail={failedMail} />
      <SignInFailures signInFailures={overview.signInFailures} />
    </>
  );
}

function StayList({ stays, none }: { stays: OverviewStay[]; none: string }) {
  if (stays.length === 0) return <p>{none}</p>;
  return (
    <ul className="space-y-1">
      {stays.map((stay) => (
        <li key={stay.id}>
          <span className="font-semibold">{formatStayDate(stay.date)}</span> · {stay.vesselName} · {stay.berthName}
        </li>
      ))}
    </ul>
  );
}

function FailedMailList({ failedMail }: { failedMail: AdminOverview['failedMail'] }) {
  return (
    <section id="failed-mail" aria-labelledby="failed-mail-title" className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id="failed-mail-title" className="font-semibold text-navy-700">
        Messages that could not be sent
        {failedMail.count > failedMail.latest.length ? ` (latest ${failedMail.latest.length} of ${failedMail.count})` : ''}
      </h3>
      {failedMail.latest.length === 0 ? (
        <p className="mt-2 text-navy-700">None: every message went out.</p>
      ) : (
        <ul className="mt-2 divide-y divide-sand-200">
          {failedMail.latest.map((mail) => (
            <li key={mail.id} className="py-2">
              <p className="font-semibold text-navy-900">{mail.subject}</p>
              <p className="text-sm text-navy-700">
                To {mail.to} · {formatFacilityDateTime(mail.createdAt)} · {mail.attempts} attempts
                {mail.lastError ? ` · ${mail.lastError}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
