import { z } from 'zod';

/** How long a mailed signing code works: long enough to open the mail, short enough that an old one is useless. */
export const signingCodeValidMinutes = 10;

/** Codes one lease may mail in an hour, so the endpoint cannot flood the lessee's inbox. */
export const signingCodesPerHour = 5;

/** Wrong codes typed against one code before it stops working: six digits are not guessed in five tries. */
export const signingCodeMaxAttempts = 5;

/** `POST /api/leases/{id}/signing-code`: where the code went and until when it works. */
const signingCodeSentSchema = z.object({ sentTo: z.string(), expiresAt: z.iso.datetime() });
export type SigningCodeSent = z.infer<typeof signingCodeSentSchema>;

/** `POST /api/leases/{id}/signing-code/confirm`: the address the signer showed is theirs. */
const signingCodeConfirmedSchema = z.object({ confirmedEmail: z.string() });
export type SigningCodeConfirmed = z.infer<typeof signingCodeConfirmedSchema>;
