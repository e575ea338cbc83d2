import { CircleCheck, CircleDot, CircleHelp } from 'lucide-react';
import { confidenceLabel } from '#shared/schemas/recommendation.ts';

// Each band has its own icon and words; the colour only repeats them.
const bands = {
  'High Match': { icon: CircleCheck, className: 'bg-sea-700 text-white' },
  'Good Match': { icon: CircleDot, className: 'bg-sea-100 text-sea-900' },
  'Possible Match': { icon: CircleHelp, className: 'bg-sand-200 text-navy-900' },
} as const;

/** "High Match · 92%": the spec's label for the confidence band, then the rounded percentage. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const label = confidenceLabel(confidence);
  const { icon: Icon, className } = bands[label];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ${className}`}>
      <Icon aria-hidden="true" className="size-4" />
      {label} · <span className="money">{Math.round(confidence * 100)}%</span>
    </span>
  );
}
