import { beforeEach, describe, expect, test } from 'vitest';
import { documentShares } from '#api/db/schema/index.ts';
import { documentViewSchema, type DocumentView } from '#shared/document-views.ts';
import { signedInCustomer } from '#tests/setup/signed-in.ts';
import { libraryDocument } from './document-shares-fixtures.ts';
import { get, libraryWorld, type LibraryWorld } from './documents-fixtures.ts';

const documentNames = [
  'publicRules',
  'linkedCertificate',
  'othersCertificate',
  'sharedSurvey',
  'unlinked',
  'internalProcedure',
  'adminLedger',
] as const;
type DocumentName = (typeof documentNames)[number];

let world: LibraryWorld;
let ids: Record<DocumentName, string>;

const day = 86_400_000;

beforeEach(async () => {
  world = await libraryWorld();
  const { harness, customer, otherCustomer } = world;
  const add = async (title: string, overrides: Parameters<typeof libraryDocument>[1]) =>
    (await libraryDocument(harness, { title, ...overrides })).document.id;
  ids = {
    publicRules: await add('Facility rules', { accessLevel: 'public' }),
    linkedCertificate: await add('Certificate of insurance', { accessLevel: 'customer', customerId: customer.id }),
    othersCertificate: await add('Another certificate', { accessLevel: 'customer', customerId: otherCustomer.id }),
    sharedSurvey: await add('Shared survey', { accessLevel: 'customer' }),
    unlinked: await add('Unlinked survey', { accessLevel: 'customer' }),
    internalProcedure: await add('Fuel dock procedure', { accessLevel: 'internal' }),
    adminLedger: await add('Admin ledger', { accessLevel: 'admin' }),
  };
  await harness.db.insert(documentShares).values({
    documentId: ids.sharedSurvey,
    sharedWithEmail: 'Danielle@GulfTide.example',
    shareToken: 'a'.repeat(64),
    expiresAt: new Date(harness.clock.now().getTime() + 7 * day),
  });
});

type Caller = 'visitor' | 'customer' | 'otherCustomer' | 'staff';
const cookieOf = (caller: Caller) => (caller === 'visitor' ? undefined : world[caller].cookie);

async function listed(caller: Caller, query = '') {
  const response = await get(world.harness, `/api/documents${query}`, cookieOf(caller));
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).map((view) => documentViewSchema.strict().parse(view));
}
const titles = (views: DocumentView[]) => views.map((view) => view.title).toSorted();

const seenBy: Record<Caller, DocumentName[]> = {
  visitor: ['publicRules'],
  customer: ['publicRules', 'linkedCertificate', 'sharedSurvey'],
  otherCustomer: ['publicRules', 'othersCertificate'],
  staff: ['publicRules', 'linkedCertificate', 'othersCertificate', 'sharedSurvey', 'unlinked', 'internalProcedure', 'adminLedger'],
};

describe.each(Object.keys(seenBy) as Caller[])('what the %s may see', (caller) => {
  test('the list holds exactly the visible documents; staff details only for staff', async () => {
    const views = await listed(caller);
    expect(views.map((view) => view.id).toSorted()).toEqual(seenBy[caller].map((name) => ids[name]).toSorted());
    for (const view of views) expect(view.staff !== undefined).toBe(caller === 'staff');
  });

  test.each(documentNames)('read, download, versions and a version download of %s', async (name) => {
    const visible = seenBy[caller].includes(name);
    const id = ids[name];
    const cookie = cookieOf(caller);
    for (const path of [
      `/api/documents/${id}`,
      `/api/documents/${id}/download`,
      `/api/documents/${id}/versions`,
      `/api/documents/${id}/versions/1/download`,
    ]) {
      const response = await get(world.harness, path, cookie);
      expect({ path, status: response.status }).toEqual({ path, status: visible ? 200 : 404 });
    }
  });
});

describe('shares that make a customer document visible', () => {
  test('an expired or revoked share no longer shows the document', async () => {
    world.harness.clock.advance(7 * day + 1000);
    expect(titles(await listed('customer'))).toEqual(['Certificate of insurance', 'Facility rules']);
  });

  test('an email share counts only once the customer verified that email', async () => {
    await world.harness.db.delete(documentShares);
    const unverified = await signedInCustomer(world.harness.db, world.harness.clock, {
      email: 'new@gulftide.example',
      emailVerified: false,
    });
    await world.harness.db.insert(documentShares).values([
      {
        documentId: ids.sharedSurvey,
        sharedWithEmail: 'new@gulftide.example',
        shareToken: 'b'.repeat(64),
        expiresAt: new Date(world.harness.clock.now().getTime() + day),
      },
      {
        documentId: ids.unlinked,
        sharedWithCustomerId: unverified.id,
        shareToken: 'c'.repeat(64),
        expiresAt: new Date(world.harness.clock.now().getTime() + day),
      },
    ]);
    const response = await get(world.harness, '/api/documents', unverified.cookie);
    expect(((await response.json()) as DocumentView[]).map((view) => view.title).toSorted()).toEqual(['Facility rules', 'Unlinked survey']);
  });

  test('a trashed document is hidden from everyone but staff, who still read it by id', async () => {
    const trashed = await world.harness.app.request(`/api/documents/${ids.publicRules}`, {
      method: 'DELETE',
      headers: { Origin: 'http://localhost', Cookie: world.staff.cookie },
    });
    expect(trashed.status).toBe(200);
    expect(titles(await listed('visitor'))).toEqual([]);
    expect((await get(world.harness, `/api/documents/${ids.publicRules}`)).status).toBe(404);
    expect(titles(await listed('staff'))).not.toContain('Facility rules');
    expect((await get(world.harness, `/api/documents/${ids.publicRules}`, world.staff.cookie)).status).toBe(200);
  });
});
