import type { ReactNode } from 'react';

export interface EmptyLook {
  title: string;
  description?: ReactNode;
  /** The way to make the first one, e.g. a link to request a service. */
  action?: ReactNode;
}

/** What a list with no rows says instead, and how to start one. */
export function EmptyNotice({ title, description, action }: EmptyLook) {
  return (
    <div className="rounded-lg border border-dashed border-navy-300 bg-sand-50 p-6 text-center">
      <p className="font-semibold text-navy-900">{title}</p>
      {description && <p className="mt-1 text-navy-700">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
