import { format, parseISO } from 'date-fns';

// How the customer dashboard writes dates and money.

const dashboardDate = 'MMM d, yyyy';

/** A moment (ISO timestamp) as "Mar 4, 2026", on the reader's own calendar. */
export function formatMoment(iso: string): string {
  return format(new Date(iso), dashboardDate);
}

/**
 * A calendar date (`YYYY-MM-DD`) as "Mar 4, 2026". It names a day, not a moment: read as a local
 * date (date-fns does so for a date without a time), it never moves to the day before west of UTC.
 */
export function formatCalendarDate(date: string): string {
  return format(parseISO(date), dashboardDate);
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as dollars with two decimals: 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
