import { Hono } from 'hono';
import { leaseSignatureSchema } from '#shared/schemas/lease.ts';
import { readCheckoutToken } from '../auth/checkout-cookie.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { jsonBody, pathId } from '../lib/validate.ts';
import { readLease, readLeasePdf } from '../services/leases/read-lease.ts';
import { signLease } from '../services/leases/sign-lease.ts';

export function leaseRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .get('/:id', pathId(), async (c) => {
      const lease = await readLease(deps.db, c.req.valid('param').id, readCheckoutToken(c));
      c.header('Cache-Control', 'private, no-store');
      return c.json(lease);
    })
    .get('/:id/pdf', pathId(), async (c) => {
      const { fileName, pdf } = await readLeasePdf(deps.db, c.req.valid('param').id, readCheckoutToken(c));
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
    })
    .post('/:id/sign', pathId(), jsonBody(leaseSignatureSchema), async (c) => {
      const lease = await signLease(deps.db, {
        leaseId: c.req.valid('param').id,
        checkoutToken: readCheckoutToken(c),
        signature: c.req.valid('json'),
      });
      return c.json({ lease });
    });
}
