import { Hono } from 'hono';
import { recommendationRequestSchema } from '#shared/schemas/recommendation.ts';
import { leadSubmissionLimit } from '#api/auth/lead-rate-limit.ts';
import { loadCompany } from '#api/content/company.ts';
import { loadServices } from '#api/content/services.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { createRecommendationEngine } from '#api/services/recommendations/engine.ts';

export function recommendationRoutes(deps: AppDependencies) {
  // Built with the app, so a broken service page stops the start instead of the first request.
  const engine = createRecommendationEngine(loadServices(), loadCompany());
  return new Hono<AppEnv>().post('/', leadSubmissionLimit(deps), jsonBody(recommendationRequestSchema), (c) =>
    c.json(engine.answer(c.req.valid('json'))),
  );
}
