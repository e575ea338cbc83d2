import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { anonymousActor } from '#api/auth/actor.ts';
import { hashToken, sha256Hex } from '#api/auth/tokens.ts';
import type { Berth } from '#api/db/schema/index.ts';
import { berthReservations, documents, files, leases, mailOutbox } from '#api/db/schema/index.ts';
import { signLease } from '#api/services/leases/sign-lease.ts';
import type { FileStore } from '#api/storage/file-store.ts';
import type { LeaseView, ReservationView } from '#shared/berth-views.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { testServiceContext } from '#tests/setup/service-context.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import { berthNamed, leaseInfo, leaseSignature, reserve, seedBerths, type Booked, type TestHarness } from './berth-booking-fixtures.ts';

let harness: TestHarness;
let seeded: Map<string, Berth>;
let booked: Booked;

beforeEach(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  seeded = await seedBerths(harness.db);
  booked = await reserve(harness, berthNamed(seeded, 'Outer 1').id);
});

const generate = (body: unknown = leaseInfo, cookie = booked.cookie, id = booked.id) =>
  sendJson(harness.app, 'POST', `/api/berth-reservations/${id}/generate-lease`, body, { Cookie: cookie });
const sign = (leaseId: string, body: unknown = leaseSignature, cookie = booked.cookie) =>
  sendJson(harness.app, 'POST', `/api/leases/${leaseId}/sign`, body, { Cookie: cookie });
const getLease = (leaseId: string, cookie = booked.cookie) =>
  harness.app.request(`/api/leases/${leaseId}`, { headers: { Cookie: cookie } });
const getPdf = (leaseId: string, cookie = booked.cookie) =>
  harness.app.request(`/api/leases/${leaseId}/pdf`, { headers: { Cookie: cookie } });

async function generatedLease(body: unknown = leaseInfo): Promise<LeaseView> {
  const response = await generate(body);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { lease: LeaseView }).lease;
}

async function signedLease(): Promise<LeaseView> {
  const lease = await generatedLease();
  const response = await sign(lease.id);
  expect(response.status).toBe(200);
  return ((await response.json()) as { lease: LeaseView }).lease;
}

describe('POST /api/berth-reservations/:id/generate-lease', () => {
  test('draws up a draft lease from the template with the reservation’s and the lessee’s details', async () => {
    const response = await generate();
    expect(response.status).toBe(201);
    const { lease } = (await response.json()) as { lease: LeaseView };
    expect(lease).toMatchObject({
      reservationId: booked.id,
      status: 'draft',
      lesseeName: 'Claire Thibodaux',
      lesseeCompany: 'Grand Isle Offshore LLC',
      lesseeEmail: 'claire@grandisle.example',
      lesseeAddress: '210 W 12th St',
      lesseeCity: 'Cut Off',
      lesseeState: 'LA',
      lesseeZip: '70345',
      insuranceRequired: true,
      insuranceAmount: 100_000_000,
      specialTerms: 'Crew van parking for two vehicles near the gate.',
      signedAt: null,
      signerName: null,
      signedDocumentSha256: null,
    });
    const text = lease.leaseDocument;
    expect(text).toMatch(/^BERTH LEASE AND DOCKAGE AGREEMENT\n/);
    expect(text).toContain(
      'Bayou Lafourche Marine, Inc., a Louisiana corporation with its place of business at 14650 LA-1, Larose, LA 70373',
    );
    expect(text).toContain('Address: 210 W 12th St, Cut Off, LA 70345');
    const [stored] = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, booked.id));
    expect(text).toContain(`Reservation: ${stored?.reservationNumber}\n`);
    expect(stored?.reservationNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(text).not.toContain(booked.id);
    expect(text).toContain('Lessee: Grand Isle Offshore LLC, by Claire Thibodaux\n');
    expect(text).toContain('For the Lessee: Grand Isle Offshore LLC, by Claire Thibodaux\n');
    expect(lease.leaseTextSha256).toBe(sha256Hex(text));
    expect(text).toContain('Name: M/V Grand Isle Runner');
    expect(text).toContain('Berth: Outer 1, 150 ft of berth, maximum vessel draft 18 ft');
    expect(text).toContain('Term: 7 days');
    expect(text).toContain('Total dockage for the Term: $630.00');
    expect(text).toContain('not less than $1,000,000 per occurrence');
    expect(text).toContain('12. SPECIAL TERMS\n\nCrew van parking for two vehicles near the gate.\n');

    const reservation = (await (
      await harness.app.request(`/api/berth-reservations/${booked.id}`, { headers: { Cookie: booked.cookie } })
    ).json()) as ReservationView;
    expect(reservation.leaseId).toBe(lease.id);
    expect(reservation.lease).toEqual(lease);
  });

  test('regenerating a draft replaces its text and details in the same lease', async () => {
    const first = await generatedLease();
    const response = await generate({ ...leaseInfo, lesseeCity: 'Galliano', lesseeZip: '70354', specialTerms: '' });
    expect(response.status).toBe(200);
    const { lease } = (await response.json()) as { lease: LeaseView };
    expect(lease).toMatchObject({ id: first.id, status: 'draft', lesseeCity: 'Galliano', lesseeZip: '70354', specialTerms: null });
    expect(lease.leaseDocument).toContain('Address: 210 W 12th St, Galliano, LA 70354');
    expect(lease.leaseDocument).toContain('12. SPECIAL TERMS\n\nNone\n');
    expect(await harness.db.$count(leases)).toBe(1);
  });

  test.each([
    ['lesseeAddress', 'Street address is required'],
    ['lesseeCity', 'City is required'],
    ['lesseeState', 'State is required'],
    ['lesseeZip', 'ZIP code is required'],
  ])('without %s: 400 "%s"', async (field, message) => {
    const body: Record<string, unknown> = { ...leaseInfo };
    delete body[field];
    const response = await generate(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await harness.db.$count(leases)).toBe(0);
  });

  test('a signed lease can no longer be regenerated: 409, and it stays as signed', async () => {
    const signed = await signedLease();
    const response = await generate({ ...leaseInfo, lesseeCity: 'Galliano' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'This lease has been signed and can no longer be changed.', code: 'conflict' });
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, signed.id));
    expect(row).toMatchObject({ status: 'signed', lesseeCity: 'Cut Off', leaseDocument: signed.leaseDocument });
  });

  test('a cancelled reservation gets no lease: 409', async () => {
    await harness.db.update(berthReservations).set({ status: 'cancelled' }).where(eq(berthReservations.id, booked.id));
    const response = await generate();
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'This reservation has been cancelled, so its lease can no longer be changed.' });
  });

  test('another browser, no cookie, an unknown or a malformed id: 404 and no lease', async () => {
    const stranger = await reserve(harness, berthNamed(seeded, 'Outer 3').id);
    for (const response of [await generate(leaseInfo, stranger.cookie), await generate(leaseInfo, '')]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Reservation not found' });
    }
    expect((await generate(leaseInfo, booked.cookie, crypto.randomUUID())).status).toBe(404);
    expect((await generate(leaseInfo, booked.cookie, 'lease-1')).status).toBe(404);
    expect(await harness.db.$count(leases)).toBe(0);
  });
});

describe('POST /api/leases/:id/sign', () => {
  test('signs the draft: status, signer, typed signature, time, and the SHA-256 of the exact text', async () => {
    const draft = await generatedLease();
    const before = Date.now();
    const response = await sign(draft.id);
    expect(response.status).toBe(200);
    const { lease } = (await response.json()) as { lease: LeaseView };
    expect(lease).toMatchObject({
      id: draft.id,
      status: 'signed',
      signerName: 'Claire Thibodaux',
      signerTitle: 'Operations Manager',
      digitalSignature: 'Claire Thibodaux',
      leaseDocument: draft.leaseDocument,
    });
    expect(Date.parse(lease.signedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, draft.id));
    expect(lease.signedDocumentSha256).toBe(sha256Hex(row?.leaseDocument ?? ''));
    expect(lease.signedDocumentSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('with the hash of the text reviewed: signed, and the record keeps that hash', async () => {
    const draft = await generatedLease();
    const response = await sign(draft.id, { ...leaseSignature, leaseTextSha256: draft.leaseTextSha256 });
    expect(response.status).toBe(200);
    const { lease } = (await response.json()) as { lease: LeaseView };
    expect(lease).toMatchObject({ status: 'signed', signedDocumentSha256: draft.leaseTextSha256, leaseTextSha256: draft.leaseTextSha256 });
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, draft.id));
    expect(row?.signedDocumentSha256).toBe(draft.leaseTextSha256);
  });

  test('with the hash of a text since drawn up again: 409 "The lease changed since you reviewed it.", and nothing is signed', async () => {
    const reviewed = await generatedLease();
    const current = await generatedLease({ ...leaseInfo, lesseeCity: 'Galliano' });
    expect(current.leaseTextSha256).not.toBe(reviewed.leaseTextSha256);
    const response = await sign(reviewed.id, { ...leaseSignature, leaseTextSha256: reviewed.leaseTextSha256 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'The lease changed since you reviewed it.', code: 'lease_changed' });
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, reviewed.id));
    expect(row).toMatchObject({ status: 'draft', signedAt: null, signerName: null, signedDocumentSha256: null, signedPdfFileId: null });
    expect(await harness.db.$count(files)).toBe(0);
  });

  test.each(['A'.repeat(64), 'a'.repeat(63), 'not a hash'])(
    'a hash that is not 64 lowercase hex digits (%s): 400 naming the field',
    async (hash) => {
      const draft = await generatedLease();
      const response = await sign(draft.id, { ...leaseSignature, leaseTextSha256: hash });
      expect(response.status).toBe(400);
      const message = 'Lease text SHA-256 must be 64 lowercase hexadecimal characters';
      expect(await response.json()).toMatchObject({ message, errors: { leaseTextSha256: message } });
    },
  );

  test.each([
    ['signerName', 'Signer name is required'],
    ['signerTitle', 'Signer title is required'],
    ['signature', 'Signature is required'],
  ])('without %s: 400 "%s", and the lease stays a draft', async (field, message) => {
    const draft = await generatedLease();
    const response = await sign(draft.id, { ...leaseSignature, [field]: ' ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message, errors: { [field]: message } });
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, draft.id));
    expect(row?.status).toBe('draft');
  });

  test('signing twice: 409, and the first signature stands', async () => {
    const signed = await signedLease();
    const response = await sign(signed.id, { ...leaseSignature, signerName: 'Someone Else' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'This lease has already been signed.', code: 'conflict' });
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, signed.id));
    expect(row?.signerName).toBe('Claire Thibodaux');
  });

  test('two signatures at once: one wins, the other gets 409', async () => {
    const draft = await generatedLease();
    const responses = await Promise.all([sign(draft.id), sign(draft.id, { ...leaseSignature, signerTitle: 'Owner' })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  test('another browser cannot sign, or even learn that the lease exists: 404', async () => {
    const draft = await generatedLease();
    const stranger = await reserve(harness, berthNamed(seeded, 'Outer 3').id);
    for (const cookie of [stranger.cookie, '']) {
      const response = await sign(draft.id, leaseSignature, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Lease not found' });
    }
    expect((await sign(crypto.randomUUID())).status).toBe(404);
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, draft.id));
    expect(row?.status).toBe('draft');
  });

  test('the lease of a cancelled reservation cannot be signed', async () => {
    const draft = await generatedLease();
    await harness.db.update(berthReservations).set({ status: 'cancelled' }).where(eq(berthReservations.id, booked.id));
    expect((await sign(draft.id)).status).toBe(409);
  });
});

describe('GET /api/leases/:id', () => {
  test('the browser that booked reads the lease, never cached; anyone else gets 404', async () => {
    const draft = await generatedLease();
    const response = await getLease(draft.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual(draft);

    const stranger = await reserve(harness, berthNamed(seeded, 'Outer 3').id);
    const foreign = await getLease(draft.id, stranger.cookie);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ message: 'Lease not found' });
    expect((await getLease('not-a-uuid')).status).toBe(404);
  });
});

describe('GET /api/leases/:id/pdf', () => {
  test('downloads the signed lease as a PDF attachment named after the reservation number and the vessel', async () => {
    const signed = await signedLease();
    const response = await getPdf(signed.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const reservation = await harness.db.select().from(berthReservations).where(eq(berthReservations.id, booked.id));
    const fileName = `berth-lease-${reservation[0]?.reservationNumber}-m-v-grand-isle-runner.pdf`;
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    expect(Buffer.from(bytes.subarray(-6)).toString('latin1')).toContain('%%EOF');
  });

  test('the signed copy is rendered once, when signed, and every download streams the same stored bytes', async () => {
    const signed = await signedLease();
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, signed.id));
    expect(row?.signedPdfFileId).toEqual(expect.any(String));
    expect(await harness.db.$count(files)).toBe(1);

    const first = await getPdf(signed.id);
    const second = await getPdf(signed.id);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const [firstBytes, secondBytes] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(first.headers.get('content-length')).toBe(String(firstBytes.byteLength));
    expect(firstBytes.equals(secondBytes)).toBe(true);
    const [file] = await harness.db
      .select()
      .from(files)
      .where(eq(files.id, row?.signedPdfFileId ?? ''));
    expect(file).toMatchObject({
      mimeType: 'application/pdf',
      size: firstBytes.byteLength,
      sha256: createHash('sha256').update(firstBytes).digest('hex'),
    });
    expect(await harness.db.$count(files)).toBe(1);
  });

  test('a signed lease whose copy was not stored gets it stored on the first download, and only once', async () => {
    const signed = await signedLease();
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, signed.id));
    // As when storing failed at signing: no library copy, no link, no file (a stored file
    // outlives every record naming it, so the records go first).
    await harness.db.delete(documents).where(eq(documents.leaseId, signed.id));
    await harness.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'lease-signed-copy'));
    await harness.db.update(leases).set({ signedPdfFileId: null }).where(eq(leases.id, signed.id));
    await harness.files.delete(row?.signedPdfFileId ?? '');
    expect(await harness.db.$count(files)).toBe(0);

    const downloads = await Promise.all([getPdf(signed.id), getPdf(signed.id), getPdf(signed.id)]);
    const bodies = await Promise.all(downloads.map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(downloads.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(bodies.every((body) => body.equals(bodies[0] ?? Buffer.alloc(0)))).toBe(true);
    expect(await harness.db.$count(files)).toBe(1);
    const [relinked] = await harness.db.select().from(leases).where(eq(leases.id, signed.id));
    expect(relinked?.signedPdfFileId).toEqual(expect.any(String));
  });

  test('a copy that cannot be stored at signing is logged once, with the signing request’s id', async () => {
    const draft = await generatedLease();
    const failingStore: FileStore = { ...harness.files, put: () => Promise.reject(new Error('disk full')) };
    const failing = await createTestApp({ RATE_LIMIT: 'off' }, { files: failingStore, clock: harness.clock });
    const response = await sendJson(failing.app, 'POST', `/api/leases/${draft.id}/sign`, leaseSignature, { Cookie: booked.cookie });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toEqual(expect.any(String));
    const errors = failing.logger.entries.filter((entry) => entry.level === 'error');
    expect(errors).toEqual([
      {
        level: 'error',
        message: 'signed lease not stored or filed: the signature stands',
        fields: expect.objectContaining({ requestId, leaseId: draft.id, error: expect.objectContaining({ message: 'disk full' }) }),
      },
    ]);
  });

  test('when the store fails at signing, the signature stands and the first download stores the copy', async () => {
    const draft = await generatedLease();
    const token = booked.cookie.slice('berth_checkout='.length);
    const failingStore: FileStore = { ...harness.files, put: () => Promise.reject(new Error('disk full')) };
    const actor = { ...anonymousActor, checkoutTokenHash: hashToken(token) };
    const holder = testServiceContext({ db: harness.db, payments: null, actor, files: failingStore });
    const signed = await signLease(holder, {
      leaseId: draft.id,
      signature: leaseSignature,
      browser: { clientIp: '127.0.0.1', userAgent: null },
    });
    expect(signed).toMatchObject({ status: 'signed', signedDocumentSha256: draft.leaseTextSha256 });
    expect(await harness.db.$count(files)).toBe(0);

    const response = await getPdf(draft.id);
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    expect(await harness.db.$count(files)).toBe(1);
    const [row] = await harness.db.select().from(leases).where(eq(leases.id, draft.id));
    expect(row?.signedPdfFileId).toEqual(expect.any(String));
  });

  test('a draft downloads too, and is smaller than its signed copy with the signature record', async () => {
    const draft = await generatedLease();
    const draftPdf = await (await getPdf(draft.id)).arrayBuffer();
    await sign(draft.id);
    const signedPdf = await (await getPdf(draft.id)).arrayBuffer();
    expect(signedPdf.byteLength).toBeGreaterThan(draftPdf.byteLength);
  });

  test('another browser gets 404', async () => {
    const signed = await signedLease();
    const stranger = await reserve(harness, berthNamed(seeded, 'Outer 3').id);
    const response = await getPdf(signed.id, stranger.cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Lease not found' });
  });
});
