import type { WaitingByAge } from '#shared/admin-overview-views.ts';

/** How long the records of a figure have been waiting, bucket by bucket. */
export function AgeBreakdown({ waiting, label }: { waiting: WaitingByAge; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {waiting.buckets.map(({ label: bucket, count }) => (
        <div key={bucket} className="contents">
          <dt>{bucket}</dt>
          <dd className="text-right font-semibold tabular-nums">{count}</dd>
        </div>
      ))}
    </dl>
  );
}
