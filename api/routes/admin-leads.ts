import { Hono, type Context } from 'hono';
import { leadFiltersSchema, leadListQuerySchema, leadPathSchema, leadUpdateSchema } from '#shared/schemas/admin-leads.ts';
import { leadReplySchema } from '#shared/schemas/lead-reply.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { requireStaff } from '#api/auth/guards.ts';
import { attachmentDisposition } from '#api/http/download.ts';
import { idempotencyKey } from '#api/http/idempotency-key.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { notFound } from '#api/lib/errors.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, queryParams } from '#api/middleware/validate.ts';
import { exportLeadsCsv } from '#api/services/admin-leads/export-leads.ts';
import { getLead } from '#api/services/admin-leads/get-lead.ts';
import { markLeadsSeen } from '#api/services/admin-leads/leads-seen.ts';
import { listLeads } from '#api/services/admin-leads/list-leads.ts';
import { replyToLead } from '#api/services/admin-leads/reply-to-lead.ts';
import { updateLead } from '#api/services/admin-leads/update-lead.ts';
import { withIdempotency } from '#api/services/idempotency.ts';
import { zValidator } from '@hono/zod-validator';

/** A kind or id that names nothing answers 404 like an unknown lead. */
const leadPath = () =>
  zValidator('param', leadPathSchema, (result) => {
    if (!result.success) throw notFound('Lead not found');
  });

const csvAnswer = (c: Context<AppEnv>, csv: string) =>
  c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8; header=present',
    'Content-Disposition': attachmentDisposition(`leads-${facilityToday(c.var.ctx.clock.now())}.csv`),
  });

/**
 * The leads inbox (`/api/admin/leads`): service and quote requests for staff. A reply sends mail, so
 * a retried or doubled send with the same Idempotency-Key answers the first one instead.
 */
export function adminLeadRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff(), noStore())
    .get('/', queryParams(leadListQuerySchema), async (c) => {
      const { items, nextCursor } = await listLeads(c.var.ctx, c.req.valid('query'));
      setNextPageLink(c, nextCursor);
      return c.json(items);
    })
    .get('/export.csv', queryParams(leadFiltersSchema), async (c) => csvAnswer(c, await exportLeadsCsv(c.var.ctx, c.req.valid('query'))))
    .post('/seen', async (c) => c.json(await markLeadsSeen(c.var.ctx)))
    .get('/:kind/:id', leadPath(), async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json({ lead: await getLead(c.var.ctx, kind, id) });
    })
    .patch('/:kind/:id', leadPath(), jsonBody(leadUpdateSchema), async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json({ lead: await updateLead(c.var.ctx, kind, id, c.req.valid('json')) });
    })
    .post('/:kind/:id/replies', leadPath(), jsonBody(leadReplySchema), async (c) => {
      const { kind, id } = c.req.valid('param');
      const reply = c.req.valid('json');
      const request = { scope: 'lead-replies', key: idempotencyKey(c), body: { kind, id, ...reply } };
      const { status, body } = await withIdempotency(c.var.ctx, request, async (ctx) => ({
        status: 201 as const,
        body: { lead: await replyToLead(ctx, kind, id, reply) },
      }));
      return c.json(body, status);
    });
}
