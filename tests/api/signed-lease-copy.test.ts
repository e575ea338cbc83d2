import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { berthReservations, leaseEvents, mailOutbox } from '#api/db/schema/index.ts';
import { createMailer, type Mailer } from '#api/mail/mailer.ts';
import { processOutbox } from '#api/mail/outbox.ts';
import { verifyLeaseEventChain } from '#api/services/leases/evidence/event-chain.ts';
import { queueSignedLeaseCopy } from '#api/services/leases/signed-copy-mail.ts';
import { sentMailView } from '#api/services/sent-mail/sent-mail-view.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { parseMail } from '#tests/setup/mail-message.ts';
import { startSmtpTestServer } from '#tests/setup/smtp-test-server.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { createTestClock } from '#tests/setup/test-clock.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reserve, seedBerths, type TestHarness } from './berth-booking-fixtures.ts';
import { signBookedLease, type SignedLease } from './signed-lease-copy-fixtures.ts';

const siteUrl = new URL('https://marina.example');
const mailFrom = 'Bayou Lafourche Marine <no-reply@bayoulafourchemarine.com>';

let harness: TestHarness;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let mailer: Mailer;
let signed: SignedLease;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  const seeded = await seedBerths(harness.db);
  const booked = await reserve(harness, berthNamed(seeded, 'Outer 3').id);
  const customer = await signedInCustomer(harness.db, harness.clock);
  await harness.db.update(berthReservations).set({ customerId: customer.id }).where(eq(berthReservations.id, booked.id));
  signed = await signBookedLease(harness, booked);
  // Whatever signing itself queued is set aside: each test queues the copy it reads.
  await harness.db.delete(mailOutbox);
  smtp = await startSmtpTestServer();
  const configured = createMailer({ smtpUrl: smtp.url, leadsEmail: 'operations@bayoulafourchemarine.com', from: mailFrom });
  if (!configured) throw new Error('a mailer is expected when SMTP_URL is set');
  mailer = configured;
});

afterEach(async () => {
  mailer.close();
  await smtp.close();
});

async function queueCopy() {
  const { lease, reservation } = signed;
  await queueSignedLeaseCopy(harness.db, { lease, reservation, pdfFileId: lease.signedPdfFileId ?? '', siteUrl });
  const [row] = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lease-signed-copy'));
  if (!row) throw new Error('no signed copy queued');
  return row;
}

const copyEvents = () =>
  harness.db
    .select()
    .from(leaseEvents)
    .where(and(eq(leaseEvents.leaseId, signed.lease.id), eq(leaseEvents.kind, 'copy-sent')));

test('the signed copy goes to the signer with the stored PDF, and says what it is and where a paper copy is had', async () => {
  const row = await queueCopy();
  const { reservation } = signed;
  const fileName = `berth-lease-${reservation.reservationNumber}-${reservation.vesselName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
  expect(row).toMatchObject({
    to: signed.lease.lesseeEmail ?? reservation.contactEmail,
    attachmentFileId: signed.lease.signedPdfFileId,
    attachmentName: fileName,
    subject: `Your signed berth lease: reservation ${reservation.reservationNumber}, Outer 3 — Bayou Lafourche Marine`,
  });
  expect(row.text).toContain(`Hello ${signed.lease.signerName},`);
  expect(row.text).toMatch(new RegExp(`Reservation: +${reservation.reservationNumber}`));
  expect(row.text).toMatch(/Berth: +Outer 3/);
  expect(row.text).toContain(reservation.vesselName);
  expect(row.text).toContain('completion certificate');
  expect(row.text).toContain('(985) 555-0142');
  expect(row.text).toContain('operations@bayoulafourchemarine.com');
  expect(row.text).toContain('https://marina.example/customer/dashboard?tab=reservations');
  expect(row.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  expect(sentMailView(row).attachment).toBe(fileName);
});

test('sent by SMTP, the message carries the signed PDF byte for byte, and the lease logs the copy as mailed', async () => {
  const row = await queueCopy();
  expect(await processOutbox(harness.db, harness.files, mailer, harness.logger, createTestClock())).toMatchObject({ sent: 1 });

  const [received] = smtp.received;
  if (!received) throw new Error('nothing received');
  expect(received.to).toEqual([row.to]);
  expect(received.raw).toMatch(/Content-Type: multipart\/mixed/i);
  const mail = parseMail(received.raw);
  expect(mail.subject).toBe(row.subject);
  expect(mail.text).toBe(row.text);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({ filename: row.attachmentName, contentType: 'application/pdf' });
  expect(mail.attachments[0]?.bytes.equals(signed.pdf)).toBe(true);

  expect(await copyEvents()).toEqual([expect.objectContaining({ actor: 'System', details: { to: row.to } })]);
  const chain = await harness.db
    .select()
    .from(leaseEvents)
    .where(eq(leaseEvents.leaseId, signed.lease.id))
    .orderBy(asc(leaseEvents.sequence));
  expect(verifyLeaseEventChain(chain).valid).toBe(true);
  expect(chain.at(-1)?.kind).toBe('copy-sent');
});

test('a copy the mail server refused is not logged as mailed until it is sent', async () => {
  await queueCopy();
  smtp.refuse('mailbox busy');
  expect(await processOutbox(harness.db, harness.files, mailer, harness.logger, createTestClock())).toMatchObject({ retrying: 1 });
  expect(await copyEvents()).toEqual([]);
});
