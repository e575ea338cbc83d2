import { Hono } from 'hono';
import { requireStaff } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { pathId } from '#api/middleware/validate.ts';
import { leaseSignatureRecord } from '#api/services/leases/evidence/signature-record.ts';

/** A lease's signature record for the office (`/api/admin/leases/{id}/signature-record`), verified for each request. */
export function adminLeaseRoutes() {
  return new Hono<AppEnv>().get('/leases/:id/signature-record', requireStaff(), noStore(), pathId(), async (c) =>
    c.json(await leaseSignatureRecord(c.var.ctx, c.req.valid('param').id)),
  );
}
