import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';

// How both portals write what the shared formatters do not: file sizes, and the day of a moment.
// Money is `formatCents` (shared/pricing.ts), a calendar date `formatStayDate` and a message's date
// and time `formatFacilityDateTime` (shared/stay-dates.ts), so each is written one way site-wide.

const sizeUnits = ['KB', 'MB', 'GB'] as const;
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNumber = new Intl.NumberFormat('en-US');

/**
 * A file size in Bytes, KB, MB or GB (units of 1024) with 2 decimals: "512 Bytes", "1.50 KB",
 * "6.18 MB". Bytes are whole, so they carry no decimals; anything past 1024 GB stays in GB.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${wholeNumber.format(bytes)} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  // Rounding can carry 1023.999 KB up to "1,024.00 KB": move to the next unit once it would.
  while (unit < sizeUnits.length - 1 && Math.round(value * 100) >= 1024 * 100) {
    value /= 1024;
    unit += 1;
  }
  return `${twoDecimals.format(value)} ${sizeUnits[unit]}`;
}

/**
 * The day a moment (ISO timestamp) fell on the harbor office's calendar, "Dec 3, 2026": the same
 * for every reader, wherever their own clock is set.
 */
export function formatFacilityDay(moment: string): string {
  return formatStayDate(facilityToday(new Date(moment)));
}
