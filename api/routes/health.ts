import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';

export function healthRoutes({ db, logger }: AppDependencies) {
  // A load balancer must see the database's state now, never a cached answer.
  return new Hono<AppEnv>().get('/', noStore(), async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      logger.error('health check failed', { requestId: c.get('requestId'), error });
      return c.json({ status: 'unavailable', message: 'Database is not answering', requestId: c.get('requestId') }, 503);
    }
    return c.json({ status: 'ok' });
  });
}
