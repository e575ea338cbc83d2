import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { auditLog, documents } from '#api/db/schema/index.ts';
import { unknownCategoryMessage } from '#api/services/documents/linked-records.ts';
import { alreadyTrashedMessage } from '#api/services/documents/trash-document.ts';
import { documentBulkResultSchema, documentViewSchema } from '#shared/document-views.ts';
import { maxBulkDocuments } from '#shared/schemas/documents.ts';
import { call, libraryDocument } from './document-shares-fixtures.ts';
import { libraryWorld, type LibraryWorld } from './documents-fixtures.ts';

let world: LibraryWorld;
beforeEach(async () => {
  world = await libraryWorld();
});

const db = () => world.harness.db;
const bulk = (body: unknown, cookie = world.staff.cookie) => call(world.harness, 'POST', '/api/documents/bulk', body, cookie);

async function result(response: Response) {
  expect(response.status).toBe(200);
  return documentBulkResultSchema
    .extend({ changed: documentViewSchema.strict().array() })
    .strict()
    .parse(await response.json());
}

async function threeDocuments() {
  const made = [];
  for (const title of ['Lease', 'COI', 'Rules'])
    made.push((await libraryDocument(world.harness, { title, accessLevel: 'internal' })).document);
  return made;
}

const auditRows = async (action: string) => (await db().select().from(auditLog)).filter((row) => row.action === action);

describe('POST /api/documents/bulk', () => {
  test('moves every document named to a category, one audit row each, a repeated id once', async () => {
    const [lease, coi] = await threeDocuments();
    const answer = await result(
      await bulk({ ids: [lease?.id, coi?.id, lease?.id], change: { categoryId: world.categories.certificates } }),
    );
    expect(answer.failed).toEqual([]);
    expect(answer.changed.map((view) => [view.title, view.category?.name])).toEqual([
      ['Lease', 'certificates'],
      ['COI', 'certificates'],
    ]);
    const rows = await auditRows('document.updated');
    expect(rows.map((row) => row.entityId).sort()).toEqual([lease?.id, coi?.id].sort());
    const [rules] = await db().select().from(documents).where(eq(documents.title, 'Rules'));
    expect(rules?.categoryId).toBeNull();
  });

  test('changes the access level, and deletes into the trash like a single delete', async () => {
    const [lease, coi, rules] = await threeDocuments();
    const level = await result(await bulk({ ids: [lease?.id, coi?.id], change: { accessLevel: 'public' } }));
    expect(level.changed.map((view) => view.accessLevel)).toEqual(['public', 'public']);
    const deleted = await result(await bulk({ ids: [coi?.id, rules?.id], change: { delete: true } }));
    expect(deleted.changed.map((view) => [view.title, view.status])).toEqual([
      ['COI', 'trashed'],
      ['Rules', 'trashed'],
    ]);
    expect((await auditRows('document.trashed')).length).toBe(2);
  });

  test('a document that refuses is named with its reason; the others still change', async () => {
    const [lease, coi] = await threeDocuments();
    await call(world.harness, 'DELETE', `/api/documents/${coi?.id}`, undefined, world.staff.cookie);
    const unknown = crypto.randomUUID();
    const answer = await result(await bulk({ ids: [lease?.id, coi?.id, unknown], change: { delete: true } }));
    expect(answer.changed.map((view) => view.title)).toEqual(['Lease']);
    expect(answer.failed).toEqual([
      { id: coi?.id, title: 'COI', message: alreadyTrashedMessage },
      { id: unknown, title: null, message: 'Document not found' },
    ]);
  });

  test('an unknown category refuses the whole request, changing nothing', async () => {
    const [lease] = await threeDocuments();
    const response = await bulk({ ids: [lease?.id], change: { categoryId: crypto.randomUUID() } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { categoryId: unknownCategoryMessage } });
    expect(await auditRows('document.updated')).toEqual([]);
  });

  test('refuses no ids, too many, a mixed change; and anyone but staff', async () => {
    const [lease] = await threeDocuments();
    const tooMany = Array.from({ length: maxBulkDocuments + 1 }, () => crypto.randomUUID());
    for (const body of [
      { ids: [], change: { delete: true } },
      { ids: tooMany, change: { delete: true } },
      { ids: [lease?.id], change: { delete: true, accessLevel: 'public' } },
      { ids: [lease?.id], change: { delete: false } },
    ]) {
      expect((await bulk(body)).status).toBe(400);
    }
    expect((await bulk({ ids: [lease?.id], change: { delete: true } }, world.customer.cookie)).status).toBe(403);
    expect((await bulk({ ids: [lease?.id], change: { delete: true } }, '')).status).toBe(401);
    const [unchanged] = await db().select().from(documents).where(eq(documents.title, 'Lease'));
    expect(unchanged?.status).toBe('active');
  });
});

describe('PATCH /api/documents/{id} from the edit form', () => {
  test('blank fields clear, as null does', async () => {
    const { document } = await libraryDocument(world.harness, {
      description: 'Old',
      categoryId: world.categories.contracts,
      expiresAt: '2027-01-01',
    });
    const response = await call(
      world.harness,
      'PATCH',
      `/api/documents/${document.id}`,
      {
        title: 'Hull survey',
        description: '',
        categoryId: '',
        customerId: '',
        expiresAt: '',
        tags: 'hull, Gulf Tide',
        accessLevel: 'public',
      },
      world.staff.cookie,
    );
    expect(response.status).toBe(200);
    const { document: view } = (await response.json()) as { document: unknown };
    expect(documentViewSchema.parse(view)).toMatchObject({
      description: null,
      category: null,
      expiresAt: null,
      tags: ['hull', 'Gulf Tide'],
      accessLevel: 'public',
    });
  });
});
