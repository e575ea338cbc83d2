import { Hono } from 'hono';
import { testCardPaymentSchema } from '#shared/schemas/payment.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import { noStore } from '#api/middleware/no-store.ts';
import { jsonBody } from '#api/middleware/validate.ts';
import { confirmTestCard } from '#api/payments/test-mode.ts';
import { handlePaymentWebhook } from '#api/services/payments/handle-webhook.ts';

export function paymentRoutes({ db, logger, payments }: AppDependencies) {
  const routes = new Hono<AppEnv>().post('/stripe/webhook', noStore(), async (c) => {
    const outcome = await handlePaymentWebhook(c.var.ctx, { rawBody: await c.req.text(), signature: c.req.header('stripe-signature') });
    const fields = { requestId: c.get('requestId'), eventId: outcome.event.id, type: outcome.event.type };
    if (outcome.result === 'ignored') logger.info('payment webhook ignored', { ...fields, reason: outcome.reason });
    if (outcome.result === 'duplicate') logger.info('payment webhook already processed', fields);
    if (outcome.result === 'invoice' && outcome.check !== 'accepted' && outcome.check !== 'refund') {
      logger.info('payment webhook: intent does not pay its invoice', { ...fields, invoiceId: outcome.invoiceId, check: outcome.check });
    }
    if (outcome.result === 'checked' && outcome.check !== 'accepted') {
      logger.info('payment webhook: intent does not pay its reservation', {
        ...fields,
        reservationId: outcome.reservationId,
        check: outcome.check,
      });
    }
    return c.json({ received: true });
  });

  // The test mode's card form; with Stripe (or no payments at all) the path does not exist.
  if (payments?.mode !== 'test') return routes;
  return routes.post('/test/confirm', noStore(), jsonBody(testCardPaymentSchema), async (c) => {
    return c.json(await confirmTestCard(db, c.req.valid('json')));
  });
}
