import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { HaulOutRow } from '#shared/haul-out-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { haulListKey, haulOutReceiptAddress, readHaulList } from './haul-out-api.ts';
import { MarkHauledDialog } from './MarkHauledDialog.tsx';

// Tenants ask to be hauled out from their phones while the yard works: the list asks again every half minute.
const refreshEvery = 30_000;

const vesselWords = ({ vesselName, vesselLength }: HaulOutRow) => (vesselLength ? `${vesselName}, ${vesselLength} ft` : vesselName);

/** The vessels to haul out before the storm, next first, and those already out of the water with their receipts. */
export function HaulOutList() {
  const headingId = useId();
  const list = useQuery({ queryKey: haulListKey, queryFn: ({ signal }) => readHaulList(signal), refetchInterval: refreshEvery });
  return (
    <section aria-labelledby={headingId} className="grid gap-4 print:hidden">
      <h3 id={headingId} className="text-xl font-extrabold text-navy-900">
        Haul-out list
      </h3>
      {list.isPending && <LoadingNotice>Loading the haul-out list…</LoadingNotice>}
      {list.isError && <LoadFailure query={list}>The haul-out list could not be loaded. Check the connection and try again.</LoadFailure>}
      {list.data && list.data.waiting.length === 0 && (
        <EmptyNotice
          title="No vessel waiting to be hauled out"
          description="A vessel joins the list when a storm stage is set and its signed storm plan or its tenant’s answer says “Haul out”."
        />
      )}
      {list.data && list.data.waiting.length > 0 && (
        <p className="text-sm text-navy-700">
          Vessels whose owners paid haul-out priority for the {list.data.prioritySeason} season come first; then first asked, first hauled.
        </p>
      )}
      {list.data && list.data.waiting.length > 0 && (
        <ol aria-label="Waiting to be hauled out, next first" className="grid gap-3">
          {list.data.waiting.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 ring-1 ring-navy-900/10"
            >
              <div className="grid gap-1">
                <p className="font-bold text-navy-900">
                  <span className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-sea-100 text-sea-900">
                    {entry.place}
                  </span>
                  {vesselWords(entry)}{' '}
                  {entry.priority && (
                    <span className="mr-1 inline-block rounded-full bg-safety-600 px-2 py-0.5 text-xs font-bold text-white uppercase">
                      Priority
                    </span>
                  )}
                  <span className="font-normal text-navy-700">
                    · {entry.berthName} · {entry.reservationNumber}
                  </span>
                </p>
                <p className="text-sm text-navy-700">
                  {entry.tenantName}, {entry.company}
                  {entry.phone && (
                    <>
                      {' · '}
                      <a href={`tel:${entry.phone}`} className="font-semibold text-sea-800 underline">
                        {entry.phone}
                      </a>
                    </>
                  )}
                  {` · asked ${formatFacilityDateTime(entry.joinedAt)}`}
                  {entry.noteSent && ' · note sent to the owner'}
                </p>
              </div>
              <MarkHauledDialog entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {list.data && list.data.hauled.length > 0 && (
        <>
          <h4 className="text-lg font-bold text-navy-900">Hauled out</h4>
          <ul aria-label="Hauled out, latest first" className="grid gap-2">
            {list.data.hauled.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 text-sm text-navy-800">
                <span>
                  <span className="font-semibold">{vesselWords(entry)}</span> ({entry.reservationNumber}), hauled out{' '}
                  {entry.hauledAt ? formatFacilityDateTime(entry.hauledAt) : ''}
                  {entry.hauledBy ? ` by ${entry.hauledBy}` : ''}
                  {entry.noteSent && ' · note sent to the owner'}
                </span>
                <a href={haulOutReceiptAddress(entry.id)} download className="font-semibold text-sea-800 underline">
                  Receipt<span className="sr-only"> for {entry.vesselName}</span> (PDF)
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
