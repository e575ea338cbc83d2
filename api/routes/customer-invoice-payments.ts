import { Hono } from 'hono';
import { confirmPaymentSchema } from '#shared/schemas/payment.ts';
import { requireCustomer } from '#api/auth/guards.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { confirmInvoicePayment } from '#api/services/invoice-payments/confirm-invoice-payment.ts';
import { startInvoicePayment } from '#api/services/invoice-payments/start-invoice-payment.ts';

/** The signed-in customer pays one of their invoices by card (`/api/customer/invoices/{id}/payment`), as the checkout pays a berth. */
export function customerInvoicePaymentRoutes({ config }: AppDependencies) {
  const publishableKey = config.payments.mode === 'stripe' ? config.payments.publishableKey : undefined;

  return new Hono<AppEnv>()
    .use(requireCustomer(), noStore())
    .post('/:id/payment', pathId(), async (c) =>
      c.json(await startInvoicePayment(c.var.ctx, { invoiceId: c.req.valid('param').id, publishableKey })),
    )
    .post('/:id/payment/confirm', pathId(), jsonBody(confirmPaymentSchema), async (c) => {
      const invoice = await confirmInvoicePayment(c.var.ctx, {
        invoiceId: c.req.valid('param').id,
        paymentIntentId: c.req.valid('json').paymentIntentId,
      });
      return c.json({ invoice });
    });
}
