import { useId } from 'react';
import type { AdminOverview } from '#shared/admin-overview-views.ts';
import { formatStayDate } from '#shared/stay-dates.ts';

const barWidth = 20;
const gap = 6;
const plotHeight = 140;
const axisHeight = 24;

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

/**
 * Berths taken on each of the next 30 days as bars, with the same figures as a table for anyone
 * who does not read the drawing.
 */
export function OccupancyChart({ occupancy }: { occupancy: AdminOverview['occupancy'] }) {
  const titleId = useId();
  const { totalBerths, days } = occupancy;
  const width = days.length * (barWidth + gap);
  const busiest = days.reduce((most, day) => Math.max(most, day.occupied), 0);
  const summary = `Berths taken over the next ${days.length} days, of ${totalBerths}: at most ${busiest} on one day.`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-white p-5 ring-1 ring-navy-900/10">
      <h3 id={titleId} className="font-semibold text-navy-700">
        Berth occupancy, next {days.length} days
      </h3>
      <p className="mt-1 text-sm text-navy-600">{summary}</p>
      <svg viewBox={`0 0 ${width} ${plotHeight + axisHeight}`} role="img" aria-label={summary} className="mt-4 h-auto w-full">
        <line x1="0" x2={width} y1={plotHeight} y2={plotHeight} className="stroke-navy-300" strokeWidth="1" />
        {days.map((day, index) => {
          const height = totalBerths === 0 ? 0 : (day.occupied / totalBerths) * plotHeight;
          const x = index * (barWidth + gap) + gap / 2;
          return (
            <g key={day.date}>
              <rect x={x} y={plotHeight - height} width={barWidth} height={height} rx="2" className="fill-sea-700">
                <title>{`${formatStayDate(day.date)}: ${day.occupied} of ${totalBerths}`}</title>
              </rect>
              {index % 7 === 0 && (
                <text x={x} y={plotHeight + 16} className="fill-navy-700 text-[11px]">
                  {dayLabel(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-sea-800">Show as a table</summary>
        <div className="mt-2 max-h-80 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Berths taken by day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Day
                </th>
                <th scope="col" className="py-1 text-right">
                  Berths taken of {totalBerths}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-sand-200">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {formatStayDate(day.date)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{day.occupied}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
