import { Hono } from 'hono';
import { berthChartQuerySchema } from '#shared/schemas/berth-chart.ts';
import { requireStaff } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { queryParams } from '#api/middleware/validate.ts';
import { berthChart } from '#api/services/berth-chart/berth-chart-view.ts';

/** The staff berth chart (`/api/admin/berth-chart`): every berth's stays, holds and blocks in one answer. */
export function adminBerthChartRoutes() {
  return new Hono<AppEnv>().get('/berth-chart', requireStaff(), noStore(), queryParams(berthChartQuerySchema), async (c) =>
    c.json(await berthChart(c.var.ctx, c.req.valid('query'))),
  );
}
