import { Hono } from 'hono';
import { issueInvoiceSchema } from '#shared/schemas/invoices.ts';
import { requireStaff } from '#api/auth/guards.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { issueInvoice } from '#api/services/invoice-payments/issue-invoice.ts';
import { refundInvoicePayment } from '#api/services/invoice-payments/refund-invoice-payment.ts';

/** The office bills a client and refunds an invoice paid online (`/api/admin`). Each route carries its own guard: other staff routes share the prefix. */
export function adminInvoiceRoutes() {
  const staff = requireStaff();
  return new Hono<AppEnv>()
    .post('/clients/:id/invoices', staff, noStore(), pathId(), jsonBody(issueInvoiceSchema), async (c) =>
      c.json({ invoice: await issueInvoice(c.var.ctx, c.req.valid('param').id, c.req.valid('json')) }, 201),
    )
    .post('/invoices/:id/refund', staff, noStore(), pathId(), async (c) =>
      c.json({ invoice: await refundInvoicePayment(c.var.ctx, c.req.valid('param').id) }),
    );
}
