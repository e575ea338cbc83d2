import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, haulOuts, mailOutbox, stormVesselNotePhotos, type BerthReservation } from '#api/db/schema/index.ts';
import type { HaulListView } from '#shared/haul-out-views.ts';
import type { StormNotePhotoView, StormVesselNoteRow } from '#shared/storm-vessel-note-views.ts';
import { sendJson } from '#tests/setup/test-app.ts';
import { signedInCustomer, type SignedIn } from '#tests/setup/signed-in.ts';
import { postMultipart } from './admin-clients-fixtures.ts';
import type { TestHarness } from './berth-booking-fixtures.ts';
import type { Part } from './customer-portal-fixtures.ts';
import { freshStormTest, type StormStays } from './storm-fixtures.ts';

let harness: TestHarness;
let staff: SignedIn;
let stays: StormStays;
let owner: SignedIn;
let other: SignedIn;
let stay: BerthReservation;

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7, 8]);
const photo = (filename: string, content: Uint8Array | string): Part => ({ name: 'file', filename, content });

beforeEach(async () => {
  ({ harness, staff, stays } = await freshStormTest());
  owner = await signedInCustomer(harness.db, harness.clock, { email: 'owner@example.com' });
  other = await signedInCustomer(harness.db, harness.clock, { email: 'other@example.com' });
  stay = await stays.stayAt({ fromDay: -2, toDay: 5, email: 'owner@example.com', vesselName: 'Sea Breeze', customerId: owner.id });
  await stays.stayAt({ fromDay: -2, toDay: 5, email: 'other@example.com', vesselName: 'Other Boat', customerId: other.id, berth: 1 });
  await stays.setStage({ stage: 'all-clear', stormName: 'Hurricane Alma' });
});

async function uploadPhoto(part: Part): Promise<StormNotePhotoView> {
  const response = await postMultipart(harness, '/api/admin/storm-notes/photos', [part], staff.cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { photo: StormNotePhotoView }).photo;
}

const sendNote = (body: unknown) => sendJson(harness.app, 'POST', '/api/admin/storm-notes', body, { Cookie: staff.cookie });
const noteMail = () => harness.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'storm-vessel-note'));
const notificationsOf = async (who: SignedIn) =>
  (await (await sendJson(harness.app, 'GET', '/api/customer/notifications', undefined, { Cookie: who.cookie })).json()) as unknown;

describe('after-storm notes', () => {
  test('a note with photos is mailed to the owner with links that open the photos, shown in their portal, audited and listed', async () => {
    await harness.db.insert(haulOuts).values({ reservationId: stay.id, stormName: 'Hurricane Alma', joinedAt: harness.clock.now() });
    const haulList = async () =>
      (await (await sendJson(harness.app, 'GET', '/api/admin/haul-outs', undefined, { Cookie: staff.cookie })).json()) as HaulListView;
    expect((await haulList()).waiting[0]?.noteSent).toBe(false);
    const first = await uploadPhoto(photo('stern.png', png));
    const second = await uploadPhoto(photo('bow.jpg', jpeg));
    const text = 'Sea Breeze rode it out well: one fender lost, lines chafed on the stern cleat. We replaced the chafe gear.';
    const sent = await sendNote({ reservationNumber: stay.reservationNumber, text, photoIds: [first.id, second.id] });
    expect(sent.status, await sent.clone().text()).toBe(201);

    const [mail, ...more] = await noteMail();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'owner@example.com' });
    expect(mail?.subject).toContain('Sea Breeze after Hurricane Alma');
    expect(mail?.text).toContain(text);
    const links = [...(mail?.text ?? '').matchAll(/https:\/\/marina\.test(\/api\/storm-note-photos\/[A-Za-z0-9_-]{43})/g)].map(
      (match) => match[1] ?? '',
    );
    expect(links).toHaveLength(2);
    expect(mail?.text).toContain('stern.png');

    // The links open without signing in (the owner may forward them to an insurer), inline, never sniffed.
    const opened = await harness.app.request(links[0] ?? '');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="stern.png"/);
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(png);
    expect((await harness.app.request(links[1] ?? '')).headers.get('content-type')).toBe('image/jpeg');

    expect(JSON.stringify(await notificationsOf(owner))).toContain('Sea Breeze after Hurricane Alma');
    expect(JSON.stringify(await notificationsOf(other))).not.toContain('Sea Breeze');

    const [audit] = await harness.db.select().from(auditLog).where(eq(auditLog.action, 'reservation.storm-note'));
    expect(audit).toMatchObject({ entityId: stay.id, customerId: owner.id, actorName: 'harbormaster' });

    const listed = (await (await sendJson(harness.app, 'GET', '/api/admin/storm-notes', undefined, { Cookie: staff.cookie })).json()) as {
      notes: StormVesselNoteRow[];
    };
    expect(listed.notes).toHaveLength(1);
    expect(listed.notes[0]).toMatchObject({ vesselName: 'Sea Breeze', mailedTo: 'owner@example.com', createdBy: 'harbormaster', text });
    // The haul-out list says so too.
    expect((await haulList()).waiting[0]?.noteSent).toBe(true);
    expect(listed.notes[0]?.photos.map(({ fileName }) => fileName)).toEqual(['stern.png', 'bow.jpg']);
  });

  test('other customers and strangers see nothing: the staff list is refused and a made-up or unsent photo link is not found', async () => {
    const unsent = await uploadPhoto(photo('deck.png', png));
    expect((await sendJson(harness.app, 'GET', '/api/admin/storm-notes', undefined, { Cookie: other.cookie })).status).toBe(403);
    expect((await harness.app.request(`/api/storm-note-photos/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await harness.app.request('/api/storm-note-photos/not-a-token')).status).toBe(404);
    const [row] = await harness.db.select().from(stormVesselNotePhotos).where(eq(stormVesselNotePhotos.id, unsent.id));
    expect(row?.tokenHash).toBeNull();
  });

  test('a photo goes with one note: sending it again is refused at the field and sends nothing', async () => {
    const shared = await uploadPhoto(photo('stern.png', png));
    const body = { reservationNumber: stay.reservationNumber, text: 'All well.', photoIds: [shared.id] };
    expect((await sendNote(body)).status).toBe(201);
    const again = await sendNote(body);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: Record<string, string> }).errors.photoIds).toContain('Add it again');
    expect(await noteMail()).toHaveLength(1);
  });

  test('only JPEG and PNG photos whose content is what their name says; at most four; a vessel on the roster', async () => {
    const fake = await postMultipart(harness, '/api/admin/storm-notes/photos', [photo('stern.png', 'not a picture')], staff.cookie);
    expect(fake.status).toBe(415);
    const pdf = await postMultipart(harness, '/api/admin/storm-notes/photos', [photo('survey.pdf', '%PDF-1.7\n')], staff.cookie);
    expect(pdf.status).toBe(415);
    const five = Array.from({ length: 5 }, () => crypto.randomUUID());
    expect((await sendNote({ reservationNumber: stay.reservationNumber, text: 'x', photoIds: five })).status).toBe(400);
    expect((await sendNote({ reservationNumber: 'R-2026-999999', text: 'x', photoIds: [] })).status).toBe(404);
    expect(await noteMail()).toEqual([]);
  });
});
