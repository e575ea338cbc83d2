import { Hono } from 'hono';
import { serviceRequestSchema } from '#shared/schemas/service-request.ts';
import { leadSubmissionLimit } from '../auth/lead-rate-limit.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { jsonBody } from '../lib/validate.ts';
import { createServiceRequest } from '../services/leads/create-service-request.ts';

export function serviceRequestRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().post('/', leadSubmissionLimit(deps), jsonBody(serviceRequestSchema), async (c) => {
    const created = await createServiceRequest(deps.db, c.req.valid('json'), deps.config.mail);
    return c.json(created, 201);
  });
}
