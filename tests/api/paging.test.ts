import { beforeEach, expect, test } from 'vitest';
import { serviceRequests } from '#api/db/schema/index.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import { queryParams } from '#api/middleware/validate.ts';
import { newestFirst, pageOf } from '#api/services/paging.ts';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { createTestApp } from '#tests/setup/test-app.ts';
import { resetDatabase } from '#tests/setup/test-database.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeEach(async () => {
  harness = await createTestApp();
  await resetDatabase(harness.db);
  harness.app.get('/api/test/requests', queryParams(pageQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const paging = newestFirst(serviceRequests, query);
    const rows = await harness.db
      .select({ id: serviceRequests.id, createdAt: serviceRequests.createdAt, email: serviceRequests.email })
      .from(serviceRequests)
      .where(paging.where)
      .orderBy(...paging.orderBy)
      .limit(paging.limit);
    const page = pageOf(rows, query);
    setNextPageLink(c, page.nextCursor);
    return c.json(page.items.map((row) => row.email));
  });
});

async function insertRequests(count: number, sameMoment: Date | undefined = undefined) {
  for (let index = 0; index < count; index += 1) {
    const createdAt = sameMoment ?? new Date(Date.UTC(2026, 10, 1, 12, index));
    await harness.db.insert(serviceRequests).values({ email: `lead${index}@example.com`, projectDetails: 'Crew change', createdAt });
  }
}

async function walk(firstPath: string): Promise<{ pages: string[][]; statuses: number[] }> {
  const pages: string[][] = [];
  const statuses: number[] = [];
  let path: string | undefined = firstPath;
  while (path) {
    const response = await harness.app.request(path);
    statuses.push(response.status);
    pages.push((await response.json()) as string[]);
    path = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  }
  return { pages, statuses };
}

test('a list pages newest first and every row appears once, following the Link header', async () => {
  await insertRequests(7);
  const { pages, statuses } = await walk('/api/test/requests?limit=3');
  expect(statuses).toEqual([200, 200, 200]);
  expect(pages).toEqual([
    ['lead6@example.com', 'lead5@example.com', 'lead4@example.com'],
    ['lead3@example.com', 'lead2@example.com', 'lead1@example.com'],
    ['lead0@example.com'],
  ]);
});

test('rows created at the same moment are split between pages by id, none lost or repeated', async () => {
  await insertRequests(5, new Date('2026-11-01T12:00:00Z'));
  const { pages } = await walk('/api/test/requests?limit=2');
  expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  expect(new Set(pages.flat()).size).toBe(5);
});

test('the last page has no Link, a bad cursor or limit answers 400', async () => {
  await insertRequests(2);
  expect((await harness.app.request('/api/test/requests?limit=5')).headers.get('link')).toBeNull();
  expect((await harness.app.request('/api/test/requests?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
  expect((await harness.app.request('/api/test/requests?limit=0')).status).toBe(400);
  expect((await harness.app.request('/api/test/requests?limit=101')).status).toBe(400);
});
