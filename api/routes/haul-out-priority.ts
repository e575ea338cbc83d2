import { Hono } from 'hono';
import { buyHaulPrioritySchema } from '#shared/schemas/haul-out-priority.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { buyHaulPriority } from '#api/services/haul-outs/buy-haul-priority.ts';
import { readHaulPriority } from '#api/services/haul-outs/read-haul-priority.ts';

/** The signed-in customer's haul-out priority (`/api/customer/haul-out-priority`): what it costs, and its invoice per stay. */
export function haulOutPriorityRoutes() {
  return new Hono<AppEnv>()
    .use(requireCustomer(), noStore())
    .get('/', async (c) => c.json(await readHaulPriority(c.var.ctx)))
    .post('/', jsonBody(buyHaulPrioritySchema), async (c) =>
      c.json({ invoice: await buyHaulPriority(c.var.ctx, c.req.valid('json').reservationId) }),
    );
}
