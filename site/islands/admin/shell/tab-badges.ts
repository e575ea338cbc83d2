import type { AdminCounts } from '#shared/admin-counts.ts';
import type { AdminTab } from './admin-address.ts';

/** What waits in a tab: its count and the words that go with it in the tab's accessible name. */
export interface TabBadge {
  count: number;
  words: string;
}

/** The badge a tab shows, or none when nothing waits in it (or the tab counts nothing). */
export function tabBadge(tab: AdminTab, counts: AdminCounts): TabBadge | undefined {
  const badge = (count: number, words: string) => (count > 0 ? { count, words: `${count} ${words}` } : undefined);
  if (tab === 'clients') return badge(counts.unreadMessages + counts.unprocessedUploads, 'waiting');
  if (tab === 'leads') return badge(counts.newLeads, 'new');
  if (tab === 'reservations') return badge(counts.reservationsToApprove, 'to approve');
  return undefined;
}
