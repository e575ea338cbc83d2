import type { TimelineEntry } from '#shared/admin-client-views.ts';
import { auditFields, type RecordNames } from '#shared/audit-fields.ts';
import { auditDetails, auditRecordName } from '#shared/audit-sentence-facts.ts';
import { auditSentence, sentenceText } from '#shared/audit-sentence.ts';
import type { AuditStay } from '#shared/audit-views.ts';
import { codeWords } from '#shared/code-words.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { formatCents } from '#shared/pricing.ts';
import type { Touch } from '#shared/schemas/attribution.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import type { MailKind, MailStatus } from '#api/db/schema/index.ts';
import { mailKindWords } from '#api/services/sent-mail/mail-kind-words.ts';

/** Where a lead first came from, in a few words: campaign source and medium, else the referrer, else direct. */
export function firstTouchSource(touch: Touch | null | undefined): string {
  if (touch?.utmSource) return touch.utmMedium ? `${touch.utmSource} / ${touch.utmMedium}` : touch.utmSource;
  if (touch?.referrer) {
    try {
      return new URL(touch.referrer).hostname;
    } catch {
      return touch.referrer;
    }
  }
  return 'direct';
}

/** What an entry's line is written from, by the kind of record it comes from. */
export type TimelineFacts =
  | { record: 'service-request'; serviceType: string | null; status: string; firstTouch: Touch | null }
  | { record: 'quote'; quoteNumber: string; projectTitle: string; status: string; firstTouch: Touch | null }
  | {
      record: 'reservation';
      reservationNumber: string;
      berthId: string;
      vesselName: string;
      arrivalDate: string;
      departureDate: string;
      totalCost: number;
      status: string;
    }
  | {
      record: 'payment';
      reservationNumber: string;
      berthId: string;
      arrivalDate: string;
      departureDate: string;
      amount: number;
      paymentStatus: string;
    }
  | { record: 'message'; fromOffice: boolean; subject: string; attachmentName: string | null }
  | { record: 'upload'; originalName: string; isProcessed: boolean; processedBy: string | null }
  | { record: 'document'; fileName: string; documentType: string; uploadedBy: string | null }
  | { record: 'mail'; subject: string; kind: MailKind; status: MailStatus }
  | {
      record: 'audit';
      action: string;
      actorName: string;
      customerId: string | null;
      entityType: string;
      entityId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };

/** A record as the timeline reads it: its entry id (`record:uuid`), its moment and its facts. */
export interface TimelineRow {
  entry: string;
  at: Date;
  facts: TimelineFacts;
}

type EntryText = Pick<TimelineEntry, 'kind' | 'title' | 'detail' | 'source'> & Partial<Pick<TimelineEntry, 'audit' | 'record'>>;

/** The facts of the link to a lead or a reservation the client's own entry is about. */
function recordLink(facts: TimelineFacts, entityId: string, customerName: string): TimelineEntry['record'] {
  const link = (entityType: string, recordName: string, stay: AuditStay | null) => ({
    entityType,
    entityId,
    recordName,
    customerName,
    stay,
  });
  switch (facts.record) {
    case 'service-request':
      return link('service-request', 'service request', null);
    case 'quote':
      return link('quote', facts.quoteNumber, null);
    case 'reservation':
    case 'payment':
      return link('reservation', facts.reservationNumber, { berthId: facts.berthId, from: facts.arrivalDate, to: facts.departureDate });
    case 'mail':
      return link('mail', facts.subject, null);
    default:
      return null;
  }
}

/** What the timeline knows: whose it is, and of the records its office actions mention, their names and where reservations sit. */
export interface TimelineRecords {
  /** The client whose timeline it is, by name: the subject of their own entries' sentences. */
  customerName: string;
  names: RecordNames;
  stays: ReadonlyMap<string, AuditStay>;
}

/** An office action as a sentence, with the facts it is made of for its links; for an edit, what changed, in words. */
function auditText(facts: Extract<TimelineFacts, { record: 'audit' }>, { names, stays }: TimelineRecords): EntryText {
  const { action, actorName, customerId, entityType, entityId, before, after } = facts;
  const audit = {
    action,
    actorName,
    customerName: customerId ? (names.get(customerId.toLowerCase()) ?? null) : null,
    recordName: auditRecordName(entityType, entityId, before, after, names),
    entityType,
    entityId,
    details: auditDetails(before, after, names),
    stay: stays.get(entityId.toLowerCase()) ?? null,
  };
  const changes = before
    ? auditFields(before, after, names)
        .filter(({ changed }) => changed)
        .map(({ field, before: was, after: is }) => `${field}: ${was} → ${is}`)
    : [];
  return { kind: 'audit', title: sentenceText(auditSentence(audit)), detail: changes.join('; ') || null, source: null, audit };
}

/** What a mail was, and, until the server has sent it, that it has not. */
function mailDetail({ kind, status }: Extract<TimelineFacts, { record: 'mail' }>): string {
  const unsent = { pending: ', not sent yet', failed: ', could not be sent', sent: '' } as const satisfies Record<MailStatus, string>;
  return `${mailKindWords[kind]}${unsent[status]}`;
}

function entryText(facts: TimelineFacts, records: TimelineRecords): EntryText {
  const who = records.customerName;
  switch (facts.record) {
    case 'service-request':
      return {
        kind: 'service-request',
        title: `${who} sent a service request: ${facts.serviceType ?? 'General'}`,
        detail: `Status: ${codeWords(facts.status)}`,
        source: firstTouchSource(facts.firstTouch),
      };
    case 'quote':
      return {
        kind: 'quote',
        title: `${who} asked for quote ${facts.quoteNumber}: ${facts.projectTitle}`,
        detail: `Status: ${codeWords(facts.status)}`,
        source: firstTouchSource(facts.firstTouch),
      };
    case 'reservation':
      return {
        kind: 'reservation',
        title: `${who} reserved ${facts.reservationNumber} for ${facts.vesselName}`,
        detail:
          `${formatStayDate(facts.arrivalDate)} to ${formatStayDate(facts.departureDate)}, ` +
          `${formatCents(facts.totalCost)}, status: ${codeWords(facts.status).toLowerCase()}`,
        source: null,
      };
    case 'payment':
      return {
        kind: 'payment',
        title: `${who} paid for reservation ${facts.reservationNumber}`,
        detail: `${formatCents(facts.amount)}, ${codeWords(facts.paymentStatus).toLowerCase()}`,
        source: null,
      };
    case 'message':
      return {
        kind: facts.fromOffice ? 'message-from-office' : 'message-from-client',
        title: facts.fromOffice ? `The office wrote to ${records.customerName}: ${facts.subject}` : `${who} wrote: ${facts.subject}`,
        detail: facts.attachmentName ? `Attachment: ${facts.attachmentName}` : null,
        source: null,
      };
    case 'upload':
      return {
        kind: 'file-from-client',
        title: `${who} uploaded ${facts.originalName}`,
        detail: facts.isProcessed ? `Processed by ${facts.processedBy ?? 'the office'}` : 'Not processed yet',
        source: null,
      };
    case 'document':
      return {
        kind: 'file-from-office',
        title: `${facts.uploadedBy ?? 'The office'} filed ${facts.fileName} for ${records.customerName}`,
        detail: facts.uploadedBy
          ? `${documentTypeLabel(facts.documentType)}, by ${facts.uploadedBy}`
          : documentTypeLabel(facts.documentType),
        source: null,
      };
    case 'mail':
      return { kind: 'mail', title: `Mail sent: ${facts.subject}`, detail: mailDetail(facts), source: null };
    case 'audit':
      return auditText(facts, records);
  }
}

const noRecords: TimelineRecords = { customerName: 'The client', names: new Map(), stays: new Map() };

/** The timeline's line for a record; `records` names the records its office actions mention. */
export function timelineEntry({ entry, at, facts }: TimelineRow, records: TimelineRecords = noRecords): TimelineEntry {
  const { kind, title, detail, source, audit = null } = entryText(facts, records);
  const entityId = entry.slice(entry.indexOf(':') + 1);
  return { id: entry, kind, at: at.toISOString(), title, detail, source, audit, record: recordLink(facts, entityId, records.customerName) };
}
