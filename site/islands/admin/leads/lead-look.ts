import type { AdminLead } from '#shared/admin-lead-views.ts';
import { leadUrgencies, type LeadSource, type LeadStatus } from '#shared/lead-list-options.ts';
import type { BadgeTone, StatusLook } from '#site/islands/ui/Badge.tsx';

const statusLooks: Record<LeadStatus, StatusLook> = {
  pending: { label: 'Pending', tone: 'waiting' },
  'in-progress': { label: 'In progress', tone: 'working' },
  completed: { label: 'Completed', tone: 'done' },
  cancelled: { label: 'Cancelled', tone: 'closed' },
};

export const statusOptions = Object.entries(statusLooks).map(([value, look]) => ({ value, label: look.label }));

/** A status without a look of its own reads as its own words. */
export const statusLook = (status: string): StatusLook => statusLooks[status as LeadStatus] ?? { label: status, tone: null };

export const sourceLabels: Record<LeadSource, string> = { contact: 'Contact form', schedule: 'Scheduling form', quote: 'Quote form' };

export const kindLabels = { service: 'Service request', quote: 'Quote request' } as const;

// The forms word one value differently ("Standard (5-7 days)", "Standard (2-3 weeks)"): the inbox
// shows the value itself, which means the same on every lead.
export const urgencyLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
export const urgencyFilterOptions = leadUrgencies.map((value) => ({ value, label: urgencyLabel(value) }));
export const urgencyTone = (value: string): BadgeTone => (value === 'emergency' || value === 'urgent' ? 'alert' : 'neutral');

/** Leads answered within this long are far more likely to become work. */
const responseTargetSeconds = 3600;

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

/**
 * A lead's response clock: how long it has waited so far, or how long its first response took. A
 * lead moved on from pending without a recorded answer time (an import, an old row) was answered
 * all the same: it never reads as waiting, whatever its status.
 */
export function responseClock(
  lead: Pick<AdminLead, 'createdAt' | 'responseSeconds' | 'status'>,
  now: Date,
): { text: string; tone: BadgeTone } {
  if (lead.responseSeconds !== null) {
    return {
      text: `Answered in ${formatSpan(lead.responseSeconds)}`,
      tone: lead.responseSeconds <= responseTargetSeconds ? 'done' : 'neutral',
    };
  }
  if (lead.status !== 'pending') return { text: 'Answered', tone: 'neutral' };
  const waited = Math.max(0, (now.getTime() - Date.parse(lead.createdAt)) / 1000);
  return { text: `Waiting ${formatSpan(waited)}`, tone: waited > responseTargetSeconds ? 'alert' : 'waiting' };
}
