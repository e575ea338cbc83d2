import { Hono } from 'hono';
import { customerVesselChangeSchema, customerVesselSchema, vesselFromReservationSchema } from '#shared/schemas/customer-vessel.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { addMyVessel, changeMyVessel, listMyVessels, retireMyVessel } from '#api/services/customer-vessels/customer-vessels.ts';
import { saveReservationVessel } from '#api/services/customer-vessels/save-reservation-vessel.ts';

/** The signed-in customer's vessels on record (`/api/customer/vessels`); removing one retires it. */
export function customerVesselRoutes() {
  return new Hono<AppEnv>()
    .use(requireCustomer(), noStore())
    .get('/', async (c) => c.json(await listMyVessels(c.var.ctx)))
    .post('/', jsonBody(customerVesselSchema), async (c) => c.json(await addMyVessel(c.var.ctx, c.req.valid('json')), 201))
    .post('/from-reservation', jsonBody(vesselFromReservationSchema), async (c) =>
      c.json(await saveReservationVessel(c.var.ctx, c.req.valid('json').reservationId), 201),
    )
    .patch('/:id', pathId(), jsonBody(customerVesselChangeSchema), async (c) =>
      c.json(await changeMyVessel(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', pathId(), async (c) => c.json(await retireMyVessel(c.var.ctx, c.req.valid('param').id)));
}
