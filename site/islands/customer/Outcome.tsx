import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

const looks = {
  working: { icon: LoaderCircle, iconClass: 'animate-spin text-sea-700 motion-reduce:animate-none' },
  done: { icon: CircleCheck, iconClass: 'text-sea-700' },
  refused: { icon: CircleX, iconClass: 'text-safety-600' },
} as const;

interface OutcomeProps {
  kind: keyof typeof looks;
  title: string;
  message?: string;
  /** The way on: a link to sign in, to the dashboard, or to ask for a new link. */
  children?: ReactNode;
}

/** What a mailed link or a request came to, in place of its form; announced when it appears. */
export function Outcome({ kind, title, message, children }: OutcomeProps) {
  const { icon: Icon, iconClass } = looks[kind];
  return (
    <div role={kind === 'refused' ? 'alert' : 'status'} className="grid gap-4">
      <p className="flex items-center gap-3 text-xl font-bold text-navy-900">
        <Icon aria-hidden="true" className={`size-7 shrink-0 ${iconClass}`} />
        {title}
      </p>
      {message && <p className="text-lg text-navy-800">{message}</p>}
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </div>
  );
}
