import type { TimelineEntry } from '#shared/admin-client-views.ts';
import { formatCents } from '#shared/pricing.ts';
import type { Touch } from '#shared/schemas/attribution.ts';

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
      vesselName: string;
      arrivalDate: string;
      departureDate: string;
      totalCost: number;
      status: string;
    }
  | { record: 'payment'; reservationNumber: string; amount: number; paymentStatus: string }
  | { record: 'message'; fromOffice: boolean; subject: string; attachmentName: string | null }
  | { record: 'upload'; originalName: string; isProcessed: boolean; processedBy: string | null }
  | { record: 'document'; fileName: string; documentType: string; uploadedBy: string | null }
  | { record: 'audit'; action: string; actorName: string };

/** A record as the timeline reads it: its entry id (`record:uuid`), its moment and its facts. */
export interface TimelineRow {
  entry: string;
  at: Date;
  facts: TimelineFacts;
}

type EntryText = Pick<TimelineEntry, 'kind' | 'title' | 'detail' | 'source'>;

function entryText(facts: TimelineFacts): EntryText {
  switch (facts.record) {
    case 'service-request':
      return {
        kind: 'service-request',
        title: `Service request: ${facts.serviceType ?? 'General'}`,
        detail: `Status: ${facts.status}`,
        source: firstTouchSource(facts.firstTouch),
      };
    case 'quote':
      return {
        kind: 'quote',
        title: `Quote request ${facts.quoteNumber}: ${facts.projectTitle}`,
        detail: `Status: ${facts.status}`,
        source: firstTouchSource(facts.firstTouch),
      };
    case 'reservation':
      return {
        kind: 'reservation',
        title: `Reservation ${facts.reservationNumber}: ${facts.vesselName}`,
        detail: `${facts.arrivalDate} to ${facts.departureDate}, ${formatCents(facts.totalCost)}, status: ${facts.status}`,
        source: null,
      };
    case 'payment':
      return {
        kind: 'payment',
        title: `Payment for reservation ${facts.reservationNumber}`,
        detail: `${formatCents(facts.amount)}, ${facts.paymentStatus}`,
        source: null,
      };
    case 'message':
      return {
        kind: facts.fromOffice ? 'message-from-office' : 'message-from-client',
        title: `${facts.fromOffice ? 'Message to client' : 'Message from client'}: ${facts.subject}`,
        detail: facts.attachmentName ? `Attachment: ${facts.attachmentName}` : null,
        source: null,
      };
    case 'upload':
      return {
        kind: 'file-from-client',
        title: `File from client: ${facts.originalName}`,
        detail: facts.isProcessed ? `Processed by ${facts.processedBy ?? 'the office'}` : 'Not processed yet',
        source: null,
      };
    case 'document':
      return {
        kind: 'file-from-office',
        title: `File for client: ${facts.fileName}`,
        detail: facts.uploadedBy ? `${facts.documentType}, by ${facts.uploadedBy}` : facts.documentType,
        source: null,
      };
    case 'audit':
      return { kind: 'audit', title: facts.action, detail: `By ${facts.actorName}`, source: null };
  }
}

/** The timeline's line for a record. */
export function timelineEntry({ entry, at, facts }: TimelineRow): TimelineEntry {
  const { kind, title, detail, source } = entryText(facts);
  return { id: entry, kind, at: at.toISOString(), title, detail, source };
}
