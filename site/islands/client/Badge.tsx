import type { ReactNode } from 'react';

// Badges carry their meaning in words; the tone only repeats it for the eye.
const toneClass = {
  neutral: 'bg-navy-50 text-navy-800 ring-navy-200',
  new: 'bg-navy-900 text-white ring-navy-900',
  office: 'bg-sea-100 text-sea-900 ring-sea-300',
  done: 'bg-sea-700 text-white ring-sea-700',
  waiting: 'bg-sand-100 text-navy-900 ring-sand-300',
  destructive: 'bg-safety-600 text-white ring-safety-600',
} as const;

export type BadgeTone = keyof typeof toneClass;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass[tone]}`}>
      {children}
    </span>
  );
}
