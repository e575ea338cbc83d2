import { Hono } from 'hono';
import { stormPlanSchema, stormPlanSignatureSchema } from '#shared/schemas/storm-plan.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { readMyStormPlans } from '#api/services/storm-plans/read-storm-plans.ts';
import { reviewStormPlan, signStormPlan } from '#api/services/storm-plans/sign-storm-plan.ts';

/** The signed-in customer's storm plans (`/api/customer/storm-plans`): read, review a vessel's filled text, sign it. */
export function customerStormPlanRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>()
    .use(requireCustomer(), noStore())
    .get('/', async (c) => c.json(await readMyStormPlans(c.var.ctx)))
    .post('/:id/review', pathId(), jsonBody(stormPlanSchema), async (c) =>
      c.json(await reviewStormPlan(c.var.ctx, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id', pathId(), jsonBody(stormPlanSignatureSchema), async (c) =>
      c.json(
        await signStormPlan(c.var.ctx, c.req.valid('param').id, c.req.valid('json'), {
          clientIp: clientIp(c, deps.config.trustProxy),
          userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
        }),
        201,
      ),
    );
}
