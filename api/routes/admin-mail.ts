import { Hono } from 'hono';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { pathId, queryParams } from '#api/middleware/validate.ts';
import { getSentMail } from '#api/services/sent-mail/get-sent-mail.ts';
import { listSentMail } from '#api/services/sent-mail/list-sent-mail.ts';

/** The office's Sent mail (`/api/admin/mail`): what the server mailed, newest first, and each message as it reads. */
export function adminMailRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff(), noStore())
    .get('/', queryParams(pageQuerySchema), async (c) => {
      const { items, nextCursor } = await listSentMail(c.var.ctx, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json({ mail: items });
    })
    .get('/:id', pathId(), async (c) => c.json({ mail: await getSentMail(c.var.ctx, c.req.valid('param').id) }));
}
