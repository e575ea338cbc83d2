import { Hono } from 'hono';
import { berthAvailabilityQuerySchema } from '#shared/schemas/berth-reservation.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { queryParams } from '../lib/validate.ts';
import { listBerths } from '../services/berths/list-berths.ts';

export function berthRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().get('/', queryParams(berthAvailabilityQuerySchema), async (c) => {
    const berthList = await listBerths(deps.db, c.req.valid('query'));
    // Availability changes with every booking, so no cache may keep an old answer.
    c.header('Cache-Control', 'no-store');
    return c.json(berthList);
  });
}
