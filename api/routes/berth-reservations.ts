import { Hono, type Context } from 'hono';
import { adminReservationQuerySchema, reservationStatusChangeSchema } from '#shared/schemas/admin-reservations.ts';
import { berthReservationSchema } from '#shared/schemas/berth-reservation.ts';
import { leaseInfoSchema } from '#shared/schemas/lease.ts';
import { resumeHoldSchema } from '#shared/schemas/resume-hold.ts';
import { signingLinkSchema } from '#shared/schemas/signing-link.ts';
import { asCheckoutHolder, pendingCheckoutHolder } from '#api/auth/checkout-cookie.ts';
import { secureCookies } from '#api/auth/cookies.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { reservationCreationLimit } from '#api/auth/reservation-rate-limit.ts';
import { idempotencyKey } from '#api/http/idempotency-key.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId, queryParams } from '#api/middleware/validate.ts';
import { redeemSigningLink } from '#api/services/leases/signing-links/redeem-signing-link.ts';
import { listAdminReservations } from '#api/services/admin-reservations/list-reservations.ts';
import { withIdempotency } from '#api/services/idempotency.ts';
import { generateLease } from '#api/services/leases/generate-lease.ts';
import { createReservation, type HoldRequest } from '#api/services/reservations/create-reservation.ts';
import { moveReservation } from '#api/services/reservations/lifecycle/reservation-lifecycle.ts';
import { readReservation } from '#api/services/reservations/read-reservation.ts';
import { listResumableHolds } from '#api/services/reservations/resumable-holds.ts';
import { resumeHold } from '#api/services/reservations/resume-hold.ts';

export function berthReservationRoutes(deps: AppDependencies) {
  const holdRequest = (c: Context<AppEnv>): HoldRequest => ({
    clientIp: clientIp(c, deps.config.trustProxy),
    holdMinutes: deps.config.holdMinutes,
    limitHolds: deps.config.rateLimit,
  });

  return new Hono<AppEnv>()
    .post('/', reservationCreationLimit(deps), jsonBody(berthReservationSchema), async (c) => {
      const input = c.req.valid('json');
      const holder = pendingCheckoutHolder(c, secureCookies(deps.config));
      const request = { scope: 'berth-reservations', key: idempotencyKey(c), body: input };
      const { status, body } = await withIdempotency(holder.ctx, request, async (ctx) => {
        holder.giveCookie();
        return { status: 201 as const, body: await createReservation(ctx, input, holdRequest(c)) };
      });
      return c.json(body, status);
    })
    .get('/', requireStaff(), noStore(), queryParams(adminReservationQuerySchema), async (c) => {
      const { items, nextCursor } = await listAdminReservations(c.var.ctx, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json(items);
    })
    .patch('/:id', requireStaff(), noStore(), pathId(), jsonBody(reservationStatusChangeSchema), async (c) => {
      const { status, reason } = c.req.valid('json');
      return c.json(await moveReservation(c.var.ctx, c.req.valid('param').id, status, reason));
    })
    .get('/resumable', async (c) => {
      const holds = await listResumableHolds(c.var.ctx);
      c.header('Cache-Control', 'private, no-store');
      return c.json(holds);
    })
    .get('/:id', pathId(), async (c) => {
      const reservation = await readReservation(c.var.ctx, c.req.valid('param').id);
      c.header('Cache-Control', 'private, no-store');
      return c.json(reservation);
    })
    .post('/:id/resume', noStore(), pathId(), jsonBody(resumeHoldSchema), async (c) => {
      const holder = asCheckoutHolder(c, secureCookies(deps.config));
      return c.json(await resumeHold(holder, { reservationId: c.req.valid('param').id, token: c.req.valid('json').token }));
    })
    .post('/:id/signing-link', noStore(), pathId(), jsonBody(signingLinkSchema), async (c) => {
      const holder = asCheckoutHolder(c, secureCookies(deps.config));
      return c.json(await redeemSigningLink(holder, { reservationId: c.req.valid('param').id, token: c.req.valid('json').token }));
    })
    .post('/:id/generate-lease', pathId(), jsonBody(leaseInfoSchema), async (c) => {
      const browser = { clientIp: clientIp(c, deps.config.trustProxy), userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null };
      const { lease, created } = await generateLease(c.var.ctx, {
        reservationId: c.req.valid('param').id,
        info: c.req.valid('json'),
        browser,
      });
      return c.json({ lease }, created ? 201 : 200);
    });
}
