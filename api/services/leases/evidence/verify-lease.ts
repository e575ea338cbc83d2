import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { LeaseCheck } from '#shared/lease-signature-record-views.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import type { Database } from '#api/db/client.ts';
import { berthReservations, leaseEvents, leases, type Lease, type LeaseEvent } from '#api/db/schema/index.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import { verifyLeaseEventChain } from './event-chain.ts';

export interface LeaseVerification {
  reservationNumber: string;
  verified: boolean;
  events: number;
  checks: LeaseCheck[];
}

/** What checking a lease needs: the stored rows and the stored bytes, never a request. */
export interface VerifyLeaseSources {
  db: Database;
  files: Pick<FileStore, 'open'>;
}

/**
 * Checks one signed lease as stored: its event log is an unbroken chain, the stored text still
 * hashes to the SHA-256 signed, and the stored PDF's bytes hash to the SHA-256 kept at signing.
 * Null when no lease has that id.
 */
export async function verifyLease(sources: VerifyLeaseSources, leaseId: string): Promise<LeaseVerification | null> {
  const [row] = await sources.db
    .select({ lease: leases, reservationNumber: berthReservations.reservationNumber })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!row) return null;
  const events = await sources.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, leaseId)).orderBy(asc(leaseEvents.sequence));
  const checks = await checkLease(sources.files, row.lease, events);
  return { reservationNumber: row.reservationNumber, verified: checks.every((check) => check.passed), events: events.length, checks };
}

/** The three checks of a lease already read, with its events in sequence order. */
export async function checkLease(
  files: VerifyLeaseSources['files'],
  lease: Pick<Lease, 'leaseDocument' | 'signedDocumentSha256' | 'signedPdfFileId' | 'signedPdfSha256'>,
  events: readonly LeaseEvent[],
): Promise<LeaseCheck[]> {
  const chain = verifyLeaseEventChain(events);
  return [
    chain.valid
      ? { name: 'events', passed: true, sentence: `All ${chain.events} events are intact and in order.` }
      : { name: 'events', passed: false, sentence: `${capitalise(chain.problem)}.` },
    textCheck(lease.leaseDocument, lease.signedDocumentSha256),
    await pdfCheck(files, lease.signedPdfFileId, lease.signedPdfSha256),
  ];
}

function textCheck(text: string, signedSha256: string | null): LeaseCheck {
  if (!signedSha256) return { name: 'text', passed: false, sentence: 'The lease is not signed, so no text hash was recorded.' };
  return sha256Hex(text) === signedSha256
    ? { name: 'text', passed: true, sentence: 'The stored lease text matches the SHA-256 that was signed.' }
    : { name: 'text', passed: false, sentence: 'The stored lease text does not match the SHA-256 that was signed.' };
}

async function pdfCheck(files: VerifyLeaseSources['files'], fileId: string | null, signedSha256: string | null): Promise<LeaseCheck> {
  if (!fileId || !signedSha256) return { name: 'pdf', passed: false, sentence: 'No signed PDF with a recorded SHA-256 is stored.' };
  const opened = await files.open(fileId);
  if (!opened) return { name: 'pdf', passed: false, sentence: 'The signed PDF is missing from the file store.' };
  const hash = createHash('sha256');
  for await (const chunk of opened.content) hash.update(chunk as Uint8Array);
  return hash.digest('hex') === signedSha256
    ? { name: 'pdf', passed: true, sentence: 'The stored signed PDF matches the SHA-256 recorded at signing.' }
    : {
        name: 'pdf',
        passed: false,
        sentence: 'The stored signed PDF does not match the SHA-256 recorded at signing: its bytes were changed.',
      };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The one line a command ends with: "R-2026-000042: signature record verified (7 events, PDF matches)" or what failed. */
export function verificationVerdict(result: LeaseVerification): string {
  if (result.verified) return `${result.reservationNumber}: signature record verified (${result.events} events, PDF matches)`;
  const failed = result.checks.filter((check) => !check.passed).map((check) => check.sentence);
  return `${result.reservationNumber}: NOT verified: ${failed.join(' ')}`;
}

/** A lease named by its reservation's R-number or by its own id; null when neither matches. */
export async function findLeaseIdFor(db: Database, reference: string): Promise<string | null> {
  const trimmed = reference.trim();
  const byNumber = /^R-\d{4}-\d+$/i.test(trimmed);
  if (!byNumber && !/^[0-9a-f-]{36}$/i.test(trimmed)) return null;
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .where(byNumber ? eq(berthReservations.reservationNumber, trimmed.toUpperCase()) : eq(leases.id, trimmed))
    .limit(1);
  return row?.id ?? null;
}
