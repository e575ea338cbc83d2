// The facts of an audit row's sentence, read from what the row keeps: the record's own name, and
// the details some actions write (a reason, a refund, how the office answered, whom a document went
// to). Each is read from the first field that holds it, so rows written before a field existed, and
// rows of actions that do not write it, simply leave it out.
import type { RecordNames } from './audit-fields.ts';
import type { AuditDetails } from './audit-sentence.ts';
import { formatStayDate } from './stay-dates.ts';

type Fields = Record<string, unknown> | null;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The first of the fields the row's after (else before) holds as text. */
const firstText = (before: Fields, after: Fields, fields: readonly string[]) =>
  fields.map((field) => text(after?.[field] ?? before?.[field])).find((value) => value !== null) ?? null;

/** A refund the row names, else the amount paid when this action turned the payment to refunded. */
function refundOf(before: Fields, after: Fields): number | null {
  const named = cents(after?.refundAmount) ?? cents(after?.refundCents);
  if (named !== null) return named;
  const refundedNow = after?.paymentStatus === 'refunded' && before?.paymentStatus !== 'refunded';
  return refundedNow ? (cents(before?.paidAmount) ?? cents(after?.paidAmount)) : null;
}

/** The details of the row's sentence; a field the row does not keep is left out. */
export function auditDetails(before: Fields, after: Fields, names: RecordNames): AuditDetails {
  const sharedWithClient = text(after?.sharedWithCustomerId);
  return {
    reason: firstText(before, after, ['declineReason', 'reason', 'cancellationReason']),
    refundCents: refundOf(before, after),
    channel: text(after?.channel),
    sharedWith: text(after?.sharedWithEmail) ?? (sharedWithClient ? (names.get(sharedWithClient.toLowerCase()) ?? null) : null),
  };
}

/** The fields whose value names a record when the names of the page do not (it is gone). */
const ownNameFields = ['title', 'fileName', 'subject', 'originalName'] as const;

/** The record as people call it in a sentence; null when it is gone and the row keeps no name. */
export function auditRecordName(entityType: string, entityId: string, before: Fields, after: Fields, names: RecordNames): string | null {
  if (entityType === 'berth-block') {
    const berth = firstText(before, after, ['berthName']) ?? 'a berth';
    const [from, to] = [firstText(before, after, ['startsOn']), firstText(before, after, ['endsOn'])];
    if (!from) return berth;
    return to ? `${berth} from ${formatStayDate(from)} to ${formatStayDate(to)}` : `${berth} from ${formatStayDate(from)} on`;
  }
  if (entityType === 'operations-status' || entityType === 'storm-stage') return null;
  const name = names.get(entityId.toLowerCase()) ?? firstText(before, after, ownNameFields);
  // A service request without an S-number is known by who sent it, which alone would read as a person.
  return entityType === 'service-request' && name && !/^S-\d/.test(name) ? `the service request from ${name}` : name;
}
