import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LeaseView } from '#shared/berth-views.ts';
import { berthReservations, leases, type BerthReservation, type Lease } from '#api/db/schema/index.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import { leaseInfo, leaseSignature, type Booked, type TestHarness } from './berth-booking-fixtures.ts';

export interface SignedLease {
  lease: Lease;
  reservation: BerthReservation;
  /** The stored signed PDF, as the file store keeps it. */
  pdf: Buffer;
}

/** Generates and signs a booked reservation's lease as its browser does, and reads back the lease, reservation and stored PDF. */
export async function signBookedLease(harness: TestHarness, booked: Booked): Promise<SignedLease> {
  const generated = await sendJson(harness.app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, {
    Cookie: booked.cookie,
  });
  const { lease: draft } = (await generated.json()) as { lease: LeaseView };
  const signed = await sendJson(harness.app, 'POST', `/api/leases/${draft.id}/sign`, leaseSignature, { Cookie: booked.cookie });
  expect(signed.status).toBe(200);
  const [lease] = await harness.db.select().from(leases).where(eq(leases.id, draft.id));
  const [reservation] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, booked.id));
  if (!lease?.signedPdfFileId || !reservation) throw new Error('the signed lease has no stored PDF');
  return { lease, reservation, pdf: await storedBytes(harness, lease.signedPdfFileId) };
}

export async function storedBytes(harness: TestHarness, fileId: string): Promise<Buffer> {
  const opened = await harness.files.open(fileId);
  if (!opened) throw new Error(`file ${fileId} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.content) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
