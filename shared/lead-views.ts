import { z } from 'zod';
import { serviceRequestSources } from './lead-options.ts';

// What the lead endpoints answer, with its type inferred from it as in berth-views.ts. The lead
// forms import the type only, so their pages download no zod for it.

/** `POST /api/quotes` (201): the visitor is shown the quote number. */
export const quoteCreatedSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});
export type QuoteCreated = z.infer<typeof quoteCreatedSchema>;

/** `POST /api/service-requests` (201): the contact and scheduling forms only need to know it landed. */
export const serviceRequestCreatedSchema = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
  source: z.enum(serviceRequestSources),
});
export type ServiceRequestCreated = z.infer<typeof serviceRequestCreatedSchema>;
