/**
 * Stripe sends a visitor back from a redirect-based payment method to the return URL with
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status` added. Returns the intent
 * to record and the checkout address without those parameters, or null on an ordinary visit.
 */
export function stripeRedirectReturn(location: { href: string }): { paymentIntentId: string; cleanUrl: string } | null {
  const url = new URL(location.href);
  const paymentIntentId = url.searchParams.get('payment_intent');
  if (!paymentIntentId || url.searchParams.get('redirect_status') !== 'succeeded') return null;
  for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) url.searchParams.delete(name);
  return { paymentIntentId, cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}
