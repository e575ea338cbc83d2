import * as Tabs from '@radix-ui/react-tabs';
import type { KeyboardEvent, ReactNode } from 'react';
import { isPlainClick } from './plain-click.ts';
import { tabHref } from './tab-address.ts';
import { tabTriggerClass } from './tabs-look.ts';

interface TabLinkProps {
  value: string;
  /** The link's address; the page's own path with `?tab=<value>` unless given. */
  href?: string;
  children: ReactNode;
}

/**
 * A tab that is a link to its own panel (decision 069). In the server's HTML it works as a link: the
 * page comes back with that tab open. Once the island runs, Radix selects it in place (arrow keys,
 * Home and End as the ARIA tabs pattern has them), a plain click no longer leaves the page, and a
 * click with a modifier still opens the link in a new window or tab without changing this one.
 */
export function TabLink({ value, href = tabHref(value), children }: TabLinkProps) {
  return (
    <Tabs.Trigger value={value} asChild>
      <a
        href={href}
        // Radix gives its trigger type="button", which means nothing on a link.
        type={undefined}
        className={tabTriggerClass}
        onMouseDown={(event) => {
          if (!isPlainClick(event)) event.preventDefault();
        }}
        onClick={(event) => {
          if (isPlainClick(event)) event.preventDefault();
        }}
        onKeyPress={(event: KeyboardEvent) => {
          // Space chooses the tab (Radix, on keydown), as on a button; the browser would also scroll
          // the page for it, on keypress, as it does for a link.
          if (event.key === ' ') event.preventDefault();
        }}
      >
        {children}
      </a>
    </Tabs.Trigger>
  );
}
