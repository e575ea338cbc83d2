import { Hono } from 'hono';
import { stormAnswerSchema } from '#shared/schemas/storm-answer.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { answerStormNotice, readStormNotice } from '#api/services/storm-notices/answer-storm-notice.ts';

/**
 * A tenant's one-click answer to a storm stage's notice (`/api/storm-answers/{token}`): the token
 * from the mail is the only key, so no sign-in is needed; its service says whether it still works.
 */
export function stormAnswerRoutes() {
  return new Hono<AppEnv>()
    .use('*', noStore())
    .get('/:token', async (c) => c.json(await readStormNotice(c.var.ctx, c.req.param('token'))))
    .post('/:token', jsonBody(stormAnswerSchema), async (c) =>
      c.json(await answerStormNotice(c.var.ctx, c.req.param('token'), c.req.valid('json'))),
    );
}
