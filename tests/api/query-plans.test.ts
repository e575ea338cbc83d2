import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { seedMarinaDecade } from '#scripts/growth/marina-decade.ts';
import { measuredApp } from '#scripts/growth/measured-app.ts';
import { measuredRequests } from '#scripts/growth/measured-requests.ts';
import { explain, sequentialScansOfGrowingTables, type CapturedQuery } from '#scripts/growth/query-plans.ts';
import { createTestClock } from '#tests/setup/test-clock.ts';
import { getTestDatabase, resetDatabase } from '#tests/setup/test-database.ts';

// A few thousand rows of every growing table: too few for the planner to prefer an index by
// itself, so each plan is made with sequential scans forbidden. What still reads a growing table
// whole then has no index that can serve it, and will read it whole at any size.
const smallScale = 0.02;
const clock = createTestClock();
const requests = measuredRequests(clock.now());

let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof measuredApp>>;

beforeAll(async () => {
  handle = await getTestDatabase();
  await resetDatabase(handle.db);
  await seedMarinaDecade(handle.db, smallScale);
  app = await measuredApp(handle, clock);
});

afterAll(async () => {
  await resetDatabase(handle.db);
});

async function statementsOf(request: (typeof requests)[number]): Promise<CapturedQuery[]> {
  return app.recorder.record(async () => (await app.send(request)).arrayBuffer());
}

describe('every list, search and availability query can be served by an index', () => {
  test.each(requests.map((request) => [request.name, request] as const))('%s', async (_name, request) => {
    const statements = await statementsOf(request);
    expect(statements.length).toBeGreaterThan(0);
    const wholeTableReads = [];
    for (const statement of statements) {
      const scans = sequentialScansOfGrowingTables(await explain(handle, statement, { indexesOnly: true }));
      if (scans.length > 0) wholeTableReads.push({ tables: scans, sql: statement.sql });
    }
    expect(wholeTableReads).toEqual([]);
  });
});
