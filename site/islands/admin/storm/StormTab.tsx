import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { Select } from '#site/islands/form/controls.tsx';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { tabHeadingId, useAddressFilters } from '#site/islands/admin/shell/admin-address.ts';
import { filterRoster, rosterCountWords, rosterShowLabels, rosterShows, showAll, type RosterFilterValues } from './roster-filter.ts';
import { HaulOutList } from './HaulOutList.tsx';
import { StormVesselNotes } from './StormVesselNotes.tsx';
import { RosterTable } from './RosterTable.tsx';
import { StormPlanList } from './StormPlanList.tsx';
import { stageWords } from './stage-words.ts';
import { readStormRoster, stormRosterExportAddress, stormRosterKey } from './storm-api.ts';

// Tenants answer the stage's message from their phones while the office watches: the roster asks again every half minute.
const refreshEvery = 30_000;

const showOptions = rosterShows.map((show) => ({ value: show, label: rosterShowLabels[show] }));

/**
 * The Storm tab: the stage now, and every vessel at the marina in the coming week with what its
 * tenant answered, not answered first, to call down the list, export or print for the dock; then
 * the haul-out list, next first, and the notes to owners after the storm.
 */
export default function StormTab() {
  const [filters, setFilters] = useAddressFilters<RosterFilterValues>('storm', showAll, { show: rosterShows });
  const roster = useQuery({ queryKey: stormRosterKey, queryFn: ({ signal }) => readStormRoster(signal), refetchInterval: refreshEvery });
  const rows = roster.data?.rows ?? [];
  const shown = filterRoster(rows, filters.show);

  return (
    <section aria-labelledby={tabHeadingId('storm')} className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          {roster.data && (
            <>
              <p className="text-lg font-bold text-navy-900">{stageWords(roster.data.stage)}</p>
              <p className="text-navy-700">{rosterCountWords(rows)}</p>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-4">
          <a href={stormRosterExportAddress} download className={secondaryButtonClass}>
            <Download aria-hidden="true" className="size-5" />
            Export CSV
          </a>
          <button type="button" onClick={() => window.print()} className={secondaryButtonClass}>
            <Printer aria-hidden="true" className="size-5" />
            Print roster
          </button>
        </div>
      </div>
      <form method="post" aria-label="Filter the roster" onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:max-w-xs">
        <Select
          label="Show"
          placeholder="All vessels"
          options={showOptions}
          value={filters.show}
          onChange={(event) => setFilters({ show: event.target.value as RosterFilterValues['show'] })}
        />
      </form>
      <div aria-live="polite" className="sr-only">
        {roster.isSuccess && `${shown.length} ${shown.length === 1 ? 'vessel' : 'vessels'} shown`}
      </div>
      {roster.isPending && <LoadingNotice>Loading the storm roster…</LoadingNotice>}
      {roster.isError && (
        <LoadFailure query={roster}>The storm roster could not be loaded. Check the connection and try again.</LoadFailure>
      )}
      {roster.isSuccess && shown.length === 0 && (
        <EmptyNotice
          title={rows.length === 0 ? 'No vessels at the marina in the coming week' : 'No vessels match this filter'}
          description={rows.length === 0 ? 'Vessels with a stay in the next seven days show here.' : undefined}
        />
      )}
      {shown.length > 0 && <RosterTable rows={shown} />}
      <HaulOutList />
      {roster.isSuccess && <StormVesselNotes vessels={rows} />}
      <StormPlanList />
    </section>
  );
}
