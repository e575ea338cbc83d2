import { z } from 'zod';
import { leaseStatuses } from './berth-options.ts';
import { leaseEventKinds, signerEmailVerifications } from './lease-events.ts';

/** One check of a lease's verification, in words: "Event 3 was changed after it was recorded." */
const leaseCheckSchema = z.object({
  name: z.enum(['events', 'text', 'pdf']),
  passed: z.boolean(),
  sentence: z.string(),
});
export type LeaseCheck = z.infer<typeof leaseCheckSchema>;

/**
 * `GET /api/admin/leases/{id}/signature-record`: who signed, when, from where and under which
 * consent, the lease's events, and whether its record still verifies (checked for this request).
 */
export const leaseSignatureRecordSchema = z.object({
  leaseId: z.string(),
  reservationNumber: z.string(),
  status: z.enum(leaseStatuses),
  signer: z
    .object({
      name: z.string(),
      title: z.string(),
      email: z.string().nullable(),
      /** How the email was shown to be the signer's: their account, a mailed code, or not at all (null). */
      emailVerifiedBy: z.enum(signerEmailVerifications).nullable(),
      clientIp: z.string().nullable(),
      /** As the browser sent it; the office view says it in words. */
      userAgent: z.string().nullable(),
    })
    .nullable(),
  signedAt: z.iso.datetime().nullable(),
  /** Null: no consent to do business electronically was captured for this lease. */
  consent: z.object({ version: z.string(), sha256: z.string(), consentedAt: z.iso.datetime() }).nullable(),
  templateVersion: z.string().nullable(),
  leaseTextSha256: z.string().nullable(),
  pdfSha256: z.string().nullable(),
  events: z.array(
    z.object({
      sequence: z.number().int(),
      kind: z.enum(leaseEventKinds),
      label: z.string(),
      occurredAt: z.iso.datetime(),
      actor: z.string(),
      clientIp: z.string().nullable(),
    }),
  ),
  verification: z.object({ verified: z.boolean(), checks: z.array(leaseCheckSchema) }),
});
export type LeaseSignatureRecord = z.infer<typeof leaseSignatureRecordSchema>;
