import { Hono } from 'hono';
import { z } from 'zod';
import { insuranceOverrideSchema } from '#shared/schemas/insurance-certificate.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { fileDownload } from '#api/http/download.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { AppError } from '#api/lib/errors.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { findClient } from '#api/services/admin-clients/admin-client-view.ts';
import { grantOverride } from '#api/services/insurance/grant-override.ts';
import { openCertificate } from '#api/services/insurance/open-certificate.ts';
import { readCustomerInsurance } from '#api/services/insurance/read-vessel-insurance.ts';
import { verifyCertificate } from '#api/services/insurance/verify-certificate.ts';
import { zValidator } from '@hono/zod-validator';

/** Ids that are not UUIDs name nothing: 404, as for unknown ones. */
const clientVesselPath = () =>
  zValidator('param', z.object({ id: z.uuid(), vesselId: z.uuid() }), (result) => {
    if (!result.success) throw new AppError('not_found', 'Not found');
  });

/**
 * Vessel insurance for the office (`/api/admin`): a client's vessels' cover, verifying certificates,
 * overrides. Staff only; each route carries its own guard, as other staff routes share the prefix.
 */
export function adminVesselInsuranceRoutes() {
  const staff = requireStaff();
  return new Hono<AppEnv>()
    .get('/clients/:id/vessel-insurance', staff, noStore(), pathId(), async (c) => {
      const client = await findClient(c.var.ctx.db, c.req.valid('param').id);
      return c.json(await readCustomerInsurance(c.var.ctx, client.id));
    })
    .post(
      '/clients/:id/vessels/:vesselId/insurance-override',
      staff,
      noStore(),
      clientVesselPath(),
      jsonBody(insuranceOverrideSchema),
      async (c) => {
        const { id, vesselId } = c.req.valid('param');
        return c.json({ override: await grantOverride(c.var.ctx, { clientId: id, vesselId }, c.req.valid('json')) }, 201);
      },
    )
    .get('/insurance-certificates/:id/file', staff, noStore(), pathId(), async (c) => {
      const { opened, fileName } = await openCertificate(c.var.ctx, c.req.valid('param').id);
      return fileDownload(opened, fileName);
    })
    .post('/insurance-certificates/:id/verify', staff, noStore(), pathId(), async (c) =>
      c.json({ certificate: await verifyCertificate(c.var.ctx, c.req.valid('param').id) }),
    );
}
