import { replaceAddress, type AdminTab } from './admin-address.ts';

export { isPlainClick } from '#site/islands/portal/plain-click.ts';

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
