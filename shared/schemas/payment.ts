import { z } from 'zod';
import { requiredText } from './lead-common.ts';

export const confirmPaymentSchema = z.object({
  paymentIntentId: requiredText('Payment intent is required', 255),
});

/** The built-in test mode's card form: Stripe's test card numbers, spaces allowed. */
export const testCardPaymentSchema = z.object({
  clientSecret: requiredText('Payment is not set up', 255),
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, 'Card number is required').regex(/^\d{12,19}$/, 'Enter the card number as digits')),
});

export type TestCardPaymentBody = z.output<typeof testCardPaymentSchema>;
