import { z } from 'zod';
import { requiredText } from './lead-common.ts';
import { typedText } from './text.ts';

export const confirmPaymentSchema = z.object({
  paymentIntentId: requiredText('Payment intent', { max: 255 }),
});

/** The built-in test mode's card form: Stripe's test card numbers, spaces allowed. */
export const testCardPaymentSchema = z.object({
  clientSecret: requiredText('Payment', { max: 255, message: 'Payment is not set up' }),
  cardNumber: typedText('Card number', 'single-line', 'Card number is required')
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Card number is required')
        .regex(/^\d{12,19}$/, 'Enter the card number as digits'),
    ),
});

export type TestCardPaymentBody = z.output<typeof testCardPaymentSchema>;
