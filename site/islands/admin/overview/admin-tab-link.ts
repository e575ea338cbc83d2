// A figure on the overview opens the tab holding its list. The address carries the tab and the
// list's filters (`/admin?tab=reservations&status=pending`), so a tab opened from it can read them
// and the link works in a new window too.

export type AdminTab = 'overview' | 'clients' | 'leads' | 'reservations' | 'audit';

/** The dashboard's address for a tab with its list's filters. */
export function adminTabHref(tab: AdminTab, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams({ tab, ...filters });
  return `/admin?${query.toString()}`;
}

/**
 * Shows the tab in this page: the address takes the filters, then the tab's own trigger takes the
 * focus, which selects it as a keyboard user's arrow key would.
 */
export function openAdminTab(href: string, tab: AdminTab): boolean {
  const trigger = document.querySelector<HTMLElement>(`[role="tab"][id$="-trigger-${tab}"]`);
  if (!trigger) return false;
  window.history.replaceState(window.history.state, '', href);
  trigger.focus();
  return true;
}
