import { z } from 'zod';
import { requiredText } from './lead-common.ts';

/** `POST /api/berth-reservations/{id}/signing-link`: the token of the link the office mailed for signing the lease. */
export const signingLinkSchema = z.object({
  token: requiredText('Signing link', { max: 100, message: 'The signing link is incomplete' }),
});
