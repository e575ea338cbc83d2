import { Hono } from 'hono';
import { quoteRequestSchema } from '#shared/schemas/quote.ts';
import { leadSubmissionLimit } from '#api/auth/lead-rate-limit.ts';
import { idempotencyKey } from '#api/http/idempotency-key.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { withIdempotency } from '#api/services/idempotency.ts';
import { createQuote } from '#api/services/leads/create-quote.ts';

export function quoteRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().post('/', leadSubmissionLimit(deps), jsonBody(quoteRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const request = { scope: 'quotes', key: idempotencyKey(c), body: input };
    const { status, body } = await withIdempotency(c.var.ctx, request, async (ctx) => ({
      status: 201 as const,
      body: await createQuote(ctx, input),
    }));
    return c.json(body, status);
  });
}
