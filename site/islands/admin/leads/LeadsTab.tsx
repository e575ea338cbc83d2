import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminLead } from '#shared/admin-lead-views.ts';
import { leadKinds, leadSorts } from '#shared/lead-list-options.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { linkedLeadOf, tabHeadingId, useAddressFilters, useAddressSearch } from '#site/islands/admin/shell/admin-address.ts';
import { LeadDetailDialog } from './LeadDetailDialog.tsx';
import { LeadFiltersForm } from './LeadFiltersForm.tsx';
import { LeadTable } from './LeadTable.tsx';
import { LinkedLeadDialog } from './LinkedLeadDialog.tsx';
import { leadKeys, leadsAddress, leadsExportAddress, listLeadsPage, markLeadsSeen, noFilters, type LeadFilterValues } from './leads-api.ts';

const minute = 60_000;

/** The time now, moved on every minute, so waiting times count up while the tab is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), minute);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Records the visit when the tab is left (another tab, or the page closed or navigated away), so
 * the New marks hold through every filter and page of this visit.
 */
function useVisitRecordedOnLeaving(): void {
  useEffect(() => {
    window.addEventListener('pagehide', markLeadsSeen);
    return () => {
      window.removeEventListener('pagehide', markLeadsSeen);
      markLeadsSeen();
    };
  }, []);
}

/**
 * The Service Requests tab: service and quote requests in one inbox, filtered and ordered, each
 * with its response clock; a lead opens in a dialog to read and follow up. Leads that arrived
 * since the last visit are marked New until the tab is left.
 */
export default function LeadsTab() {
  const search = useAddressSearch();
  const [linked, setLinked] = useState(() => linkedLeadOf(search));
  const [addressFilters, setFilters] = useAddressFilters<LeadFilterValues>('leads', noFilters, { kind: leadKinds, sort: leadSorts });
  // A linked lead's `kind` is the lead's, not a filter: the list behind its dialog shows every kind.
  const filters: LeadFilterValues = linked ? { ...addressFilters, kind: '' } : addressFilters;
  const [open, setOpen] = useState<AdminLead | null>(null);
  const now = useMinuteClock();
  const leads = usePagedList({ queryKey: leadKeys.list(filters), firstPage: leadsAddress(filters), fetchPage: listLeadsPage });
  useVisitRecordedOnLeaving();
  const rows = leads.data ?? [];
  const newCount = rows.filter((lead) => lead.isNew).length;

  return (
    <section aria-labelledby={tabHeadingId('leads')} className="grid gap-6">
      <div className="flex flex-wrap items-end justify-end gap-4">
        <a href={leadsExportAddress(filters)} download className={secondaryButtonClass}>
          <Download aria-hidden="true" className="size-5" />
          Export CSV
        </a>
      </div>
      <LeadFiltersForm filters={filters} onChange={setFilters} />
      <div aria-live="polite" className="sr-only">
        {leads.isSuccess &&
          `${rows.length} ${rows.length === 1 ? 'lead' : 'leads'} shown, ${newCount} new${leads.hasNextPage ? ', more to load' : ''}`}
      </div>
      {leads.isPending && <LoadingNotice>Loading leads…</LoadingNotice>}
      {leads.isError && <LoadFailure query={leads}>The leads could not be loaded. Check the connection and try again.</LoadFailure>}
      {leads.isSuccess && rows.length === 0 && (
        <EmptyNotice
          title={
            JSON.stringify({ ...filters, sort: 'newest' }) === JSON.stringify(noFilters) ? 'No leads yet' : 'No leads match these filters'
          }
        />
      )}
      {rows.length > 0 && <LeadTable leads={rows} now={now} onOpen={setOpen} />}
      <LoadMoreButton query={leads} />
      {open && <LeadDetailDialog lead={open} onClose={() => setOpen(null)} />}
      {linked && (
        <LinkedLeadDialog
          kind={linked.kind}
          id={linked.id}
          onClose={() => {
            setLinked(null);
            // The address keeps the list's filters and loses the link, so a reload does not open the lead again.
            setFilters(filters);
          }}
        />
      )}
    </section>
  );
}
