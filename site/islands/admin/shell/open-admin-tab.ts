import type { MouseEvent } from 'react';
import { replaceAddress, type AdminTab } from './admin-address.ts';

/** A plain left click: one with a modifier or another button opens the link its own way (a new window, a new tab). */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;

/**
 * Shows a link's list in this page: the address takes the tab and its filters, then the tab's own
 * trigger takes the focus, which selects it as a keyboard user's arrow key would; the tab opened
 * reads its filters from the address.
 */
export function openAdminTab(href: string, tab: AdminTab): boolean {
  const trigger = document.querySelector<HTMLElement>(`[role="tab"][id$="-trigger-${tab}"]`);
  if (!trigger) return false;
  replaceAddress(href);
  trigger.focus();
  return true;
}
