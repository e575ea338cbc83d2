import { Hono } from 'hono';
import { confirmPaymentSchema } from '#shared/schemas/payment.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody, pathId } from '#api/middleware/validate.ts';
import { confirmPayment } from '#api/services/payments/confirm-payment.ts';
import { createPaymentIntent } from '#api/services/payments/create-payment-intent.ts';

export function reservationPaymentRoutes({ config }: AppDependencies) {
  const publishableKey = config.payments.mode === 'stripe' ? config.payments.publishableKey : undefined;

  return new Hono<AppEnv>()
    .post('/:id/create-payment-intent', noStore(), pathId(), async (c) => {
      return c.json(await createPaymentIntent(c.var.ctx, { reservationId: c.req.valid('param').id, publishableKey }));
    })
    .post('/:id/confirm-payment', noStore(), pathId(), jsonBody(confirmPaymentSchema), async (c) => {
      const reservation = await confirmPayment(c.var.ctx, {
        reservationId: c.req.valid('param').id,
        paymentIntentId: c.req.valid('json').paymentIntentId,
      });
      return c.json({ reservation });
    });
}
