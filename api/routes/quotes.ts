import { Hono } from 'hono';
import { quoteRequestSchema } from '#shared/schemas/quote.ts';
import { leadSubmissionLimit } from '../auth/lead-rate-limit.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { jsonBody } from '../lib/validate.ts';
import { createQuote } from '../services/leads/create-quote.ts';

export function quoteRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().post('/', leadSubmissionLimit(deps), jsonBody(quoteRequestSchema), async (c) => {
    const created = await createQuote(deps.db, c.req.valid('json'), deps.config.mail);
    return c.json(created, 201);
  });
}
