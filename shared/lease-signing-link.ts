import { z } from 'zod';

/**
 * How long a lease the office sends for signature can be opened from its mail, and so how long the
 * berth stays held for the caller: a few days to read, sign and pay in their own browser.
 */
export const leaseSigningLinkDays = 7;

/** The office's last request for a signature: to whom, when, and until when its link works. */
export const leaseSigningRequestSchema = z.object({
  sentTo: z.string(),
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type LeaseSigningRequest = z.infer<typeof leaseSigningRequestSchema>;
