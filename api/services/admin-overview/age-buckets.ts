import type { AgeBucketCount, WaitingByAge } from '#shared/admin-overview-views.ts';

const hourMs = 3_600_000;

/** An age range: from `fromHours` up to (not including) the next bucket's. */
export interface AgeBucket {
  label: string;
  fromHours: number;
}

/** Leads answered within an hour are far more likely to become work, so the first line is drawn there. */
export const leadAgeBuckets: readonly AgeBucket[] = [
  { label: 'Under 1 hour', fromHours: 0 },
  { label: '1–24 hours', fromHours: 1 },
  { label: '1–3 days', fromHours: 24 },
  { label: 'Over 3 days', fromHours: 72 },
];

/** The office promises an answer within a business day of payment; past 24 hours a request is flagged. */
export const approvalAgeBuckets: readonly AgeBucket[] = [
  { label: 'Under 4 hours', fromHours: 0 },
  { label: '4–24 hours', fromHours: 4 },
  { label: 'Over 24 hours', fromHours: 24 },
];

/** Counts records by age at `now`, from the moments they started waiting; buckets ascend by `fromHours`. */
export function countByAge(since: readonly Date[], now: Date, buckets: readonly AgeBucket[]): WaitingByAge {
  const counts: AgeBucketCount[] = buckets.map(({ label }) => ({ label, count: 0 }));
  for (const moment of since) {
    const hours = (now.getTime() - moment.getTime()) / hourMs;
    const index = buckets.findLastIndex(({ fromHours }) => hours >= fromHours);
    const bucket = counts[Math.max(index, 0)];
    if (bucket) bucket.count += 1;
  }
  return { total: since.length, buckets: counts };
}
