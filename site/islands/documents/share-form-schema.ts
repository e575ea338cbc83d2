import { z } from 'zod';
import { documentShareAccessLevels } from '#shared/document-options.ts';
import { documentShareSchema, type DocumentShareRequest } from '#shared/schemas/documents.ts';

/** The fields as typed: a blank email or customer is none. */
const typedShare = z
  .object({ email: z.string(), customerId: z.string(), expiresInDays: z.string(), access: z.enum(documentShareAccessLevels) })
  .transform(({ email, customerId, ...share }) => ({
    ...share,
    ...(email.trim() !== '' && { email }),
    ...(customerId !== '' && { customerId }),
  }));

/**
 * The share form, checked by the route's own schema, so its "an email or a customer" rule answers at
 * the email field. The route's schema coerces the days from text; its declared input says number.
 */
export const shareFormSchema = typedShare.pipe(
  documentShareSchema as unknown as z.ZodType<DocumentShareRequest, z.output<typeof typedShare>>,
);
