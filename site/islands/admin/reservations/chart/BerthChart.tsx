import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { readinessWords } from '#shared/berth-readiness.ts';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { reservationDetailHref } from '#site/islands/admin/shell/admin-address.ts';
import { useReservationLinkClick } from '../detail/open-reservation.ts';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { blockLabel, stayLabel } from './bar-label.ts';
import { berthChart, berthChartKey } from './berth-chart-api.ts';
import { ChartBlockDialog, type ChosenDays } from './ChartBlockDialog.tsx';
import { moveCell, placeBar, selectionRange, windowDays } from './chart-layout.ts';
import { ReadinessLegend } from './ReadinessLegend.tsx';
import { readinessLook } from './readiness-look.ts';

const daysShown = 14;
const cellRem = 3.5;
const stayLook = {
  pending: 'bg-sand-200 text-navy-900 ring-sand-400',
  confirmed: 'bg-sea-100 text-sea-900 ring-sea-300',
  active: 'bg-sea-700 text-white ring-sea-800',
  completed: 'bg-navy-100 text-navy-800 ring-navy-300',
  cancelled: 'bg-white text-navy-700 ring-navy-200',
} as const;
const barClass = 'absolute top-1 left-0 z-10 block h-10 truncate rounded-md px-2 text-left text-xs leading-10 font-semibold ring-1';
const barWidth = (span: number) => ({ width: `calc(${span * cellRem}rem - 4px)` });
const berthColumnRem = 7;
// The table is as wide as its columns, never squeezed into a narrow window (it scrolls instead):
// a stay's bar spans its nights' cells only while each night keeps its width.
const tableWidth = { width: `${berthColumnRem + daysShown * cellRem}rem` };
const tableClass = 'table-fixed border-separate border-spacing-0 bg-white text-sm';
const dayHeading = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Every berth a row, two weeks of nights as columns: stays, holds and blocks as bars named on hover and focus.
 * Arrow keys move across the days; Enter (or a click) on a first and a last night opens a block for them.
 */
export function BerthChart() {
  const today = facilityToday();
  const openReservation = useReservationLinkClick();
  const [from, setFrom] = useState(today);
  const [at, setAt] = useState({ row: 0, column: 0 });
  const [anchor, setAnchor] = useState<{ row: number; column: number } | null>(null);
  const [chosen, setChosen] = useState<ChosenDays | null>(null);
  const cells = useRef(new Map<string, HTMLElement>());
  const chart = useQuery({ queryKey: berthChartKey(from, daysShown), queryFn: ({ signal }) => berthChart(from, daysShown, signal) });
  const days = windowDays(from, daysShown);
  const rows = chart.data?.berths ?? [];

  const focusCell = (row: number, column: number) => {
    setAt({ row, column });
    cells.current.get(`${row}:${column}`)?.focus();
  };
  const choose = (row: number, column: number) => {
    const berth = rows[row];
    const day = days[column];
    if (!berth || !day) return;
    const start = anchor && anchor.row === row ? days[anchor.column] : undefined;
    if (start === undefined) {
      setAnchor({ row, column });
      return;
    }
    setAnchor(null);
    setChosen({ berthId: berth.id, berthName: berth.name, ...selectionRange(start, day) });
  };
  const onCellKey = (event: KeyboardEvent, row: number, column: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(row, column);
      return;
    }
    if (event.key === 'Escape') {
      setAnchor(null);
      return;
    }
    const next = moveCell(event.key, { row, column }, rows.length, daysShown);
    if (!next) return;
    event.preventDefault();
    focusCell(next.row, next.column);
  };
  const inSelection = (row: number, column: number) =>
    anchor !== null && anchor.row === row && column >= Math.min(anchor.column, at.column) && column <= Math.max(anchor.column, at.column);

  const last = days[days.length - 1] ?? from;
  const caption = `Berth chart, ${formatStayDate(from)} to ${formatStayDate(last)}`;
  const anchorBerth = anchor ? rows[anchor.row] : undefined;
  const anchorDay = anchor ? days[anchor.column] : undefined;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={`${secondaryButtonClass} min-h-11 px-4 text-sm`}
          onClick={() => setFrom(addDays(from, -daysShown))}
        >
          Previous two weeks
        </button>
        <button type="button" className={`${secondaryButtonClass} min-h-11 px-4 text-sm`} onClick={() => setFrom(today)}>
          Today
        </button>
        <button type="button" className={`${secondaryButtonClass} min-h-11 px-4 text-sm`} onClick={() => setFrom(addDays(from, daysShown))}>
          Next two weeks
        </button>
      </div>
      <p className="text-sm text-navy-700" aria-live="polite">
        {anchorBerth && anchorDay
          ? `Block on ${anchorBerth.name} from ${formatStayDate(anchorDay)}: choose its last night (Escape to stop).`
          : 'To block a berth, choose its first night, then its last night (Enter or click on a day).'}
      </p>
      {chart.data?.storm && <ReadinessLegend storm={chart.data.storm} />}
      {chart.isPending && <LoadingNotice>Loading the berth chart…</LoadingNotice>}
      {chart.isError && <LoadFailure query={chart}>The berth chart could not be loaded. Check the connection and try again.</LoadFailure>}
      {chart.data && (
        <div className="overflow-x-auto rounded-lg ring-1 ring-navy-900/10">
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table laid out as the chart, moved through by arrow keys. */}
          <table role="grid" aria-label={caption} style={tableWidth} className={tableClass}>
            <thead>
              <tr>
                <th
                  scope="col"
                  style={{ width: `${berthColumnRem}rem` }}
                  className="sticky left-0 z-20 bg-white p-2 text-left font-semibold text-navy-900"
                >
                  Berth
                </th>
                {days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    style={{ width: `${cellRem}rem` }}
                    className={`p-1 text-center text-xs font-semibold ${day === today ? 'bg-safety-600 text-white' : 'text-navy-700'}`}
                  >
                    {dayHeading(day)}
                    {day === today && <span className="block">Today</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.data.berths.map((berth, row) => {
                const bars = [
                  ...berth.stays.map((stay) => ({
                    key: stay.id,
                    place: placeBar({ startsOn: stay.arrivalDate, endsOn: stay.departureDate }, from, daysShown),
                    label: stay.readiness ? `${stayLabel(stay)}, storm readiness: ${readinessWords[stay.readiness]}` : stayLabel(stay),
                    text: `${stay.reservationNumber} ${stay.vesselName}`,
                    Icon: stay.readiness ? readinessLook[stay.readiness].Icon : null,
                    look: stay.readiness
                      ? readinessLook[stay.readiness].bar
                      : stay.holdExpiresAt
                        ? 'bg-white text-navy-900 ring-sand-500 border-2 border-dashed border-sand-500'
                        : stayLook[stay.status],
                    href: reservationDetailHref(stay.id),
                    reservationId: stay.id,
                  })),
                  ...berth.blocks.map((block) => ({
                    key: block.id,
                    place: placeBar(block, from, daysShown),
                    label: blockLabel(block),
                    text: block.kind === 'maintenance' ? 'Maintenance' : (block.vesselName ?? 'Occupied'),
                    Icon: null,
                    look: 'bg-navy-800 text-white ring-navy-900',
                    href: null,
                    reservationId: null,
                  })),
                ];
                return (
                  <tr key={berth.id}>
                    <th
                      scope="row"
                      className="sticky left-0 z-20 border-t border-navy-900/10 bg-white p-2 text-left font-semibold text-navy-900"
                    >
                      {berth.name}
                    </th>
                    {days.map((day, column) => (
                      <td
                        key={day}
                        ref={(element) => {
                          if (element) cells.current.set(`${row}:${column}`, element);
                          else cells.current.delete(`${row}:${column}`);
                        }}
                        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a night of the chart, chosen by Enter or a click.
                        role="gridcell"
                        tabIndex={at.row === row && at.column === column ? 0 : -1}
                        aria-selected={inSelection(row, column)}
                        onClick={() => {
                          setAt({ row, column });
                          choose(row, column);
                        }}
                        onKeyDown={(event) => onCellKey(event, row, column)}
                        onFocus={() => setAt({ row, column })}
                        className={[
                          'relative h-12 cursor-pointer border-t border-l border-navy-900/10 outline-none focus:ring-2 focus:ring-safety-600 focus:ring-inset',
                          inSelection(row, column) ? 'bg-safety-100' : day === today ? 'bg-sea-50' : '',
                        ].join(' ')}
                      >
                        {/* Named by its text, not aria-label: a bar's words inside the cell must be part of its name. */}
                        <span className="sr-only">{`${berth.name}, ${formatStayDate(day)}`}</span>
                        {bars
                          .filter((bar) => bar.place?.column === column)
                          .map((bar) =>
                            bar.href && bar.reservationId ? (
                              <a
                                key={bar.key}
                                href={bar.href}
                                onClick={openReservation(bar.reservationId)}
                                title={bar.label}
                                aria-label={bar.label}
                                className={`${barClass} ${bar.look}`}
                                style={barWidth(bar.place?.span ?? 1)}
                              >
                                {bar.Icon && <bar.Icon aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />}
                                {bar.text}
                              </a>
                            ) : (
                              <span
                                key={bar.key}
                                // biome-ignore lint/a11y/noNoninteractiveTabindex: a block's name must be readable by keyboard as by hover.
                                tabIndex={0}
                                role="note"
                                title={bar.label}
                                aria-label={bar.label}
                                className={`${barClass} ${bar.look}`}
                                style={barWidth(bar.place?.span ?? 1)}
                              >
                                {bar.text}
                              </span>
                            ),
                          )}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ChartBlockDialog chosen={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}
