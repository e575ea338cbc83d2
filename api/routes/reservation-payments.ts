import { Hono } from 'hono';
import { confirmPaymentSchema } from '#shared/schemas/payment.ts';
import { readCheckoutToken } from '../auth/checkout-cookie.ts';
import type { AppDependencies, AppEnv } from '../lib/app-env.ts';
import { noStore } from '../lib/no-store.ts';
import { jsonBody, pathId } from '../lib/validate.ts';
import { confirmPayment } from '../services/payments/confirm-payment.ts';
import { createPaymentIntent } from '../services/payments/create-payment-intent.ts';

export function reservationPaymentRoutes({ config, db, payments }: AppDependencies) {
  const mail = { leadsEmail: config.mail.leadsEmail, siteUrl: config.siteUrl };
  const publishableKey = config.payments.mode === 'stripe' ? config.payments.publishableKey : undefined;

  return new Hono<AppEnv>()
    .post('/:id/create-payment-intent', noStore(), pathId(), async (c) => {
      const intent = await createPaymentIntent(db, payments, {
        reservationId: c.req.valid('param').id,
        checkoutToken: readCheckoutToken(c),
        publishableKey,
        mail,
      });
      return c.json(intent);
    })
    .post('/:id/confirm-payment', noStore(), pathId(), jsonBody(confirmPaymentSchema), async (c) => {
      const reservation = await confirmPayment(db, payments, {
        reservationId: c.req.valid('param').id,
        checkoutToken: readCheckoutToken(c),
        paymentIntentId: c.req.valid('json').paymentIntentId,
        mail,
      });
      return c.json({ reservation });
    });
}
