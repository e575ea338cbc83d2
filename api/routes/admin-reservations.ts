import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { berthCalendarQuerySchema } from '#shared/schemas/admin-reservations.ts';
import { berthBlockFormSchema } from '#shared/schemas/berth-block.ts';
import { leaseInfoSchema } from '#shared/schemas/lease.ts';
import { requireStaff } from '#api/auth/guards.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { AppError } from '#api/lib/errors.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId, queryParams } from '#api/middleware/validate.ts';
import { berthCalendar, toBerthBlockView } from '#api/services/admin-reservations/berth-calendar-view.ts';
import { listBerthBlocks } from '#api/services/admin-reservations/list-berth-blocks.ts';
import { reservationDetail } from '#api/services/admin-reservations/reservation-detail.ts';
import { sendLeaseForSignature } from '#api/services/leases/signing-links/send-lease-for-signature.ts';
import { addBerthBlock } from '#api/services/berth-blocks/add-berth-block.ts';
import { removeBerthBlock } from '#api/services/berth-blocks/remove-berth-block.ts';
import { cancelHold } from '#api/services/reservations/lifecycle/reservation-lifecycle.ts';

// A block's path names its berth and itself; an id that is not a UUID names nothing, so it is 404.
const blockPath = () =>
  zValidator('param', z.object({ id: z.uuid(), blockId: z.uuid() }), (result) => {
    if (!result.success) throw new AppError('not_found', 'Not found');
  });

/** Staff work on reservations and berth calendars (`/api/admin`); every answer is staff-only and never cached. */
export function adminReservationRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .get('/reservations/:id', requireStaff(), noStore(), pathId(), async (c) =>
      c.json(await reservationDetail(c.var.ctx, c.req.valid('param').id)),
    )
    .post('/reservations/:id/cancel-hold', requireStaff(), noStore(), pathId(), async (c) =>
      c.json(await cancelHold(c.var.ctx, c.req.valid('param').id)),
    )
    .post('/reservations/:id/send-lease', requireStaff(), noStore(), pathId(), jsonBody(leaseInfoSchema), async (c) => {
      const browser = { clientIp: clientIp(c, deps.config.trustProxy), userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null };
      return c.json(await sendLeaseForSignature(c.var.ctx, { reservationId: c.req.valid('param').id, info: c.req.valid('json'), browser }));
    })
    .get('/berths/:id/blocks', requireStaff(), noStore(), pathId(), async (c) =>
      c.json(await listBerthBlocks(c.var.ctx, c.req.valid('param').id)),
    )
    .post('/berths/:id/blocks', requireStaff(), noStore(), pathId(), jsonBody(berthBlockFormSchema), async (c) => {
      const block = await addBerthBlock(c.var.ctx, { ...c.req.valid('json'), berthId: c.req.valid('param').id });
      return c.json(toBerthBlockView(block), 201);
    })
    .delete('/berths/:id/blocks/:blockId', requireStaff(), noStore(), blockPath(), async (c) => {
      const { id, blockId } = c.req.valid('param');
      await removeBerthBlock(c.var.ctx, { berthId: id, blockId });
      return c.body(null, 204);
    })
    .get('/berths/:id/calendar', requireStaff(), noStore(), pathId(), queryParams(berthCalendarQuerySchema), async (c) =>
      c.json(await berthCalendar(c.var.ctx, c.req.valid('param').id, c.req.valid('query'))),
    );
}
