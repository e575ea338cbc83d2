// Every office action as one sentence a person reads ("Dana Guidry’s reservation R-2026-000003 was
// declined by office-demo — refund $360.00 — reason: berth under repair"), for the Audit tab and
// the client timeline alike. A sentence is made only of facts the API answers in words, and every
// fact beyond who acted is optional: older rows, and actions whose rows do not keep it yet, still
// read as a sentence, just a shorter one.
import { auditActionLabel, type AuditAction } from './audit-views.ts';
import { formatCents } from './pricing.ts';

/** What an action's row adds beyond its record, each absent when the row does not keep it. */
export interface AuditDetails {
  /** Why the office did it, as they wrote it (a decline's reason). */
  reason?: string | null;
  /** Money sent back to the client, in cents. */
  refundCents?: number | null;
  /** How the office answered: 'email' reads "by email". */
  channel?: string | null;
  /** Whom a document was shared with: an email address or a client's name. */
  sharedWith?: string | null;
}

/** The facts a sentence is made of. */
export interface AuditSentenceFacts {
  action: string;
  /** The staff member's username at the time. */
  actorName: string;
  /** The client the action concerns, by name; null when it concerns none. */
  customerName: string | null;
  /** The record as people call it: an R- or Q-number, a title, a file name; null when it is gone. */
  recordName: string | null;
  details: AuditDetails;
}

/** A run of a sentence's words; `link` marks the words that open the record or the client. */
export interface SentencePart {
  text: string;
  link?: 'record' | 'customer';
}

/** The words a sentence is written with. */
interface Words {
  actor: string;
  /** The record's name, to link; `fallback` when it is gone. */
  record: (fallback: string) => SentencePart;
  /** The client's name, to link, or "a client". */
  customer: SentencePart;
  /** "Dana Guidry’s reservation", or "a reservation" when no client is named. */
  whose: (noun: string) => SentencePart[];
  sharedWith: string;
  /** How the office answered, for the sentences that say it in their middle: " by email". */
  by: string;
}

type Piece = string | SentencePart | readonly SentencePart[];
const asParts = (piece: Piece): readonly SentencePart[] =>
  typeof piece === 'string' ? [{ text: piece }] : 'text' in piece ? [piece] : piece;

/** A tagged template that keeps the linked words apart from the plain ones. */
function say(strings: TemplateStringsArray, ...pieces: Piece[]): SentencePart[] {
  return strings.flatMap((text, index) => [{ text }, ...(index < pieces.length ? asParts(pieces[index] as Piece) : [])]);
}

/** Each action's sentence: adding an action to the audit list without one here does not compile. */
const sentences: Record<AuditAction, (w: Words) => SentencePart[]> = {
  'client.created': (w) => say`${w.actor} added ${w.customer} as a client`,
  'client.updated': (w) => say`${w.actor} edited ${w.whose('details')}`,
  'client.suspended': (w) => say`${w.actor} suspended ${w.whose('account')}`,
  'client.password-reset': (w) => say`${w.actor} reset ${w.whose('password')}`,
  'client.sessions-ended': (w) => say`${w.actor} signed ${w.customer} out everywhere`,
  'message.sent': (w) => say`${w.actor} sent ${w.customer} the message “${w.record('a message since removed')}”`,
  'file.uploaded': (w) => say`${w.actor} uploaded ${w.record('a file since removed')} for ${w.customer}`,
  'upload.processed': (w) => say`${w.actor} processed ${w.whose('upload')} ${w.record('(since removed)')}`,
  'vessel.updated': (w) => say`${w.actor} edited ${w.whose('vessel')} ${w.record('(since removed)')}`,
  'vessel.insurance-verified': (w) =>
    say`${w.actor} verified the certificate of insurance of ${w.whose('vessel')} ${w.record('(since removed)')}`,
  'vessel.insurance-overridden': (w) =>
    say`${w.actor} let ${w.whose('vessel')} ${w.record('(since removed)')} be booked without current insurance`,
  'reservation.approved': (w) => say`${w.whose('reservation')} ${w.record('(since removed)')} was approved by ${w.actor}`,
  'reservation.declined': (w) => say`${w.whose('reservation')} ${w.record('(since removed)')} was declined by ${w.actor}`,
  'reservation.started': (w) => say`${w.whose('reservation')} ${w.record('(since removed)')} was checked in by ${w.actor}`,
  'reservation.completed': (w) => say`${w.whose('reservation')} ${w.record('(since removed)')} was checked out by ${w.actor}`,
  'reservation.cancelled': (w) => say`${w.actor} cancelled the hold on ${w.whose('reservation')} ${w.record('(since removed)')}`,
  'reservation.hauled-out': (w) => say`${w.actor} hauled out the vessel of ${w.whose('reservation')} ${w.record('(since removed)')}`,
  'reservation.storm-note': (w) =>
    say`${w.actor} sent the owner of ${w.whose('reservation')} ${w.record('(since removed)')} a note on the vessel after the storm`,
  'reservation.lease-sent': (w) => say`${w.actor} sent the lease of ${w.whose('reservation')} ${w.record('(since removed)')} for signature`,
  'invoice.issued': (w) => say`${w.actor} issued ${w.customer} the invoice ${w.record('(since removed)')}`,
  'invoice.paid': (w) => say`${w.whose('invoice')} ${w.record('(since removed)')} was paid by ${w.actor}`,
  'invoice.refunded': (w) => say`${w.actor} refunded the payment of ${w.whose('invoice')} ${w.record('(since removed)')}`,
  'berth-block.added': (w) => say`${w.actor} blocked ${w.record('a berth')}`,
  'berth-block.removed': (w) => say`${w.actor} removed the block on ${w.record('a berth')}`,
  'lead.updated': (w) => say`${w.actor} updated ${w.record('a lead since removed')}`,
  'lead.replied': (w) => say`${w.actor} replied${w.by} to ${w.record('a lead since removed')}`,
  'operations-status.updated': (w) => say`${w.actor} edited the status panel on the contact page`,
  'storm-stage.set': (w) => say`${w.actor} set the storm stage`,
  'document.uploaded': (w) => say`${w.actor} uploaded ${w.record('a document since removed')}`,
  'document.updated': (w) => say`${w.actor} edited the details of ${w.record('a document since removed')}`,
  'document.version-added': (w) => say`${w.actor} added a new version of ${w.record('a document since removed')}`,
  'document.trashed': (w) => say`${w.actor} moved ${w.record('a document since removed')} to the trash`,
  'document.restored': (w) => say`${w.actor} restored ${w.record('a document since removed')} from the trash`,
  'document.shared': (w) => say`${w.actor} shared ${w.record('a document since removed')}${w.sharedWith}`,
  'document.share-expiry-changed': (w) => say`${w.actor} changed when the share link of ${w.record('a document since removed')} ends`,
  'document.share-revoked': (w) => say`${w.actor} ended a share link of ${w.record('a document since removed')}`,
};

const hasSentence = (action: string): action is AuditAction => Object.hasOwn(sentences, action);

/** The actions whose sentence says how the office answered itself ("replied by email to …"), so the tail does not. */
const channelInSentence: ReadonlySet<string> = new Set<AuditAction>(['lead.replied']);

/** What follows the sentence proper: how (unless the sentence said it), then the money, then why. */
function tail({ channel, refundCents, reason }: AuditDetails, channelSaid: boolean): SentencePart[] {
  return [
    ...(channel && !channelSaid ? [{ text: ` by ${channel}` }] : []),
    ...(typeof refundCents === 'number' && refundCents > 0 ? [{ text: ` — refund ${formatCents(refundCents)}` }] : []),
    ...(reason ? [{ text: ` — reason: ${reason}` }] : []),
  ];
}

/** Drops empty runs, joins plain neighbours and starts the sentence with a capital, a username as it is spelt. */
function tidy(parts: SentencePart[], actorName: string): SentencePart[] {
  const tidied: SentencePart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = tidied.at(-1);
    if (last && !last.link && !part.link) tidied[tidied.length - 1] = { text: last.text + part.text };
    else tidied.push(part);
  }
  const [first, ...rest] = tidied;
  if (!first || first.text.startsWith(actorName)) return tidied;
  return [{ ...first, text: first.text.charAt(0).toUpperCase() + first.text.slice(1) }, ...rest];
}

/** The action as a sentence, in runs of words, the record's and the client's names marked to link. */
export function auditSentence({ action, actorName, customerName, recordName, details }: AuditSentenceFacts): SentencePart[] {
  const customer: SentencePart = customerName ? { text: customerName, link: 'customer' } : { text: 'a client' };
  const words: Words = {
    actor: actorName,
    record: (fallback) => (recordName ? { text: recordName, link: 'record' } : { text: fallback }),
    customer,
    whose: (noun) => (customerName ? [customer, { text: `’s ${noun}` }] : [{ text: `a ${noun}` }]),
    sharedWith: details.sharedWith ? ` with ${details.sharedWith}` : '',
    by: details.channel ? ` by ${details.channel}` : '',
  };
  const sentence = hasSentence(action)
    ? sentences[action](words)
    : say`${actorName}: ${auditActionLabel(action).toLowerCase()}${recordName ? say` — ${words.record('')}` : ''}`;
  return tidy([...sentence, ...tail(details, channelInSentence.has(action))], actorName);
}

/** The sentence as plain text, for a line with no links. */
export const sentenceText = (parts: readonly SentencePart[]): string => parts.map(({ text }) => text).join('');
