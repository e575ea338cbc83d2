import { ApiError } from '#shared/api-client.ts';

export const paymentSetupFallback = 'Unable to setup payment processing';

/**
 * Why the payment could not be set up, in the words the visitor sees. A 409 (lease not signed,
 * already paid) or 503 (card payment switched off) carries a reason worth showing; anything else
 * gets the spec's general sentence.
 */
export function paymentSetupFailure(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 503) && error.serverMessage) {
    return error.serverMessage;
  }
  return paymentSetupFallback;
}
