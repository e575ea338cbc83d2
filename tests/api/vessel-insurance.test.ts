import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { AdminOverview } from '#shared/admin-overview-views.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { VesselInsuranceList } from '#shared/insurance-views.ts';
import { addDays, facilityToday } from '#shared/stay-dates.ts';
import {
  auditLog,
  clientNotifications,
  documents,
  files,
  mailOutbox,
  vesselInsuranceCertificates,
  vesselInsuranceReminders,
} from '#api/db/schema/index.ts';
import { serviceContext } from '#api/services/context.ts';
import { sendInsuranceReminders } from '#api/services/insurance/send-insurance-reminders.ts';
import { anonymousActor } from '#api/auth/actor.ts';
import { signedInCustomer, signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson, testOrigin } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, reservationForm, seedBerths, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let owner: SignedIn;
let office: SignedIn;
let outer1: string;
let vessel: CustomerVesselView;

const day = 86_400_000;
const today = () => facilityToday(harness.clock.now());

const send = (method: string, path: string, who: SignedIn | undefined, body?: unknown) =>
  sendJson(harness.app, method, path, body, who ? { Cookie: who.cookie } : {});

const certificate = (overrides: Record<string, string> = {}) => ({
  carrier: 'Gulf Marine Underwriters',
  policyNumber: 'GMU-4471-22',
  liabilityLimit: '$1,000,000',
  pandiLimit: '500,000',
  additionalInsured: 'yes',
  expiresOn: addDays(today(), 60),
  ...overrides,
});

function upload(who: SignedIn | undefined, vesselId: string, fields: Record<string, string>, fileName = 'certificate.pdf') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n% certificate\n')], { type: 'application/pdf' }), fileName);
  return harness.app.request(`/api/customer/vessel-insurance/${vesselId}`, {
    method: 'POST',
    headers: { Origin: testOrigin, ...(who ? { Cookie: who.cookie } : {}) },
    body: form,
  });
}

async function uploaded(fields: Record<string, string> = {}): Promise<string> {
  const response = await upload(owner, vessel.id, certificate(fields));
  expect(response.status).toBe(201);
  return ((await response.json()) as { certificate: { id: string } }).certificate.id;
}

async function insuranceOf(who: SignedIn, path = '/api/customer/vessel-insurance'): Promise<VesselInsuranceList> {
  const response = await send('GET', path, who);
  expect(response.status).toBe(200);
  return (await response.json()) as VesselInsuranceList;
}

const bookVessel = () => send('POST', '/api/berth-reservations', owner, reservationForm(outer1, { vesselId: vessel.id }));

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  outer1 = berthNamed(await seedBerths(harness.db), 'Outer 1').id;
  owner = await signedInCustomer(harness.db, harness.clock, { email: 'owner@example.com' });
  office = await signedInStaff(harness.db, harness.clock, { username: 'office-demo' });
  const added = await send('POST', '/api/customer/vessels', owner, {
    name: 'M/V Bayou Star',
    vesselType: 'Offshore Supply Vessel (OSV)',
    length: 120,
    draft: 12,
  });
  vessel = (await added.json()) as CustomerVesselView;
});

describe('uploading a certificate of insurance', () => {
  test('is kept against the vessel unverified, and filed in the owner’s document library', async () => {
    await uploaded();
    const { vessels, minimums } = await insuranceOf(owner);
    expect(minimums).toEqual({ liabilityDollars: 1_000_000, pandiDollars: 500_000, additionalInsuredRequired: true });
    expect(vessels).toEqual([
      expect.objectContaining({
        vesselId: vessel.id,
        status: 'unverified',
        certificate: expect.objectContaining({
          liabilityLimit: 100_000_000,
          pandiLimit: 50_000_000,
          additionalInsured: true,
          verifiedAt: null,
        }),
      }),
    ]);
    const [document] = await harness.db.select().from(documents).where(eq(documents.customerId, owner.id));
    expect(document).toMatchObject({
      title: 'Certificate of insurance — M/V Bayou Star',
      accessLevel: 'customer',
      fileName: 'certificate.pdf',
    });
    expect(document?.expiresAt).toBe(addDays(today(), 59));
  });

  test('below the marina’s minimums is refused at each field, naming the minimum, and nothing is stored', async () => {
    const filesBefore = (await harness.db.select().from(files)).length;
    const response = await upload(owner, vessel.id, certificate({ liabilityLimit: '750000', pandiLimit: '', additionalInsured: 'no' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      liabilityLimit: 'The marina requires at least $1,000,000 of liability cover.',
      pandiLimit: 'The marina requires at least $500,000 of P&I cover.',
      additionalInsured: 'The marina must be named as additional insured on the policy: ask your insurer to add it.',
    });
    expect(await harness.db.select().from(files)).toHaveLength(filesBefore);
  });

  test('one already expired is refused; another customer’s vessel is unknown; signed out is 401', async () => {
    const expired = await upload(owner, vessel.id, certificate({ expiresOn: today() }));
    expect(expired.status).toBe(400);
    const stranger = await signedInCustomer(harness.db, harness.clock, { email: 'stranger@example.com' });
    expect((await upload(stranger, vessel.id, certificate())).status).toBe(404);
    expect((await upload(undefined, vessel.id, certificate())).status).toBe(401);
  });

  test('a file that is not a PDF or an image is refused', async () => {
    const response = await upload(owner, vessel.id, certificate(), 'certificate.docx');
    expect(response.status).toBe(415);
  });
});

describe('the office verifies a certificate', () => {
  test('it is stamped with who and when, audited, and the vessel is insured', async () => {
    const id = await uploaded();
    const response = await send('POST', `/api/admin/insurance-certificates/${id}/verify`, office);
    expect(response.status).toBe(200);
    const { vessels } = await insuranceOf(office, `/api/admin/clients/${owner.id}/vessel-insurance`);
    expect(vessels[0]).toMatchObject({ status: 'current', certificate: { verifiedBy: 'office-demo' } });
    const [audit] = await harness.db.select().from(auditLog).where(eq(auditLog.action, 'vessel.insurance-verified'));
    expect(audit).toMatchObject({ entityId: vessel.id, customerId: owner.id, actorName: 'office-demo' });
    expect((await send('POST', `/api/admin/insurance-certificates/${id}/verify`, office)).status).toBe(409);
  });

  test('the office downloads the certificate under the name it was sent with; a customer may not verify', async () => {
    const id = await uploaded();
    const file = await send('GET', `/api/admin/insurance-certificates/${id}/file`, office);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="certificate\.pdf"/);
    expect((await send('POST', `/api/admin/insurance-certificates/${id}/verify`, owner)).status).toBe(403);
  });
});

describe('a lapsed vessel', () => {
  /** A certificate that ends today: uploaded while it ran, its date then moved (the sessions must not expire). */
  async function lapse() {
    const id = await uploaded();
    await harness.db.update(vesselInsuranceCertificates).set({ expiresOn: today() }).where(eq(vesselInsuranceCertificates.id, id));
  }

  test('reads as lapsed on its expiration date, and its booking is refused saying why and how to fix it', async () => {
    await lapse();
    expect((await insuranceOf(owner)).vessels[0]?.status).toBe('lapsed');
    const response = await bookVessel();
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors.vesselId).toMatch(/^The insurance of M\/V Bayou Star expired on .+, so it cannot be booked\. /);
    expect(errors.vesselId).toContain('Upload a current certificate of insurance in the Vessels tab of your account');
  });

  test('a vessel with no certificate on file is booked as before', async () => {
    expect((await bookVessel()).status).toBe(201);
  });

  test('a staff override with a reason is audited and lets the booking through', async () => {
    await lapse();
    const path = `/api/admin/clients/${owner.id}/vessels/${vessel.id}/insurance-override`;
    const missingReason = await send('POST', path, office, { reason: '', throughOn: addDays(today(), 7) });
    expect(missingReason.status).toBe(400);
    const tooFar = await send('POST', path, office, { reason: 'Renewal in the mail', throughOn: addDays(today(), 400) });
    expect(tooFar.status).toBe(400);
    const granted = await send('POST', path, office, {
      reason: 'Renewal in the mail, broker confirmed by phone',
      throughOn: addDays(today(), 7),
    });
    expect(granted.status).toBe(201);
    const [audit] = await harness.db.select().from(auditLog).where(eq(auditLog.action, 'vessel.insurance-overridden'));
    expect(audit).toMatchObject({ entityId: vessel.id, customerId: owner.id });
    expect(audit?.after).toMatchObject({ reason: 'Renewal in the mail, broker confirmed by phone' });
    expect((await bookVessel()).status).toBe(201);
    expect((await send('POST', path, owner, { reason: 'me', throughOn: today() })).status).toBe(403);
  });

  test('with a stay coming, it is on the office’s overview, with its owner', async () => {
    expect((await bookVessel()).status).toBe(201);
    await lapse();
    const response = await send('GET', '/api/admin/overview', office);
    const { uninsured } = (await response.json()) as AdminOverview;
    expect(uninsured.count).toBe(1);
    expect(uninsured.vessels[0]).toMatchObject({
      vesselName: 'M/V Bayou Star',
      expiredOn: today(),
      customer: { id: owner.id, name: 'Danielle Guidry' },
      overrideThrough: null,
    });
  });

  test('a new certificate on file lifts the refusal', async () => {
    await lapse();
    await uploaded({ expiresOn: addDays(today(), 365) });
    expect((await bookVessel()).status).toBe(201);
  });
});

describe('expiry reminders', () => {
  const run = () => sendInsuranceReminders(serviceContext({ ...harness, config: harness.config }, anonymousActor));

  test('go out 30, 14 and 3 days before expiry, by mail and portal notice, once each', async () => {
    await uploaded({ expiresOn: addDays(today(), 31) });
    expect(await run()).toBe(0);
    harness.clock.advance(day);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    harness.clock.advance(16 * day);
    expect(await run()).toBe(1);
    harness.clock.advance(11 * day);
    expect(await run()).toBe(1);
    harness.clock.advance(3 * day);
    expect(await run()).toBe(0);
    const mails = await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'insurance-reminder'));
    expect(mails).toHaveLength(3);
    expect(mails[0]?.subject).toMatch(/^Insurance of M\/V Bayou Star expires on /);
    expect(mails[0]?.text).toContain('Vessels tab');
    expect(await harness.db.select().from(clientNotifications).where(eq(clientNotifications.type, 'insurance-reminder'))).toHaveLength(3);
    expect((await harness.db.select().from(vesselInsuranceReminders)).map((row) => row.daysBefore).sort()).toEqual([14, 3, 30]);
  });

  test('several runs at once send each reminder once', async () => {
    await uploaded({ expiresOn: addDays(today(), 10) });
    const sent = await Promise.all([run(), run(), run()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'insurance-reminder'))).toHaveLength(1);
  });

  test('a certificate a later one outlasts is not reminded of', async () => {
    await uploaded({ expiresOn: addDays(today(), 10) });
    await uploaded({ expiresOn: addDays(today(), 375) });
    expect(await run()).toBe(0);
  });
});
