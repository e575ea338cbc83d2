import { z } from 'zod';
import { requiredText } from './lead-common.ts';

/** `POST /api/berth-reservations/{id}/resume`: the token of the emailed resume link. */
export const resumeHoldSchema = z.object({
  token: requiredText('Resume link', { max: 100, message: 'The resume link is incomplete' }),
});
