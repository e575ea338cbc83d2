// Stays are calendar days at the facility, whatever the visitor's or server's own time zone.
export const facilityTimeZone = 'America/Chicago';

const dayMs = 86_400_000;

const facilityDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: facilityTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date at the facility as `YYYY-MM-DD`. */
export function facilityToday(now: Date = new Date()): string {
  return facilityDate.format(now);
}

/** The facility's calendar year, `YYYY`: the one quote numbers carry. */
export function facilityYear(now: Date = new Date()): string {
  return facilityToday(now).slice(0, 4);
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

const calendarDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `2026-12-03` → `Dec 3, 2026`; stay dates carry no time of day, so UTC keeps the day from shifting. */
export function formatStayDate(date: string): string {
  return calendarDay.format(new Date(`${date}T00:00:00Z`));
}

const facilityDateTimeOptions = {
  timeZone: facilityTimeZone,
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

const facilityDateTime = {
  short: new Intl.DateTimeFormat('en-US', { ...facilityDateTimeOptions, month: 'short' }),
  long: new Intl.DateTimeFormat('en-US', { ...facilityDateTimeOptions, month: 'long' }),
};

/**
 * A moment as the harbor office's clock shows it: "Dec 3, 2026, 2:15 PM CST", or with the month
 * written out, as a signed document states it, "December 3, 2026 at 2:15 PM CST". ICU versions
 * differ on the space before AM/PM (narrow no-break or plain); a plain one everywhere keeps a
 * server render and the browser's hydration identical.
 */
export function formatFacilityDateTime(moment: Date | string, month: keyof typeof facilityDateTime = 'short'): string {
  return facilityDateTime[month].format(typeof moment === 'string' ? new Date(moment) : moment).replace(/\u202f/g, ' ');
}
