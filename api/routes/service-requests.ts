import { Hono } from 'hono';
import { serviceRequestSchema } from '#shared/schemas/service-request.ts';
import { leadSubmissionLimit } from '#api/auth/lead-rate-limit.ts';
import { idempotencyKey } from '#api/http/idempotency-key.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { withIdempotency } from '#api/services/idempotency.ts';
import { createServiceRequest } from '#api/services/leads/create-service-request.ts';

export function serviceRequestRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().post('/', leadSubmissionLimit(deps), jsonBody(serviceRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const request = { scope: 'service-requests', key: idempotencyKey(c), body: input };
    const { status, body } = await withIdempotency(c.var.ctx, request, async (ctx) => ({
      status: 201 as const,
      body: await createServiceRequest(ctx, input),
    }));
    return c.json(body, status);
  });
}
