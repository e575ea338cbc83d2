import { CircleCheck, CirclePlay, CircleX, Clock, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

// Badges carry their meaning in words, and a status badge an icon of its kind too; the colour only
// repeats them for the eye.

const seaClass = 'bg-sea-100 text-sea-900 ring-sea-700/40';

const looks = {
  /** A plain label: a category, a document type, a priority. */
  neutral: { className: 'bg-navy-50 text-navy-800 ring-navy-200' },
  /** Not seen before. */
  new: { className: 'bg-navy-900 text-white ring-navy-900' },
  /** From the office. */
  info: { className: seaClass },
  waiting: { className: 'bg-sand-200 text-navy-900 ring-navy-900/20', icon: Clock },
  working: { className: seaClass, icon: CirclePlay },
  done: { className: 'bg-sea-700 text-white ring-sea-800', icon: CircleCheck },
  /** Needs attention: overdue, urgent. */
  alert: { className: 'bg-safety-600 text-white ring-safety-600', icon: TriangleAlert },
  /** Ended without completing. */
  closed: { className: 'bg-white text-navy-700 ring-navy-400', icon: CircleX },
} as const satisfies Record<string, { className: string; icon?: LucideIcon }>;

export type BadgeTone = keyof typeof looks;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  const look: { className: string; icon?: LucideIcon } = looks[tone];
  const Icon = look.icon;
  return (
    <span
      className={[
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1',
        'ring-inset',
        look.className,
      ].join(' ')}
    >
      {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
      {children}
    </span>
  );
}

/** How a record's status reads: its words, and the tone of its badge. */
export interface StatusLook {
  label: string;
  /** Null: a status without a look of its own, shown as plain text. */
  tone: BadgeTone | null;
}

export function StatusBadge({ look }: { look: StatusLook }) {
  if (look.tone === null) return <span className="text-navy-800">{look.label}</span>;
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
