import { z } from 'zod';

const field = z.string().trim().max(500).optional();

/** Where a visitor came from: the campaign parameters and referrer of one visit. */
export const touchSchema = z.object({
  utmSource: field,
  utmMedium: field,
  utmCampaign: field,
  utmTerm: field,
  utmContent: field,
  referrer: field,
  landingPage: field,
  at: z.iso.datetime().optional(),
});

/** First touch is kept from the first visit and never overwritten; last touch is the latest visit. */
export const attributionSchema = z.object({ firstTouch: touchSchema.optional(), lastTouch: touchSchema.optional() });

export type Touch = z.infer<typeof touchSchema>;
export type Attribution = z.infer<typeof attributionSchema>;
