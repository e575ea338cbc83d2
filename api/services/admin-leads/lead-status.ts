import type { LeadStatus } from '#shared/schemas/admin-leads.ts';

/** Pending → in progress → completed, or cancelled before completion; completed and cancelled are final. */
const nextStatuses: Record<string, readonly LeadStatus[]> = {
  pending: ['in-progress', 'completed', 'cancelled'],
  'in-progress': ['completed', 'cancelled'],
};

/** Whether a lead may move from `from` to `to`; staying put is always allowed. */
export function canMoveLead(from: string, to: LeadStatus): boolean {
  return from === to || (nextStatuses[from]?.includes(to) ?? false);
}
