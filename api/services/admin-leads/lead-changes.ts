import type { LeadUpdate } from '#shared/schemas/admin-leads.ts';

/** The fields of a lead staff can change, as the inbox shows them (a scheduled date as its day). */
export interface EditableLead {
  status: string;
  assignedTo: string | null;
  scheduledDate: string | null;
  internalNotes: string | null;
}

/** The fields an update really changes: one sent with the value the lead already has is left out. */
export function leadChanges(current: EditableLead, update: LeadUpdate): Partial<EditableLead> {
  const changes: Partial<EditableLead> = {};
  if (update.status !== undefined && update.status !== current.status) changes.status = update.status;
  if (update.assignedTo !== undefined && update.assignedTo !== current.assignedTo) changes.assignedTo = update.assignedTo;
  if (update.scheduledDate !== undefined && update.scheduledDate !== current.scheduledDate) changes.scheduledDate = update.scheduledDate;
  if (update.internalNotes !== undefined && update.internalNotes !== current.internalNotes) changes.internalNotes = update.internalNotes;
  return changes;
}

/** The values `changes` replaces, for the audit row's before. */
export function valuesBefore(current: EditableLead, changes: Partial<EditableLead>): Partial<EditableLead> {
  return Object.fromEntries(Object.keys(changes).map((field) => [field, current[field as keyof EditableLead]]));
}

/**
 * Whether these changes answer the lead (decision 086): a new status, or a note written. Assigning
 * it or pencilling in a date is the office organising itself; the visitor is still waiting. A reply
 * by email always answers it (replyToLead, decision 093).
 */
export function answersLead(changes: Partial<EditableLead>): boolean {
  return changes.status !== undefined || Boolean(changes.internalNotes);
}
