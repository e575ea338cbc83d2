import { createSession, customerSessionPolicy, staffSessionPolicy } from '#api/auth/sessions.ts';
import { clientNotifications, customerVessels, mailOutbox } from '#api/db/schema/index.ts';
import { leadKinds } from '#shared/schemas/admin-leads.ts';
import { berthNamed, leaseInfo, reserve, seedBerths } from '#tests/api/berth-booking-fixtures.ts';
import { customerWithRecords } from '#tests/api/customer-portal-fixtures.ts';
import { libraryDocument } from '#tests/api/document-shares-fixtures.ts';
import { minimalContactForm, minimalQuoteForm } from '#tests/api/lead-fixtures.ts';
import { signedInCustomer, signedInStaff } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';
import type { Actor, Endpoint, RecordKind } from './endpoints.ts';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

/** A database with one record of every kind the API names in a path, and a caller of every kind. */
export interface FuzzWorld {
  harness: Harness;
  records: Record<RecordKind, string[]>;
  /** The `Cookie` header an endpoint's actor sends; a new session each call when the endpoint ends sessions. */
  cookieFor(endpoint: Endpoint): Promise<string | undefined>;
}

const device = { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (fuzz)' };

async function created<T>(response: Response, pick: (body: T) => string): Promise<string> {
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`fuzz world setup answered ${response.status}: ${await response.text()}`);
  return pick((await response.json()) as T);
}

export async function fuzzWorld(): Promise<FuzzWorld> {
  // Behind one trusted proxy, so each case can come from its own address (see `forwardedFor`).
  const harness = await createTestApp({ TRUST_PROXY: '1' });
  const { app, db, clock } = harness;
  await resetDatabase(db);
  const berth = berthNamed(await seedBerths(db), 'Outer 1');
  const staff = await signedInStaff(db, clock);
  const asStaff = { Cookie: staff.cookie };
  const mine = await customerWithRecords(harness, 'fuzz-owner');
  const client = await signedInCustomer(db, clock, { email: 'fuzz-client@example.com' });
  const spareSession = await createSession(db, clock, customerSessionPolicy, mine.customer.id, device);
  const booked = await reserve(harness, berth.id);

  const lease = await created<{ lease: { id: string } }>(
    await sendJson(app, 'POST', `/api/berth-reservations/${booked.id}/generate-lease`, leaseInfo, { Cookie: booked.cookie }),
    (body) => body.lease.id,
  );
  const { document } = await libraryDocument(harness, { customerId: mine.customer.id });
  const shareUrl = await created<{ url: string }>(
    await sendJson(app, 'POST', `/api/documents/${document.id}/shares`, { email: 'surveyor@example.com' }, asStaff),
    (body) => body.url,
  );
  const share = (await (await app.request(`/api/documents/${document.id}/shares`, { headers: asStaff })).json()) as {
    shares: { id: string }[];
  };
  const quote = await created<{ id: string }>(await sendJson(app, 'POST', '/api/quotes', minimalQuoteForm), (body) => body.id);
  const serviceRequest = await created<{ id: string }>(
    await sendJson(app, 'POST', '/api/service-requests', minimalContactForm),
    (body) => body.id,
  );
  const block = await created<{ id: string }>(
    await sendJson(
      app,
      'POST',
      `/api/admin/berths/${berth.id}/blocks`,
      { kind: 'maintenance', startsOn: '2031-01-10', endsOn: '2031-01-20' },
      asStaff,
    ),
    (body) => body.id,
  );
  const [notification] = await db
    .insert(clientNotifications)
    .values({ customerId: mine.customer.id, type: 'message', title: 'New message', message: 'The office wrote to you.' })
    .returning({ id: clientNotifications.id });
  const [vessel] = await db
    .insert(customerVessels)
    .values({ customerId: mine.customer.id, name: 'M/V Fuzz Runner', vesselType: 'Workboat', length: 90, draft: 9 })
    .returning({ id: customerVessels.id });

  const mails = await db.select({ id: mailOutbox.id }).from(mailOutbox).limit(2);

  const records: Record<RecordKind, string[]> = {
    berth: [berth.id],
    block: [block],
    customerSession: [spareSession.session.id],
    document: [document.id],
    documentVersion: ['1'],
    share: share.shares.map((row) => row.id),
    shareToken: [shareUrl.split('/').at(-1) ?? ''],
    client: [client.id],
    officeMessage: [mine.officeMessageId],
    ownMessage: [mine.ownMessageId],
    clientUpload: [mine.uploadId],
    customerDocument: [mine.documentId],
    notification: notification ? [notification.id] : [],
    lead: [quote, serviceRequest],
    leadKind: [...leadKinds],
    vessel: vessel ? [vessel.id] : [],
    reservation: [booked.id],
    lease: [lease],
    invoice: [mine.invoiceId],
    mail: mails.map((row) => row.id),
  };

  const cookies: Record<Actor, string | undefined> = {
    anonymous: undefined,
    customer: mine.customer.cookie,
    staff: staff.cookie,
    'checkout holder': booked.cookie,
  };
  async function cookieFor(endpoint: Endpoint): Promise<string | undefined> {
    if (!endpoint.freshSession) return cookies[endpoint.actor];
    const [policy, userId] = endpoint.actor === 'staff' ? [staffSessionPolicy, staff.id] : [customerSessionPolicy, mine.customer.id];
    const { token } = await createSession(db, clock, policy, userId, device);
    return `${policy.cookie.name}=${token}`;
  }

  return { harness, records, cookieFor };
}
