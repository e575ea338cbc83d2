import { Hono } from 'hono';
import { requireCustomer } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { pathId } from '#api/middleware/validate.ts';
import {
  listCustomerNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '#api/services/notifications/customer-notifications.ts';

/** The signed-in customer's notifications (`/api/customer/notifications`), shown in both portals. */
export function customerNotificationRoutes() {
  return new Hono<AppEnv>()
    .use(requireCustomer(), noStore())
    .get('/', async (c) => c.json(await listCustomerNotifications(c.var.ctx)))
    .post('/read-all', async (c) => c.json({ marked: await markAllNotificationsRead(c.var.ctx) }))
    .post('/:id/read', pathId(), async (c) => c.json({ notification: await markNotificationRead(c.var.ctx, c.req.valid('param').id) }));
}
