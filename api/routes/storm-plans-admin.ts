import { Hono } from 'hono';
import { requireStaff } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { readStormPlanList } from '#api/services/storm-plans/read-storm-plan-list.ts';

/** The office's storm-plan list (`/api/admin/storm-plans`): vessels at the marina this season, plan signed or missing. */
export function stormPlanAdminRoutes() {
  return new Hono<AppEnv>().use('*', requireStaff(), noStore()).get('/', async (c) => c.json(await readStormPlanList(c.var.ctx)));
}
