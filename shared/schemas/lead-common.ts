import { z } from 'zod';
import { attributionSchema } from './attribution.ts';

export const emailMessage = 'Please enter a valid email address';

export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
export const optionalText = (max = 200) => z.string().trim().max(max).optional();
export const email = () => z.string({ error: emailMessage }).trim().pipe(z.email(emailMessage)).pipe(z.string().max(254));

/** A minimum length whose message also answers a missing field. */
export const textOfAtLeast = (minimum: number, message: string, max = 5000) =>
  z.string({ error: message }).trim().min(minimum, message).max(max);

/**
 * Fields every lead form sends besides its own: the honeypot (`website`, hidden from people, so a
 * filled one means a bot) and where the visitor came from.
 */
export const leadExtras = {
  website: z.string().max(500).optional(),
  attribution: attributionSchema.optional(),
};
