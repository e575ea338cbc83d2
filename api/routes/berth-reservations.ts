import { Hono } from 'hono';
import { berthReservationSchema } from '#shared/schemas/berth-reservation.ts';
import { leaseInfoSchema } from '#shared/schemas/lease.ts';
import { ensureCheckoutToken, readCheckoutToken } from '../auth/checkout-cookie.ts';
import { reservationCreationLimit } from '../auth/reservation-rate-limit.ts';
import { hashToken } from '../auth/tokens.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { jsonBody, pathId } from '../lib/validate.ts';
import { generateLease } from '../services/leases/generate-lease.ts';
import { createReservation } from '../services/reservations/create-reservation.ts';
import { readReservation } from '../services/reservations/read-reservation.ts';

export function berthReservationRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .post('/', reservationCreationLimit(deps), jsonBody(berthReservationSchema), async (c) => {
      const token = ensureCheckoutToken(c, deps.config.isProduction);
      const reservation = await createReservation(deps.db, { ...c.req.valid('json'), checkoutTokenHash: hashToken(token) });
      return c.json(reservation, 201);
    })
    .get('/:id', pathId(), async (c) => {
      const reservation = await readReservation(deps.db, c.req.valid('param').id, readCheckoutToken(c));
      c.header('Cache-Control', 'private, no-store');
      return c.json(reservation);
    })
    .post('/:id/generate-lease', pathId(), jsonBody(leaseInfoSchema), async (c) => {
      const { lease, created } = await generateLease(deps.db, {
        reservationId: c.req.valid('param').id,
        checkoutToken: readCheckoutToken(c),
        info: c.req.valid('json'),
      });
      return c.json({ lease }, created ? 201 : 200);
    });
}
