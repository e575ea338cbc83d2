import { CircleCheck, CirclePlay, CircleX, Clock, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { BadgeTone, StatusLook } from './status-look.ts';

const toneLooks: Record<BadgeTone, { icon: LucideIcon; className: string }> = {
  waiting: { icon: Clock, className: 'bg-sand-200 text-navy-900 ring-navy-900/20' },
  working: { icon: CirclePlay, className: 'bg-sea-100 text-sea-900 ring-sea-700/40' },
  done: { icon: CircleCheck, className: 'bg-sea-700 text-white ring-sea-800' },
  alert: { icon: TriangleAlert, className: 'bg-safety-600 text-white ring-safety-600' },
  closed: { icon: CircleX, className: 'bg-white text-navy-700 ring-navy-400' },
};

export const badgeClass = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1';

/** A status in words with an icon of its kind; a status without a look is plain text. */
export function StatusBadge({ look }: { look: StatusLook }) {
  if (look.tone === null) return <span className="text-navy-800">{look.label}</span>;
  const { icon: Icon, className } = toneLooks[look.tone];
  return (
    <span className={`${badgeClass} ${className}`}>
      <Icon aria-hidden="true" className="size-4" />
      {look.label}
    </span>
  );
}
