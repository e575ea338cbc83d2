// The audit log as staff read it (`GET /api/admin/audit`).

/** Every action staff can take that changes data, as the audit log names it, with its words for people. */
export const auditActionLabels: Record<string, string> = {
  'client.created': 'Client created',
  'client.updated': 'Client edited',
  'client.suspended': 'Client suspended',
  'client.password-reset': 'Client password reset',
  'client.sessions-ended': 'Client signed out everywhere',
  'message.sent': 'Message sent',
  'file.uploaded': 'File uploaded',
  'upload.processed': 'Upload processed',
  'reservation.approved': 'Reservation approved',
  'reservation.declined': 'Reservation declined',
  'reservation.started': 'Reservation started',
  'reservation.completed': 'Reservation completed',
  'reservation.cancelled': 'Hold cancelled',
  'berth-block.added': 'Berth block added',
  'berth-block.removed': 'Berth block removed',
  'lead.updated': 'Lead updated',
  'operations-status.updated': 'Status panel edited',
};

/** An action's words, or its own name for one this list does not know yet. */
export const auditActionLabel = (action: string) => auditActionLabels[action] ?? action;

export interface AuditEntryView {
  id: string;
  /** The staff member's username at the time. */
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  customerId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}
