import { z } from 'zod';

const positiveWhole = z.number().int().positive();

/**
 * What an unpaid hold may take (content/hold-policy.json): the share of any night's berths all
 * unpaid holds together may hold, the berth-nights one requester may hold unpaid at once, and the
 * stay length above which a hold is short and given once a day. Common free-mail providers are not
 * counted as one requester: their users are strangers to each other.
 */
export const holdPolicySchema = z
  .object({
    unpaidShareOfBerths: z.object({ numerator: positiveWhole, denominator: positiveWhole }),
    berthNightCaps: z.object({ account: positiveWhole, address: positiveWhole, emailDomain: positiveWhole }),
    longStay: z.object({ moreThanNights: positiveWhole, holdMinutes: positiveWhole, unpaidHoldsPerHours: positiveWhole }),
    commonMailProviders: z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'a lower-case domain name')).min(1),
  })
  .refine(({ unpaidShareOfBerths: share }) => share.numerator < share.denominator, {
    message: 'unpaid holds must leave some berths free: numerator below denominator',
    path: ['unpaidShareOfBerths'],
  });

export type HoldPolicy = z.output<typeof holdPolicySchema>;
