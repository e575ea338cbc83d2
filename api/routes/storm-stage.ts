import { Hono } from 'hono';
import { stormStageUpdateSchema } from '#shared/schemas/storm-stage.ts';
import { requireStaff } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { readStormStage } from '#api/services/storm-stage/read-storm-stage.ts';
import { readStormStageAdmin } from '#api/services/storm-stage/read-storm-stage-admin.ts';
import { setStormStage } from '#api/services/storm-stage/set-storm-stage.ts';

/** The current storm stage in words, for every page's banner (`/api/storm-stage`). */
export function stormStageRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await readStormStage(c.var.ctx));
  });
}

/** Staff setting the storm stage (`/api/admin/storm-stage`). */
export function stormStageAdminRoutes() {
  return new Hono<AppEnv>()
    .use('*', requireStaff(), noStore())
    .get('/', async (c) => c.json(await readStormStageAdmin(c.var.ctx)))
    .put('/', jsonBody(stormStageUpdateSchema), async (c) => c.json(await setStormStage(c.var.ctx, c.req.valid('json'))));
}
