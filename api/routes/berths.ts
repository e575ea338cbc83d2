import { Hono } from 'hono';
import { berthAvailabilityQuerySchema } from '#shared/schemas/berth-reservation.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { queryParams } from '../lib/validate.ts';
import { listBerths } from '../services/berths/list-berths.ts';
import { sharedRecentResult } from '../services/berths/shared-recent-result.ts';

// Without dates the list is the berth records alone, which only staff change: every visitor of
// /berths asks for it, so requests a moment apart share one query. Bookings never rely on it (the
// reservation service re-reads the berth under a lock), and a date query always reads live.
const berthRecordsTtlMs = 2_000;

export function berthRoutes(deps: AppDependencies) {
  const berthRecords = sharedRecentResult(() => listBerths(deps.db, {}), berthRecordsTtlMs);

  return new Hono<AppEnv>().get('/', queryParams(berthAvailabilityQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const berthList = query.arrival && query.departure ? await listBerths(deps.db, query) : await berthRecords();
    // Availability changes with every booking, so no other cache may keep an old answer.
    c.header('Cache-Control', 'no-store');
    return c.json(berthList);
  });
}
