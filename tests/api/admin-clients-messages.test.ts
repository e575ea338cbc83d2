import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  auditLog,
  berthReservations,
  clientNotifications,
  clientUploads,
  files,
  mailOutbox,
  quotes,
  serviceRequests,
} from '#api/db/schema/index.ts';
import {
  adminClientDocumentAnswerSchema,
  adminClientMessageAnswerSchema,
  adminClientMessagesAnswerSchema,
  adminClientUploadAnswerSchema,
  adminClientUploadsAnswerSchema,
  customerNotificationsAnswerSchema,
  timelineAnswerSchema,
  timelineKinds,
} from '#shared/admin-client-views.ts';
import { clientMessagesAnswerSchema, clientUploadsAnswerSchema, customerDocumentSchema } from '#shared/customer-views.ts';
import { adminClientFileCategories, missingFileFields, missingMessageFields } from '#shared/schemas/admin-clients.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { adminClientsWorld, call, postMultipart, type AdminClientsWorld } from './admin-clients-fixtures.ts';
import { pdfBytes, storeFile, type Part } from './customer-portal-fixtures.ts';
import { berthNamed, seedBerths, stay } from './berth-booking-fixtures.ts';

let world: AdminClientsWorld;
beforeEach(async () => {
  world = await adminClientsWorld();
});

const asStaff = (method: string, path: string, body?: unknown) => call(world.harness, method, path, body, world.staff.cookie);
const asCustomer = (method: string, path: string, body?: unknown) => call(world.harness, method, path, body, world.customer.cookie);
const audits = () => world.harness.db.select().from(auditLog);
const customerMails = () => world.harness.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'danielle@gulftide.example'));
const storedFileCount = async () => (await world.harness.db.select().from(files)).length;

const message = (overrides: Record<string, unknown> = {}) => ({
  customerId: world.customer.id,
  subject: 'Berth assignment',
  message: 'You are on Outer 2 from Monday.',
  priority: 'high',
  ...overrides,
});

const fileParts = (fields: Record<string, string>, name = 'survey.pdf'): Part[] => [
  ...Object.entries(fields).map(([fieldName, content]) => ({ name: fieldName, content })),
  { name: 'file', filename: name, content: pdfBytes('hull survey') },
];

async function notifications(cookie = world.customer.cookie) {
  const response = await call(world.harness, 'GET', '/api/customer/notifications', undefined, cookie);
  expect(response.status).toBe(200);
  return customerNotificationsAnswerSchema.strict().parse(await response.json());
}

describe('POST /api/admin/send-client-message', () => {
  test('the client reads it From Admin; audited, notified and mailed', async () => {
    const response = await asStaff('POST', '/api/admin/send-client-message', message());
    expect(response.status).toBe(201);
    const sent = adminClientMessageAnswerSchema.parse(await response.json()).message;
    expect(sent).toMatchObject({ fromAdmin: true, priority: 'high', sentBy: 'harbormaster', customerName: 'Danielle Guidry' });

    const portal = clientMessagesAnswerSchema.parse(await (await asCustomer('GET', '/api/client/messages')).json());
    expect(portal.messages).toMatchObject([{ id: sent.id, fromAdmin: true, subject: 'Berth assignment', isRead: false }]);
    expect(await audits()).toMatchObject([{ action: 'message.sent', entityId: sent.id, customerId: world.customer.id }]);
    expect(await customerMails()).toMatchObject([{ kind: 'office-message', subject: expect.stringContaining('Berth assignment') }]);
    expect(await notifications()).toMatchObject({
      unreadCount: 1,
      notifications: [{ type: 'message', message: 'Berth assignment', isRead: false }],
    });
  });

  test('missing fields, an unknown priority and an unknown client change nothing', async () => {
    const empty = await asStaff('POST', '/api/admin/send-client-message', message({ subject: ' ' }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: missingMessageFields });
    expect((await asStaff('POST', '/api/admin/send-client-message', message({ priority: 'urgent' }))).status).toBe(400);
    const unknown = await asStaff(
      'POST',
      '/api/admin/send-client-message',
      message({ customerId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.status).toBe(404);
    expect(await audits()).toEqual([]);
    expect(await customerMails()).toEqual([]);
    expect(await world.harness.db.select().from(clientNotifications)).toEqual([]);
  });

  test('with an attachment the client downloads it; an unknown client leaves no stored file', async () => {
    const fields = { customerId: world.customer.id, subject: 'Dock plan', message: 'See the plan.', priority: 'normal' };
    const response = await postMultipart(
      world.harness,
      '/api/admin/send-client-message-with-attachment',
      fileParts(fields, 'plan.pdf'),
      world.staff.cookie,
    );
    expect(response.status).toBe(201);
    const portal = clientMessagesAnswerSchema.parse(await (await asCustomer('GET', '/api/client/messages')).json());
    const [received] = portal.messages;
    expect(received).toMatchObject({ attachmentName: 'plan.pdf', fromAdmin: true });
    const download = await asCustomer('GET', received?.attachmentUrl ?? '');
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toContain('hull survey');

    const before = await storedFileCount();
    const orphan = await postMultipart(
      world.harness,
      '/api/admin/send-client-message-with-attachment',
      fileParts({ ...fields, customerId: '00000000-0000-4000-8000-000000000000' }),
      world.staff.cookie,
    );
    expect(orphan.status).toBe(404);
    expect(await storedFileCount()).toBe(before);
    expect((await audits()).map((row) => row.action)).toEqual(['message.sent']);
  });

  test('the attachment address: anonymous 401, customer 403, nothing stored', async () => {
    const parts = fileParts({ subject: 'x' });
    expect((await postMultipart(world.harness, '/api/admin/send-client-message-with-attachment', parts)).status).toBe(401);
    const response = await postMultipart(world.harness, '/api/admin/send-client-message-with-attachment', parts, world.customer.cookie);
    expect(response.status).toBe(403);
    expect(await storedFileCount()).toBe(0);
  });
});

describe('POST /api/admin/upload-client-file', () => {
  test('files a document both portals list under its category, by the staff member; audited, notified, mailed', async () => {
    const response = await postMultipart(
      world.harness,
      '/api/admin/upload-client-file',
      fileParts({ customerId: world.customer.id, description: 'Hull survey, March', category: 'Survey Reports' }),
      world.staff.cookie,
    );
    expect(response.status).toBe(201);
    const { document } = adminClientDocumentAnswerSchema.parse(await response.json());
    expect(document).toMatchObject({ documentType: 'Survey Reports', uploadedBy: 'harbormaster', fileName: 'survey.pdf' });

    const documents = customerDocumentSchema.array().parse(await (await asCustomer('GET', '/api/customer/documents')).json());
    expect(documents).toMatchObject([{ id: document.id, documentType: 'Survey Reports', description: 'Hull survey, March' }]);
    const uploads = clientUploadsAnswerSchema.parse(await (await asCustomer('GET', '/api/client/uploads')).json());
    expect(uploads.uploads).toMatchObject([{ id: document.id, fromOffice: true, category: 'Survey Reports' }]);
    expect(await audits()).toMatchObject([{ action: 'file.uploaded', entityId: document.id, customerId: world.customer.id }]);
    expect(await customerMails()).toMatchObject([{ kind: 'office-file' }]);
    expect(await notifications()).toMatchObject({ unreadCount: 1, notifications: [{ type: 'file' }] });
  });

  test('the categories are exactly the office labels', async () => {
    expect(adminClientFileCategories).toEqual([
      'General',
      'Contracts',
      'Survey Reports',
      'Insurance',
      'Technical Documents',
      'Photos',
      'Invoices',
      'Project Updates',
    ]);
    const response = await postMultipart(
      world.harness,
      '/api/admin/upload-client-file',
      fileParts({ customerId: world.customer.id, description: 'x', category: 'general' }),
      world.staff.cookie,
    );
    expect(response.status).toBe(400);
    expect(await storedFileCount()).toBe(0);
  });

  test('no description is refused with the form message; an unknown client leaves nothing behind', async () => {
    const missing = await postMultipart(
      world.harness,
      '/api/admin/upload-client-file',
      fileParts({ customerId: world.customer.id }),
      world.staff.cookie,
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: missingFileFields });
    const unknown = await postMultipart(
      world.harness,
      '/api/admin/upload-client-file',
      fileParts({ customerId: '00000000-0000-4000-8000-000000000000', description: 'x' }),
      world.staff.cookie,
    );
    expect(unknown.status).toBe(404);
    expect(await storedFileCount()).toBe(0);
    expect(await audits()).toEqual([]);
  });

  test('anonymous 401 and customer 403, the body read away first', async () => {
    const parts = fileParts({ customerId: world.customer.id, description: 'x' });
    expect((await postMultipart(world.harness, '/api/admin/upload-client-file', parts)).status).toBe(401);
    expect((await postMultipart(world.harness, '/api/admin/upload-client-file', parts, world.customer.cookie)).status).toBe(403);
    expect(await storedFileCount()).toBe(0);
  });
});

describe('the office inboxes', () => {
  async function clientUpload(name: string) {
    const file = await storeFile(world.harness.files, pdfBytes(name), 'application/pdf', world.customer.id);
    const [upload] = await world.harness.db
      .insert(clientUploads)
      .values({
        customerId: world.customer.id,
        fileName: name,
        originalName: name,
        filePath: file.id,
        fileSize: file.size,
        mimeType: file.mimeType,
        createdAt: world.harness.clock.now(),
      })
      .returning();
    if (!upload) throw new Error('upload not inserted');
    world.harness.clock.advance(1000);
    return upload;
  }

  test('messages: unread first, then newest; marking a client message read', async () => {
    await asCustomer('POST', '/api/client/messages', { subject: 'First', message: 'one' });
    world.harness.clock.advance(1000);
    await asCustomer('POST', '/api/client/messages', { subject: 'Second', message: 'two' });
    const list = async () =>
      adminClientMessagesAnswerSchema.strict().parse(await (await asStaff('GET', '/api/admin/client-messages')).json()).messages;
    const [newest, oldest] = await list();
    expect([newest?.subject, oldest?.subject]).toEqual(['Second', 'First']);
    const read = await asStaff('POST', `/api/admin/client-messages/${newest?.id}/read`);
    expect(read.status).toBe(200);
    expect((await list()).map((row) => [row.subject, row.isRead])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
  });

  test('messages come a page at a time, unread first across pages, each once', async () => {
    for (const subject of ['First', 'Second', 'Third']) {
      await asCustomer('POST', '/api/client/messages', { subject, message: subject });
      world.harness.clock.advance(1000);
    }
    const page = async (path: string) => {
      const response = await asStaff('GET', path);
      const link = /<([^>]*)>;\s*rel="next"/.exec(response.headers.get('Link') ?? '')?.[1];
      return {
        subjects: adminClientMessagesAnswerSchema
          .strict()
          .parse(await response.json())
          .messages.map((row) => row.subject),
        next: link,
      };
    };
    const [, second] = (await page('/api/admin/client-messages')).subjects;
    const secondId = (await (await asStaff('GET', '/api/admin/client-messages')).json()).messages[1].id;
    expect(second).toBe('Second');
    expect((await asStaff('POST', `/api/admin/client-messages/${secondId}/read`)).status).toBe(200);
    const subjects: string[] = [];
    let path: string | undefined = '/api/admin/client-messages?limit=1';
    while (path) {
      const { subjects: rows, next } = await page(path);
      subjects.push(...rows);
      path = next;
    }
    expect(subjects).toEqual(['Third', 'First', 'Second']);
    expect((await asStaff('GET', '/api/admin/client-messages?cursor=open.not-a-cursor')).status).toBe(400);
  });

  test('an office message is not the office to mark read', async () => {
    const sent = adminClientMessageAnswerSchema.parse(
      await (await asStaff('POST', '/api/admin/send-client-message', message())).json(),
    ).message;
    expect((await asStaff('POST', `/api/admin/client-messages/${sent.id}/read`)).status).toBe(404);
  });

  test('uploads: unprocessed first; processing records who and when, flips the client badge, notifies, audits', async () => {
    const older = await clientUpload('older.pdf');
    const newer = await clientUpload('newer.pdf');
    const response = await asStaff('POST', `/api/admin/client-uploads/${older.id}/process`, { notes: 'Filed with the COI' });
    expect(response.status).toBe(200);
    expect(adminClientUploadAnswerSchema.parse(await response.json()).upload).toMatchObject({
      isProcessed: true,
      processedBy: 'harbormaster',
      processedAt: world.harness.clock.now().toISOString(),
      notes: 'Filed with the COI',
    });
    const list = adminClientUploadsAnswerSchema
      .strict()
      .parse(await (await asStaff('GET', '/api/admin/client-uploads?t=1700000000')).json()).uploads;
    expect(list.map((row) => [row.id, row.isProcessed])).toEqual([
      [newer.id, false],
      [older.id, true],
    ]);
    const portal = clientUploadsAnswerSchema.parse(await (await asCustomer('GET', '/api/client/uploads')).json()).uploads;
    expect(portal.find((row) => row.id === older.id)?.isProcessed).toBe(true);
    expect(await audits()).toMatchObject([{ action: 'upload.processed', entityId: older.id, customerId: world.customer.id }]);
    expect(await notifications()).toMatchObject({ unreadCount: 1, notifications: [{ type: 'upload-processed', message: 'older.pdf' }] });
    const download = await asStaff('GET', list[1]?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect((await asStaff('POST', '/api/admin/client-uploads/00000000-0000-4000-8000-000000000000/process', {})).status).toBe(404);
  });
});

describe('/api/customer/notifications', () => {
  test('listed newest first with the unread count; one or all marked read; another customer sees none of them', async () => {
    await asStaff('POST', '/api/admin/send-client-message', message({ subject: 'One' }));
    world.harness.clock.advance(1000);
    await asStaff('POST', '/api/admin/send-client-message', message({ subject: 'Two' }));
    const listed = await notifications();
    expect(listed.unreadCount).toBe(2);
    expect(listed.notifications.map((row) => row.message)).toEqual(['Two', 'One']);

    const other = await signedInCustomer(world.harness.db, world.harness.clock, { email: 'other@example.com' });
    expect(await notifications(other.cookie)).toEqual({ notifications: [], unreadCount: 0 });
    const first = listed.notifications[0]?.id ?? '';
    expect((await call(world.harness, 'POST', `/api/customer/notifications/${first}/read`, undefined, other.cookie)).status).toBe(404);

    expect((await asCustomer('POST', `/api/customer/notifications/${first}/read`)).status).toBe(200);
    expect((await notifications()).unreadCount).toBe(1);
    expect(await (await asCustomer('POST', '/api/customer/notifications/read-all')).json()).toEqual({ marked: 1 });
    expect((await notifications()).unreadCount).toBe(0);
  });

  test('anonymous 401; staff without a customer session 401', async () => {
    expect((await call(world.harness, 'GET', '/api/customer/notifications')).status).toBe(401);
    expect((await call(world.harness, 'POST', '/api/customer/notifications/read-all')).status).toBe(401);
    expect((await asStaff('GET', '/api/customer/notifications')).status).toBe(401);
  });
});

describe('GET /api/admin/clients/:id/timeline', () => {
  test('one list, newest first, with every kind and the lead first-touch source', async () => {
    const { db, clock } = world.harness;
    const customerId = world.customer.id;
    const berths = await seedBerths(db);
    const at = () => {
      clock.advance(60_000);
      return clock.now();
    };
    await db.insert(serviceRequests).values({
      customerId,
      email: 'danielle@gulftide.example',
      serviceType: 'Tank Cleaning',
      projectDetails: 'Two tanks',
      firstTouch: { utmSource: 'google', utmMedium: 'cpc' },
      createdAt: at(),
    });
    await db.insert(quotes).values({
      customerId,
      contactName: 'Danielle Guidry',
      contactEmail: 'danielle@gulftide.example',
      company: 'Gulf Tide Offshore',
      projectTitle: 'Deck plating',
      projectDescription: 'Aft deck',
      firstTouch: { referrer: 'https://www.bing.com/search?q=marina' },
      createdAt: at(),
    });
    await db.insert(berthReservations).values({
      customerId,
      berthId: berthNamed(berths, 'Outer 1').id,
      vesselName: 'M/V Gulf Tide',
      contactName: 'Danielle Guidry',
      contactEmail: 'danielle@gulftide.example',
      company: 'Gulf Tide Offshore',
      ...stay(10, 12),
      totalCost: 48_000,
      paymentStatus: 'paid',
      paidAmount: 48_000,
      createdAt: at(),
      paidAt: at(),
    });
    clock.advance(60_000);
    await asCustomer('POST', '/api/client/messages', { subject: 'Arrival', message: 'Monday' });
    clock.advance(60_000);
    await asStaff('POST', '/api/admin/send-client-message', message());
    clock.advance(60_000);
    const file = await storeFile(world.harness.files, pdfBytes('coi'), 'application/pdf', customerId);
    await db.insert(clientUploads).values({
      customerId,
      fileName: 'coi.pdf',
      originalName: 'coi.pdf',
      filePath: file.id,
      fileSize: file.size,
      mimeType: file.mimeType,
      createdAt: at(),
    });
    clock.advance(60_000);
    await postMultipart(
      world.harness,
      '/api/admin/upload-client-file',
      fileParts({ customerId, description: 'Survey', category: 'Survey Reports' }),
      world.staff.cookie,
    );

    const response = await asStaff('GET', `/api/admin/clients/${customerId}/timeline`);
    expect(response.status).toBe(200);
    const { entries } = timelineAnswerSchema.strict().parse(await response.json());
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(new Set(timelineKinds));
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual(times.toSorted().toReversed());
    expect(entries.find((entry) => entry.kind === 'service-request')?.source).toBe('google / cpc');
    expect(entries.find((entry) => entry.kind === 'quote')?.source).toBe('www.bing.com');
    expect(entries.find((entry) => entry.kind === 'payment')?.detail).toContain('$480.00');
    expect(entries.filter((entry) => entry.kind === 'audit').map((entry) => entry.title)).toEqual([
      'harbormaster uploaded survey.pdf for Danielle Guidry',
      'harbormaster sent Danielle Guidry the message “Berth assignment”',
    ]);

    // A page at a time (entries of one moment included), the same list in the same order.
    const paged: string[] = [];
    let path: string | undefined = `/api/admin/clients/${customerId}/timeline?limit=1`;
    while (path) {
      const page = await asStaff('GET', path);
      paged.push(
        ...timelineAnswerSchema
          .strict()
          .parse(await page.json())
          .entries.map((entry) => entry.id),
      );
      path = /<([^>]*)>;\s*rel="next"/.exec(page.headers.get('Link') ?? '')?.[1];
    }
    expect(paged).toEqual(entries.map((entry) => entry.id));
  });
});
