import { Hono } from 'hono';
import { auditQuerySchema } from '#shared/schemas/admin-audit.ts';
import { operationsStatusUpdateSchema } from '#shared/schemas/operations-status.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, queryParams } from '#api/middleware/validate.ts';
import { readCounts } from '#api/services/admin-overview/read-counts.ts';
import { listAudit } from '#api/services/admin-overview/list-audit.ts';
import { readOverview } from '#api/services/admin-overview/read-overview.ts';
import { readOperationsStatus } from '#api/services/operations-status/read-operations-status.ts';
import { updateOperationsStatus } from '#api/services/operations-status/update-operations-status.ts';

/** The dashboard at a glance, what waits in each tab, the audit log and the status panel's editing (`/api/admin`). */
export function adminOverviewRoutes() {
  return new Hono<AppEnv>()
    .use('/overview', requireStaff(), noStore())
    .use('/audit', requireStaff(), noStore())
    .use('/counts', requireStaff(), noStore())
    .use('/operations-status', requireStaff(), noStore())
    .get('/overview', async (c) => c.json(await readOverview(c.var.ctx)))
    .get('/counts', async (c) => c.json(await readCounts(c.var.ctx)))
    .get('/audit', queryParams(auditQuerySchema), async (c) => {
      const { items, nextCursor } = await listAudit(c.var.ctx, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json(items);
    })
    .put('/operations-status', jsonBody(operationsStatusUpdateSchema), async (c) =>
      c.json(await updateOperationsStatus(c.var.ctx, c.req.valid('json'))),
    );
}

/** The contact page's status panel, for anyone (`/api/operations-status`). */
export function operationsStatusRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await readOperationsStatus(c.var.ctx));
  });
}
