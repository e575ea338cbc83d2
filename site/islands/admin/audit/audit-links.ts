import type { SentencePart } from '#shared/audit-sentence.ts';
import type { AuditStay } from '#shared/audit-views.ts';
import { adminLeadHref, adminTabHref, reservationDetailHref, sentMailHref } from '#site/islands/admin/shell/admin-address.ts';

/** What a link to an audited record is made from: the record's kind and id, its name, its client, and where it sits. */
export interface AuditLinkFacts {
  entityType: string;
  entityId: string;
  recordName: string | null;
  customerName: string | null;
  stay: AuditStay | null;
}

/** The client's details: the Clients tab searched for their name, so their row is the one to open. */
const clientHref = (name: string) => adminTabHref('clients', { q: name });

/** A block: the Berth Reservations tab filtered to its berth and days, so its row shows. */
const stayHref = (stay: AuditStay) => adminTabHref('reservations', { berthId: stay.berthId, from: stay.from, to: stay.to ?? '' });

/** Where the record a sentence names opens; null when there is nowhere to go (it is gone, or has no page). */
export function auditRecordHref({ entityType, entityId, recordName, customerName, stay }: AuditLinkFacts): string | null {
  switch (entityType) {
    case 'reservation':
      return recordName ? reservationDetailHref(entityId) : null;
    case 'berth-block':
      return stay ? stayHref(stay) : null;
    case 'quote':
      return recordName ? adminLeadHref('quote', entityId) : null;
    case 'service-request':
      return recordName ? adminLeadHref('service', entityId) : null;
    case 'document':
      return recordName ? '/documents' : null;
    case 'mail':
      return sentMailHref(entityId);
    case 'customer':
    case 'client-message':
    case 'client-upload':
    case 'customer-document':
      return customerName ? clientHref(customerName) : null;
    default:
      return null;
  }
}

/** Where a linked run of a sentence goes. */
export function sentencePartHref(part: SentencePart, facts: AuditLinkFacts): string | null {
  if (part.link === 'customer') return facts.customerName ? clientHref(facts.customerName) : null;
  return part.link === 'record' ? auditRecordHref(facts) : null;
}
