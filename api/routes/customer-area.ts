import { Hono, type Context } from 'hono';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import { fileDownload } from '#api/http/download.ts';
import { setNextPageLink } from '#api/http/next-page-link.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { pathId, queryParams } from '#api/middleware/validate.ts';
import { claimReservation } from '#api/services/customer-area/claim-reservation.ts';
import { releaseHold } from '#api/services/customer-area/release-hold.ts';
import { countCustomerLists } from '#api/services/customer-area/count-lists.ts';
import { listCustomerReservations } from '#api/services/customer-area/customer-reservations.ts';
import { listCustomerDocuments } from '#api/services/customer-area/list-documents.ts';
import { listCustomerInvoices } from '#api/services/customer-area/list-invoices.ts';
import { listCustomerServiceRequests } from '#api/services/customer-area/list-service-requests.ts';
import { openCustomerDocument } from '#api/services/customer-area/open-document.ts';
import type { Page } from '#api/services/paging.ts';

/** A page of one of the caller's lists: the rows as the body, the next page in the Link header. */
function pageAnswer<Item>(c: Context<AppEnv>, { items, nextCursor }: Page<Item>) {
  setNextPageLink(c, nextCursor);
  return c.json(items);
}

/** The signed-in customer's own records (`/api/customer`); every answer is about one person, so none is cached. */
export function customerAreaRoutes() {
  return new Hono<AppEnv>()
    .use(requireCustomer(), noStore())
    .get('/counts', async (c) => c.json(await countCustomerLists(c.var.ctx)))
    .get('/service-requests', queryParams(pageQuerySchema), async (c) =>
      pageAnswer(c, await listCustomerServiceRequests(c.var.ctx, c.req.valid('query'))),
    )
    .get('/invoices', queryParams(pageQuerySchema), async (c) => pageAnswer(c, await listCustomerInvoices(c.var.ctx, c.req.valid('query'))))
    .get('/documents', queryParams(pageQuerySchema), async (c) =>
      pageAnswer(c, await listCustomerDocuments(c.var.ctx, c.req.valid('query'))),
    )
    .get('/documents/:id/download', pathId(), async (c) => {
      const { opened, fileName } = await openCustomerDocument(c.var.ctx, c.req.valid('param').id);
      return fileDownload(opened, fileName);
    })
    .get('/reservations', queryParams(pageQuerySchema), async (c) =>
      pageAnswer(c, await listCustomerReservations(c.var.ctx, c.req.valid('query'))),
    )
    .post('/reservations/:id/claim', pathId(), async (c) =>
      c.json({ reservation: await claimReservation(c.var.ctx, c.req.valid('param').id) }),
    )
    .post('/reservations/:id/release', pathId(), async (c) =>
      c.json({ reservation: await releaseHold(c.var.ctx, c.req.valid('param').id) }),
    );
}
