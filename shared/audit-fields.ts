// An audit row's record and fields in people's words: the stored row keeps ids, codes, cents and
// UTC moments as the change wrote them, and every reader (the Audit tab, the client timeline)
// turns them into names, labels, dollars and the facility's time here, so old rows read well too.
import type { AuditFieldView } from './audit-views.ts';
import { codeWords } from './code-words.ts';
import { documentAccessLevelLabels, formatFileSize, type DocumentAccessLevel } from './document-options.ts';
import { operationsStatusLabels } from './operations-status.ts';
import { formatCents } from './pricing.ts';
import { formatFacilityDateTime, formatStayDate } from './stay-dates.ts';

/** The names of the records a page of rows mentions, by id: an R-number, a title, a client's name, a category. */
export type RecordNames = ReadonlyMap<string, string>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const absent = '—';
const removed = 'a record since removed';

const fieldLabels: Record<string, string> = {
  ...operationsStatusLabels,
  status: 'Status',
  paymentStatus: 'Payment',
  paidAmount: 'Amount paid',
  totalCost: 'Total',
  holdExpiresAt: 'Hold ends',
  cancellationReason: 'Reason for cancelling',
  email: 'Email',
  username: 'Username',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  accountStatus: 'Account',
  berthName: 'Berth',
  kind: 'Kind',
  vesselName: 'Vessel',
  startsOn: 'From',
  endsOn: 'To',
  earlyArrivalOn: 'Arrived early on',
  earlyDepartureOn: 'Left early on',
  note: 'Note',
  title: 'Title',
  description: 'Description',
  categoryId: 'Category',
  accessLevel: 'Who can see it',
  tags: 'Tags',
  customerId: 'Client',
  expiresAt: 'Expires',
  revokedShares: 'Share links ended',
  version: 'Version',
  fileName: 'File',
  fileSize: 'Size',
  changeNotes: 'What changed',
  trashedAt: 'Moved to the trash',
  shareId: 'Share link for',
  sharedWithEmail: 'Shared with',
  sharedWithCustomerId: 'Client shared with',
  access: 'The link lets them',
  revoked: 'Ended',
  endedSessions: 'Sessions ended',
  isProcessed: 'Processed',
  notes: 'Notes',
  subject: 'Subject',
  priority: 'Priority',
  attachmentName: 'Attachment',
  category: 'Category',
  assignedTo: 'Assigned to',
  internalNotes: 'Internal notes',
  scheduledDate: 'Scheduled for',
  channel: 'Sent by',
  sentTo: 'Sent to',
  name: 'Name',
  vesselType: 'Vessel type',
  length: 'Length (ft)',
  beam: 'Beam (ft)',
  draft: 'Draft (ft)',
  documentationNumber: 'Hull ID or USCG documentation number',
  stateRegistration: 'State registration',
  homePort: 'Home port',
  stage: 'Stage',
  stormName: 'Storm',
  tenantsNotified: 'Tenants told',
  hauledAt: 'Hauled out',
  receipt: 'Receipt',
};

// Kept by the row for the record's own name (a block's berth is named by berthName).
const hiddenFields = new Set(['berthId']);
const centsFields = new Set(['paidAmount', 'totalCost', 'amount']);
const codeFields = new Set(['status', 'paymentStatus', 'accountStatus', 'kind', 'access', 'priority', 'urgency', 'channel']);

/** A field's name in words. */
const auditFieldLabel = (field: string) => fieldLabels[field] ?? codeWords(field);

/** A stored value as a person reads it. */
export function auditValue(field: string, value: unknown, names: RecordNames): string {
  if (value === undefined || value === null || value === '') return absent;
  if (Array.isArray(value)) return value.length === 0 ? absent : value.map((item) => auditValue(field, item, names)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (centsFields.has(field)) return formatCents(value);
    return field === 'fileSize' ? formatFileSize(value) : value.toLocaleString('en-US');
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  if (uuidPattern.test(value)) return names.get(value.toLowerCase()) ?? removed;
  if (field === 'accessLevel' && value in documentAccessLevelLabels) return documentAccessLevelLabels[value as DocumentAccessLevel];
  if (codeFields.has(field)) return codeWords(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) return formatFacilityDateTime(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatStayDate(value);
  return value;
}

/** Every field either side holds, in the order the record lists them, in words, each marked when it changed. */
export function auditFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  names: RecordNames,
): AuditFieldView[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !hiddenFields.has(field));
  return fields.map((field) => {
    const was = auditValue(field, before?.[field], names);
    const is = auditValue(field, after?.[field], names);
    return { field: auditFieldLabel(field), before: was, after: is, changed: was !== is };
  });
}

/** What each kind of audited record is called, and the row's own field that names it when the record is gone. */
const recordKinds: Record<string, { kind: string; quoted?: boolean; ownName?: string }> = {
  reservation: { kind: 'Reservation' },
  document: { kind: 'Document', quoted: true, ownName: 'title' },
  customer: { kind: 'Client' },
  'client-upload': { kind: 'File from the client', quoted: true },
  'customer-document': { kind: 'File for the client', quoted: true, ownName: 'fileName' },
  'client-message': { kind: 'Message', quoted: true, ownName: 'subject' },
  quote: { kind: 'Quote request' },
  'service-request': { kind: 'Service request from' },
  vessel: { kind: 'Vessel', ownName: 'name' },
};

/** The record an audit row is about, as people know it: "Reservation R-2026-000042", "Document “Hull survey”". */
export function auditRecord(
  entityType: string,
  entityId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  names: RecordNames,
): string {
  const own = (field: string) => {
    const value = after?.[field] ?? before?.[field];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  if (entityType === 'operations-status') return 'Status panel on the contact page';
  if (entityType === 'storm-stage') return 'Storm stage';
  if (entityType === 'berth-block') {
    const dates = [own('startsOn'), own('endsOn')].map((day) => (day ? formatStayDate(day) : absent)).join(' to ');
    return `Block of ${own('berthName') ?? 'a berth'}, ${dates}`;
  }
  const { kind, quoted, ownName } = recordKinds[entityType] ?? { kind: codeWords(entityType) };
  const name = names.get(entityId.toLowerCase()) ?? (ownName ? own(ownName) : undefined);
  if (!name) return `${kind} (since removed)`;
  return quoted ? `${kind} “${name}”` : `${kind} ${name}`;
}

/** Every id a row mentions whose name a reader needs: the record's, the client's, and those among its values. */
export function idsToName(row: {
  entityId: string;
  customerId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): string[] {
  const values = [...Object.values(row.before ?? {}), ...Object.values(row.after ?? {})].flat();
  return [row.entityId, row.customerId, ...values].filter((value): value is string => typeof value === 'string' && uuidPattern.test(value));
}
