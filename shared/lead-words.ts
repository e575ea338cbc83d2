import type { LeadSource, LeadStatus } from './lead-list-options.ts';

/** A lead's codes in the words the office reads, on the inbox's screens and in its CSV alike. */
export const statusLabels: Record<LeadStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** A status without a label of its own reads as its own words. */
export const statusLabel = (status: string): string => statusLabels[status as LeadStatus] ?? status;

export const sourceLabels: Record<LeadSource, string> = { contact: 'Contact form', schedule: 'Scheduling form', quote: 'Quote form' };

export const kindLabels = { service: 'Service request', quote: 'Quote request' } as const;

// The forms word one value differently ("Standard (5-7 days)", "Standard (2-3 weeks)"): the inbox
// shows the value itself, which means the same on every lead.
export const urgencyLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A span of time in the largest two units that matter: "45 min", "2 h 5 min", "3 d 4 h", "under a minute". */
export function formatSpan(seconds: number): string {
  const totalMinutes = Math.floor(seconds / 60);
  if (totalMinutes < 1) return 'under a minute';
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutesLeft = totalMinutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutesLeft > 0 ? `${hours} h ${minutesLeft} min` : `${hours} h`;
  return `${minutesLeft} min`;
}
