import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { requiredText } from './lead-common.ts';
import { typedText } from './text.ts';

// Request shapes of vessel insurance (decision 113).

/** The most a limit may be, in whole dollars: far above any policy, and within what cents can count exactly. */
const maxDollars = 10_000_000_000;

/** "$1,000,000" or "1000000" → 100000000 cents: whole dollars, as certificates state limits. */
const dollars = (label: string) =>
  typedText(label, 'single-line', `${label}: enter the amount in dollars`)
    .transform((text) => text.replace(/[$,\s]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{1,11}$/, `${label}: enter the amount in whole dollars, e.g. 1,000,000`)
        .transform(Number)
        .refine((amount) => amount <= maxDollars, `${label}: enter the amount in whole dollars, e.g. 1,000,000`),
    )
    .transform((amount) => amount * 100);

/**
 * The text fields of `POST /api/customer/vessel-insurance/{vesselId}` (multipart; the certificate
 * travels in the field `file`), as the form sends them: limits in dollars, stored in cents. Whether
 * they meet the marina's minimums is `insuranceShortfalls`, checked by the form and the service alike.
 */
export const insuranceCertificateFieldsSchema = z.object({
  carrier: requiredText('Insurance company', { max: 120 }),
  policyNumber: requiredText('Policy number', { max: 60 }),
  liabilityLimit: dollars('Liability limit'),
  pandiLimit: z.union([z.literal('').transform(() => null), dollars('P&I limit')]).default(null),
  additionalInsured: z.enum(['yes', 'no'], 'Say whether the marina is named as additional insured').transform((answer) => answer === 'yes'),
  expiresOn: calendarDay('Expiration date: enter the date as YYYY-MM-DD'),
});
export type InsuranceCertificateFields = z.output<typeof insuranceCertificateFieldsSchema>;

/** `POST /api/admin/clients/{id}/vessels/{vesselId}/insurance-override`: why, and the last day bookings are let through. */
export const insuranceOverrideSchema = z.object({
  reason: requiredText('Reason', { max: 500, lines: 'multi-line' }),
  throughOn: calendarDay('Through: enter the date as YYYY-MM-DD'),
});
export type InsuranceOverrideInput = z.output<typeof insuranceOverrideSchema>;
