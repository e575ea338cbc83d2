import { Hono } from 'hono';
import { z } from 'zod';
import { customerVesselChangeSchema } from '#shared/schemas/customer-vessel.ts';
import { requireStaff } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { AppError } from '#api/lib/errors.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { changeClientVessel, listClientVessels } from '#api/services/customer-vessels/client-vessels.ts';
import { zValidator } from '@hono/zod-validator';

const clientVesselParams = z.object({ id: z.uuid(), vesselId: z.uuid() });

/** Ids that are not UUIDs name nothing: 404, as for unknown ones. */
const clientVesselPath = () =>
  zValidator('param', clientVesselParams, (result) => {
    if (!result.success) throw new AppError('not_found', 'Not found');
  });

/** A client's vessels on record for the office (`/api/admin/clients/{id}/vessels`), staff only. */
export function adminClientVesselRoutes() {
  const staff = requireStaff();
  return new Hono<AppEnv>()
    .get('/clients/:id/vessels', staff, noStore(), pathId(), async (c) =>
      c.json(await listClientVessels(c.var.ctx, c.req.valid('param').id)),
    )
    .patch('/clients/:id/vessels/:vesselId', staff, noStore(), clientVesselPath(), jsonBody(customerVesselChangeSchema), async (c) => {
      const { id, vesselId } = c.req.valid('param');
      return c.json(await changeClientVessel(c.var.ctx, { clientId: id, vesselId }, c.req.valid('json')));
    });
}
