import { z } from 'zod';
import { signerEmailVerifications } from './lease-events.ts';

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

/**
 * `GET /api/leases/{id}/signer-email`: the address the lease was prepared for, and whether this
 * browser has shown it is the signer's (a signed-in verified account, or a code confirmed within the
 * hour); the Sign step offers a code only when it has not.
 */
const signerEmailStatusSchema = z.object({ email: z.string().nullable(), verifiedBy: z.enum(signerEmailVerifications).nullable() });
export type SignerEmailStatus = z.infer<typeof signerEmailStatusSchema>;
