/** Stripe's own test card numbers, so the same cards work in the test mode and in Stripe's sandbox. */
const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export type TestCardOutcome = 'succeeded' | 'declined' | 'unknown';

/** What the test mode does with a card number (digits only). */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  if (cardNumber === testCards.succeeds) return 'succeeded';
  if (cardNumber === testCards.declined) return 'declined';
  return 'unknown';
}
