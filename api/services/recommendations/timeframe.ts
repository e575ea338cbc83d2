// Timeframes arrive as the form's labels ("Immediate (same day)", "Within 1 week", "1-3 months",
// "6+ months") or as the owner's own words; durations come from the services' typicalDuration text.

const daysPerUnit: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };

const unitDays = (unit: string) => daysPerUnit[unit.toLowerCase().replace(/s$/, '')] ?? 1;

/** The latest the owner wants the work, in days; Infinity for an open-ended window ("6+ months"). */
export function timeframeDays(timeframe: string): number | undefined {
  if (/\b(immediate|same day|today|asap|tonight)\b/i.test(timeframe)) return 1;
  if (/\d+\s*\+/.test(timeframe)) return Number.POSITIVE_INFINITY;
  const match = /(\d+)(?:\s*[-–]\s*(\d+))?\s*(hours?|days?|weeks?|months?|years?)\b/i.exec(timeframe);
  if (!match) return undefined;
  const [, first = '0', second, unit = 'day'] = match;
  return Number(second ?? first) * unitDays(unit);
}

/** The shortest job the text describes, in days: "10–45 days in the yard" → 10, "Half a day …" → 0.5. */
export function shortestDays(typicalDuration: string): number | undefined {
  if (/^\s*half a day\b/i.test(typicalDuration)) return 0.5;
  const match = /(\d+)(?:\s*[-–]\s*\d+)?\s*(hours?|days?|weeks?|months?|years?)\b/i.exec(typicalDuration);
  if (!match) return undefined;
  const [, first = '0', unit = 'day'] = match;
  return Number(first) * unitDays(unit);
}
