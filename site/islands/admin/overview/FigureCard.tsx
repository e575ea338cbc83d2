import type { MouseEvent, ReactNode } from 'react';
import type { AdminTab } from '#site/islands/admin/shell/admin-address.ts';
import { isPlainClick, openAdminTab } from '#site/islands/admin/shell/open-admin-tab.ts';

interface FigureCardProps {
  title: string;
  /** The headline number. */
  value: number;
  /** The tab holding the list behind the figure; none for a list on this page. */
  tab?: AdminTab;
  href: string;
  linkLabel: string;
  /** Needs attention: drawn in the safety colour with words saying so. */
  alert?: string | undefined;
  children?: ReactNode;
}

/** One figure at a glance, with a link to the list it counts. */
export function FigureCard({ title, value, tab, href, linkLabel, alert, children }: FigureCardProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!tab || !isPlainClick(event)) return;
    if (openAdminTab(href, tab)) event.preventDefault();
  };
  return (
    <section
      aria-label={title}
      className={`flex flex-col rounded-lg bg-white p-5 ring-1 ${alert ? 'ring-2 ring-safety-600' : 'ring-navy-900/10'}`}
    >
      <h3 className="font-semibold text-navy-700">{title}</h3>
      <p className="mt-1 text-4xl font-extrabold text-navy-950">{value}</p>
      {alert && <p className="mt-1 text-sm font-semibold text-safety-700">{alert}</p>}
      {children && <div className="mt-3 text-sm text-navy-800">{children}</div>}
      <a
        href={href}
        onClick={open}
        className={[
          'mt-auto inline-flex min-h-11 items-center pt-3 font-semibold text-sea-800 underline underline-offset-4 hover:text-sea-900',
        ].join(' ')}
      >
        {linkLabel}
      </a>
    </section>
  );
}
