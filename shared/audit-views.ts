// The audit log as staff read it (`GET /api/admin/audit`) and as the client timeline quotes it.
import type { AuditDetails } from './audit-sentence.ts';
import { codeWords } from './code-words.ts';

/** Every action staff can take that changes data, as the audit log names it, with its words for people. */
export const auditActionLabels = {
  'client.created': 'Client created',
  'client.updated': 'Client edited',
  'client.suspended': 'Client suspended',
  'client.password-reset': 'Client password reset',
  'client.sessions-ended': 'Client signed out everywhere',
  'message.sent': 'Message sent',
  'file.uploaded': 'File uploaded',
  'upload.processed': 'Upload processed',
  'vessel.updated': 'Client vessel edited',
  'vessel.insurance-verified': 'Insurance certificate verified',
  'vessel.insurance-overridden': 'Booking allowed without current insurance',
  'reservation.approved': 'Reservation approved',
  'reservation.declined': 'Reservation declined',
  'reservation.started': 'Reservation started',
  'reservation.completed': 'Reservation completed',
  'reservation.cancelled': 'Hold cancelled',
  'reservation.lease-sent': 'Lease sent for signature',
  'reservation.hauled-out': 'Vessel hauled out for a storm',
  'reservation.storm-note': 'Note sent after a storm',
  'invoice.issued': 'Invoice issued',
  'invoice.paid': 'Invoice paid online',
  'invoice.refunded': 'Invoice payment refunded',
  'berth-block.added': 'Berth block added',
  'berth-block.removed': 'Berth block removed',
  'lead.updated': 'Lead updated',
  'lead.replied': 'Lead replied to',
  'operations-status.updated': 'Status panel edited',
  'storm-stage.set': 'Storm stage set',
  'document.uploaded': 'Document uploaded',
  'document.updated': 'Document details edited',
  'document.version-added': 'New document version',
  'document.trashed': 'Document moved to the trash',
  'document.restored': 'Document restored from the trash',
  'document.shared': 'Document shared',
  'document.share-expiry-changed': 'Share link’s end changed',
  'document.share-revoked': 'Share link ended',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(auditActionLabels, action);

/** An action's words; one no longer in the list (an old row) in words made from its name. */
export const auditActionLabel = (action: string) => (isAuditAction(action) ? auditActionLabels[action] : codeWords(action));

/** One field of an audited record, before and after the action, in words. */
export interface AuditFieldView {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** A berth and the days a reservation or block takes on it; `to` is null for a block with no end. */
export interface AuditStay {
  berthId: string;
  from: string;
  to: string | null;
}

export interface AuditEntryView {
  id: string;
  /** The staff member's username at the time. */
  actorName: string;
  action: string;
  /** The action in words. */
  actionLabel: string;
  /** The record as people know it: "Reservation R-2026-000042", "Document “Hull survey”", "Client Danielle Guidry". */
  record: string;
  customerId: string | null;
  /** The client the action concerns, by name; null when it concerns none. */
  customerName: string | null;
  /** The kind of record (`reservation`, `document`, `quote`…) and its id, for the link that opens it. */
  entityType: string;
  entityId: string;
  /** The record as a sentence names it: "R-2026-000042", "Hull survey"; null when it is gone. */
  recordName: string | null;
  /** What the row adds for its sentence (reason, refund, channel, whom shared with), each absent when not kept. */
  details: AuditDetails;
  /** For a reservation or a berth block: its berth and days, so a link can show it in the filtered list. */
  stay: AuditStay | null;
  fields: AuditFieldView[];
  createdAt: string;
}
