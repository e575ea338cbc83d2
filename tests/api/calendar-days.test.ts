import { beforeAll, describe, expect, test } from 'vitest';
import { berthNamed, seedBerths } from './berth-booking-fixtures.ts';
import { libraryDocument } from './document-shares-fixtures.ts';
import { minimalContactForm } from './lead-fixtures.ts';
import { signedInStaff, type SignedIn } from '#tests/setup/signed-in.ts';
import { createTestApp, sendJson } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

// ISO 8601 has a year 0000; PostgreSQL's calendar does not (1 BC comes right before AD 1). A day
// in year 0000 is a typing slip, answered like any other badly written date, never by the database.

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let harness: Harness;
let staff: SignedIn;
let berthId: string;
let serviceRequestId: string;
let documentId: string;

beforeAll(async () => {
  harness = await createTestApp({ RATE_LIMIT: 'off' });
  await resetDatabase(harness.db);
  berthId = berthNamed(await seedBerths(harness.db), 'Outer 1').id;
  staff = await signedInStaff(harness.db, harness.clock);
  serviceRequestId = ((await (await sendJson(harness.app, 'POST', '/api/service-requests', minimalContactForm)).json()) as { id: string })
    .id;
  documentId = (await libraryDocument(harness)).document.id;
});

const asStaff = (method: string, path: string, body?: unknown) => sendJson(harness.app, method, path, body, { Cookie: staff.cookie });

describe('a day in year 0000', () => {
  test.each([
    [
      'a berth block',
      () => asStaff('POST', `/api/admin/berths/${berthId}/blocks`, { kind: 'maintenance', startsOn: '0000-02-29' }),
      'startsOn',
    ],
    [
      'a lead’s scheduled date',
      () => asStaff('PATCH', `/api/admin/leads/service/${serviceRequestId}`, { scheduledDate: '0000-03-01' }),
      'scheduledDate',
    ],
    ['a document’s expiry', () => asStaff('PATCH', `/api/documents/${documentId}`, { expiresAt: '0000-12-31' }), 'expiresAt'],
    ['the audit filter', () => asStaff('GET', '/api/admin/audit?from=0000-01-01'), 'from'],
    ['the reservations filter', () => asStaff('GET', '/api/berth-reservations?from=0000-01-01&to=0000-02-01'), 'from'],
    ['a berth calendar', () => asStaff('GET', `/api/admin/berths/${berthId}/calendar?from=0000-01-01&to=0000-02-01`), 'from'],
    ['berth availability', () => harness.app.request('/api/berths?arrival=0000-01-01&departure=0000-01-05'), 'arrival'],
  ])('in %s is refused as a date, not a server error', async (_where, send, field) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: expect.stringMatching(/date/i) } });
  });
});
