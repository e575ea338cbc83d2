import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedReferenceData } from '#api/db/seed.ts';
import { berthReservations, files, leases } from '#api/db/schema/index.ts';
import { createReservation } from '#tests/api/payments-fixtures.ts';
import { filesWorld, type FilesWorld } from './files-world.ts';

// Another owner's file, asked for by every download route with every id of it there is: the
// record ids of each kind, crossed over to the other routes, and the stored files' own ids.

let world: FilesWorld;
let aliceIds: Record<string, string>;

beforeAll(async () => {
  world = await filesWorld();
  const { db } = world.harness;
  await seedReferenceData(db);
  const { reservation } = await createReservation(db);
  await db.update(berthReservations).set({ customerId: world.alice.customer.id }).where(eq(berthReservations.id, reservation.id));
  const [lease] = await db.select({ id: leases.id }).from(leases).where(eq(leases.reservationId, reservation.id));
  const storedFiles = await db.select({ id: files.id }).from(files).where(eq(files.ownerCustomerId, world.alice.customer.id));
  aliceIds = {
    upload: world.alice.uploadId,
    'office document': world.alice.documentId,
    'office message': world.alice.officeMessageId,
    'library document': world.aliceLibraryDocumentId,
    lease: lease?.id ?? '',
    ...Object.fromEntries(storedFiles.map(({ id }, index) => [`stored file ${index + 1}`, id])),
  };
});
afterAll(() => world.dispose());

/** Each download route, and the kind of Alice's ids it serves her. */
const customerDownloads: [string, (id: string) => string, string][] = [
  ['client portal upload', (id) => `/api/client/uploads/${id}/download`, 'upload'],
  ['message attachment', (id) => `/api/client/messages/${id}/attachment`, 'office message'],
  ['customer document', (id) => `/api/customer/documents/${id}/download`, 'office document'],
  ['library document', (id) => `/api/documents/${id}/download`, 'library document'],
  ['library document version', (id) => `/api/documents/${id}/versions/1/download`, 'library document'],
  ['lease PDF', (id) => `/api/leases/${id}/pdf`, 'lease'],
];

const get = (path: string, cookie: string) => world.harness.app.request(path, { headers: { Cookie: cookie } });

describe.each(customerDownloads)('%s', (_route, pathOf, ownKind) => {
  test('downloads for Alice by her own id', async () => {
    const response = await get(pathOf(aliceIds[ownKind] ?? ''), world.alice.customer.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    await response.arrayBuffer();
  });

  test('answers Bruno 404 for every id of Alice’s, as for an id that does not exist', async () => {
    const answers = await Promise.all(
      Object.entries(aliceIds).map(async ([kind, id]) => {
        const response = await get(pathOf(id), world.bruno.customer.cookie);
        return [kind, response.status, (await response.json()) as unknown] as const;
      }),
    );
    expect(answers).toEqual(Object.keys(aliceIds).map((kind) => [kind, 404, expect.objectContaining({ code: 'not_found' })]));
  });

  test('answers 404 to a path, a NUL or a SQL fragment where the id goes', async () => {
    for (const id of ['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e', `${world.alice.uploadId}%00`, "1'%20or%20'1'%3D'1"]) {
      expect((await get(pathOf(id), world.alice.customer.cookie)).status, id).toBe(404);
    }
  });

  test('answers Alice 404 for a stored file’s own id: files are reached only through their records', async () => {
    const storedFileIds = Object.entries(aliceIds).filter(([kind]) => kind.startsWith('stored file'));
    for (const [kind, id] of storedFileIds) expect((await get(pathOf(id), world.alice.customer.cookie)).status, kind).toBe(404);
  });
});

test('the office’s download of client uploads answers a customer 403, whatever the id', async () => {
  for (const [kind, id] of Object.entries(aliceIds)) {
    const response = await get(`/api/admin/client-uploads/${id}/download`, world.bruno.customer.cookie);
    expect(response.status, kind).toBe(403);
  }
});
