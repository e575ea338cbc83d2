import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';

/** "Nov 27, 2026" over "4:05 AM CST" in a table cell: the day and the time each on one line keep the column narrow. */
export function StackedMoment({ moment }: { moment: string }) {
  const full = formatFacilityDateTime(moment);
  const day = formatFacilityDay(moment);
  if (!full.startsWith(`${day}, `)) return full;
  return (
    <>
      <span className="block whitespace-nowrap">{day}</span>
      <span className="block whitespace-nowrap text-navy-600">{full.slice(day.length + 2)}</span>
    </>
  );
}
