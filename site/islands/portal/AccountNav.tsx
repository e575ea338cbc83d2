import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { accountPartNames, accountPartOf, accountPartPath, accountParts, type AccountPartName } from '#shared/account-parts.ts';
import { $openTab } from './tab-address.ts';

interface AccountNavProps {
  /** The dashboard this page is. */
  dashboard: 'customer' | 'client';
  /** The part the server drew open; the dashboard's island says which once it runs. */
  opened: AccountPartName | undefined;
}

const linkClass = [
  'inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-navy-100',
  'transition-colors hover:bg-navy-800 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-navy-950',
].join(' ');

/**
 * Every part of the one account, on both dashboards: each a link to the page and tab holding it. The
 * current part follows the dashboard's tabs as they are chosen. On a phone the row scrolls sideways,
 * starting at the current part.
 */
export default function AccountNav({ dashboard, opened }: AccountNavProps) {
  const openTab = useStore($openTab);
  const current = openTab === undefined ? opened : accountPartOf(dashboard, openTab);
  const list = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && link && link.offsetLeft + link.offsetWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - row.offsetLeft;
  }, []);

  return (
    <nav aria-label="Account" className="mt-5">
      <ul ref={list} className="flex gap-1 overflow-x-auto p-1 sm:flex-wrap sm:overflow-visible">
        {accountPartNames.map((name) => (
          <li key={name} className="shrink-0">
            <a href={accountPartPath(name)} aria-current={name === current ? 'page' : undefined} className={linkClass}>
              {accountParts[name].label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
