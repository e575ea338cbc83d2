import { z } from 'zod';
import { typedText } from './text.ts';

const field = (label: string) => typedText(label).max(500).optional();

/** Where a visitor came from: the campaign parameters and referrer of one visit. */
export const touchSchema = z.object({
  utmSource: field('utm_source'),
  utmMedium: field('utm_medium'),
  utmCampaign: field('utm_campaign'),
  utmTerm: field('utm_term'),
  utmContent: field('utm_content'),
  referrer: field('Referrer'),
  landingPage: field('Landing page'),
  at: z.iso.datetime().optional(),
});

/** First touch is kept from the first visit and never overwritten; last touch is the latest visit. */
export const attributionSchema = z.object({ firstTouch: touchSchema.optional(), lastTouch: touchSchema.optional() });

export type Touch = z.infer<typeof touchSchema>;
export type Attribution = z.infer<typeof attributionSchema>;
