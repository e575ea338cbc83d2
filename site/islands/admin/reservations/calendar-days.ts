import type { BerthCalendarView } from '#shared/admin-reservation-views.ts';
import { addDays } from '#shared/stay-dates.ts';

/** What takes a day on a berth's calendar, in words. */
export interface CalendarDay {
  date: string;
  /** "Booked: R-2026-000123", "Maintenance", "Occupied: M/V …", or null when free. */
  taken: string | null;
  kind: 'free' | 'stay' | 'block';
}

/** The Monday on or before a calendar day. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const covers = (date: string, from: string, to: string | null) => date >= from && (to === null || date < to);

/** The calendar's days from `from` for `weeks` weeks, each with the stay or block taking it. */
export function calendarDays(calendar: Pick<BerthCalendarView, 'stays' | 'blocks'>, from: string, weeks: number): CalendarDay[][] {
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => {
      const date = addDays(from, week * 7 + day);
      const block = calendar.blocks.find((candidate) => covers(date, candidate.startsOn, candidate.endsOn));
      if (block) {
        const taken = block.kind === 'maintenance' ? 'Maintenance' : `Occupied${block.vesselName ? `: ${block.vesselName}` : ''}`;
        return { date, taken, kind: 'block' as const };
      }
      const stay = calendar.stays.find((candidate) => covers(date, candidate.arrivalDate, candidate.departureDate));
      return stay
        ? { date, taken: `Booked: ${stay.reservationNumber}`, kind: 'stay' as const }
        : { date, taken: null, kind: 'free' as const };
    }),
  );
}
