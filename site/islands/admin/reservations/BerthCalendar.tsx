import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { Select } from '#site/islands/form/controls.tsx';
import { standInFields } from '#site/islands/form/form-layout.ts';
import { FormOnFirstUse } from '#site/islands/form/FormOnFirstUse.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { AddBlockFormLayout, emptyBlock } from './AddBlockFormLayout.tsx';
import { calendarDays, weekStart } from './calendar-days.ts';
import { statusLooks } from './reservation-look.ts';
import { berthCalendar, listBerths, removeBlock, reservationKeys } from './reservations-api.ts';

const weeksShown = 6;
// The block form's checks (zod, react-hook-form) are not on the tab's first load: they come when the form is first used.
const loadAddBlockForm = () => import('./AddBlockForm.tsx').then((module) => module.AddBlockForm);
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const dayLook = { free: 'bg-white text-navy-700', stay: 'bg-sea-100 text-sea-900', block: 'bg-sand-200 text-navy-900' } as const;

/** One berth's next weeks: stays and blocks day by day, the blocks to remove, and a form to add one. */
export function BerthCalendar() {
  const queryClient = useQueryClient();
  const berths = useQuery({ queryKey: reservationKeys.berths, queryFn: ({ signal }) => listBerths(signal) });
  const [chosen, setChosen] = useState('');
  const berth = berths.data?.find((candidate) => candidate.id === chosen) ?? berths.data?.[0];
  const from = weekStart(facilityToday());
  const to = addDays(from, weeksShown * 7);
  const calendar = useQuery({
    queryKey: reservationKeys.calendar(berth?.id ?? '', from, to),
    queryFn: ({ signal }) => berthCalendar(berth?.id ?? '', from, to, signal),
    enabled: berth !== undefined,
  });
  const remove = useMutation({
    mutationFn: (blockId: string) => removeBlock(berth?.id ?? '', blockId),
    onSuccess: () => toast({ title: 'Block removed', description: `${berth?.name ?? 'The berth'} is back in use for those days.` }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Failed to remove block',
        description: errorMessage(error, 'The server could not be reached. Check the connection and try again.'),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });

  if (!berth) {
    if (berths.isPending) return <LoadingNotice>Loading berths…</LoadingNotice>;
    return berths.isError ? (
      <LoadFailure query={berths}>The berths could not be loaded. Check the connection and try again.</LoadFailure>
    ) : null;
  }
  const weeks = calendar.data ? calendarDays(calendar.data, from, weeksShown) : [];

  return (
    <div className="grid gap-4">
      <Select
        label="Berth"
        className="max-w-sm"
        options={(berths.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
        value={berth.id}
        onChange={(event) => setChosen(event.target.value)}
      />
      {calendar.isPending && <LoadingNotice>Loading calendar…</LoadingNotice>}
      {calendar.isError && (
        <LoadFailure query={calendar}>The calendar could not be loaded. Check the connection and try again.</LoadFailure>
      )}
      {calendar.data && (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, so the keyboard must reach it. */}
          <section className="overflow-x-auto" tabIndex={0} aria-label={`Calendar of ${berth.name}`}>
            <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm">
              <caption className="mb-2 text-left font-semibold text-navy-900">
                {berth.name}, {formatStayDate(from)} to {formatStayDate(addDays(to, -1))}
              </caption>
              <thead>
                <tr>
                  {weekdays.map((weekday) => (
                    <th key={weekday} scope="col" className="p-1 text-left font-semibold text-navy-700">
                      {weekday}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]?.date}>
                    {week.map((day) => (
                      <td key={day.date} className={`h-16 border border-navy-900/10 p-1 align-top ${dayLook[day.kind]}`}>
                        <span className="block font-semibold">{formatStayDate(day.date).replace(/, \d{4}$/, '')}</span>
                        <span className="block truncate">{day.taken ?? 'Free'}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <section aria-label={`Stays on ${berth.name}`}>
              <h4 className="text-lg font-semibold text-navy-900">Stays</h4>
              {calendar.data.stays.length === 0 ? (
                <p className="mt-2 text-navy-700">No stays in these weeks.</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {calendar.data.stays.map((stay) => (
                    <li key={stay.id} className="rounded-md bg-white p-3 ring-1 ring-navy-900/10">
                      <span className="font-semibold text-navy-900">{stay.vesselName}</span> · {stay.reservationNumber} ·{' '}
                      {formatStayDate(stay.arrivalDate)} – {formatStayDate(stay.departureDate)} · {statusLooks[stay.status].label}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label={`Blocks on ${berth.name}`}>
              <h4 className="text-lg font-semibold text-navy-900">Blocks</h4>
              {calendar.data.blocks.length === 0 ? (
                <p className="mt-2 text-navy-700">No blocks in these weeks.</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {calendar.data.blocks.map((block) => {
                    const what =
                      block.kind === 'maintenance' ? 'Maintenance' : `Occupied${block.vesselName ? ` by ${block.vesselName}` : ''}`;
                    const until = block.endsOn ? `until ${formatStayDate(block.endsOn)}` : 'until further notice';
                    return (
                      <li
                        key={block.id}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white p-3 ring-1 ring-navy-900/10"
                      >
                        <span>
                          <span className="font-semibold text-navy-900">{what}</span> from {formatStayDate(block.startsOn)} {until}
                          {block.note && <span className="block text-sm text-navy-700">{block.note}</span>}
                        </span>
                        <button
                          type="button"
                          disabled={remove.isPending}
                          aria-label={`Remove block: ${what} from ${formatStayDate(block.startsOn)}`}
                          onClick={() => remove.mutate(block.id)}
                          className={`${secondaryButtonClass} min-h-11 px-4 text-sm`}
                        >
                          Remove
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
      <FormOnFirstUse
        key={berth.id}
        load={loadAddBlockForm}
        props={{ berthId: berth.id, berthName: berth.name }}
        standIn={<AddBlockFormLayout berthName={berth.name} field={standInFields(emptyBlock)} loading />}
      />
    </div>
  );
}
