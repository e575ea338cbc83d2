import { Hono } from 'hono';
import { berthAvailabilityQuerySchema } from '#shared/schemas/berth-reservation.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { queryParams } from '../lib/validate.ts';
import { listBerths } from '../services/berths/list-berths.ts';
import { sharedRecentResult } from '../services/berths/shared-recent-result.ts';

// Without dates the list is the berths with their state today: every visitor of /berths asks for
// it, so requests a moment apart share one answer, at most 2 s old (a block or stay starting or
// ending, midnight included, shows that much later). Bookings never rely on it (the reservation
// service re-reads the berth and its calendar under a lock), and a date query always reads live.
const berthRecordsTtlMs = 2_000;

export function berthRoutes(deps: AppDependencies) {
  // Shared as the JSON text, so the requests sharing one answer do not each serialise it again.
  const berthRecordsJson = sharedRecentResult(async () => JSON.stringify(await listBerths(deps, {})), berthRecordsTtlMs);

  return new Hono<AppEnv>().get('/', queryParams(berthAvailabilityQuerySchema), async (c) => {
    const query = c.req.valid('query');
    // Availability changes with every booking, so no other cache may keep an old answer.
    c.header('Cache-Control', 'no-store');
    if (query.arrival && query.departure) return c.json(await listBerths(c.var.ctx, query));
    return c.body(await berthRecordsJson(), 200, { 'Content-Type': 'application/json' });
  });
}
