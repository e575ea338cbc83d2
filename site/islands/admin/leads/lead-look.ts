import type { AdminLead } from '#shared/admin-lead-views.ts';
import { leadUrgencies, type LeadStatus } from '#shared/lead-list-options.ts';
import { formatSpan, kindLabels, sourceLabels, statusLabels, urgencyLabel } from '#shared/lead-words.ts';
import type { BadgeTone, StatusLook } from '#site/islands/ui/Badge.tsx';

const statusLooks: Record<LeadStatus, StatusLook> = {
  pending: { label: statusLabels.pending, tone: 'waiting' },
  'in-progress': { label: statusLabels['in-progress'], tone: 'working' },
  completed: { label: statusLabels.completed, tone: 'done' },
  cancelled: { label: statusLabels.cancelled, tone: 'closed' },
};

export const statusOptions = Object.entries(statusLooks).map(([value, look]) => ({ value, label: look.label }));

/** A status without a look of its own reads as its own words. */
export const statusLook = (status: string): StatusLook => statusLooks[status as LeadStatus] ?? { label: status, tone: null };

export { formatSpan, kindLabels, sourceLabels, urgencyLabel };

export const urgencyFilterOptions = leadUrgencies.map((value) => ({ value, label: urgencyLabel(value) }));
export const urgencyTone = (value: string): BadgeTone => (value === 'emergency' || value === 'urgent' ? 'alert' : 'neutral');

/** Leads answered within this long are far more likely to become work. */
const responseTargetSeconds = 3600;

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
