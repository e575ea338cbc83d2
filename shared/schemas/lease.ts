import { z } from 'zod';
import { optionalText, requiredText } from './lead-common.ts';
import { typedText } from './text.ts';

/** Lease Info step: where the lessee can be reached by post, and any terms agreed beforehand. */
export const leaseInfoSchema = z.object({
  lesseeAddress: requiredText('Street address'),
  lesseeCity: requiredText('City', { max: 100 }),
  lesseeState: requiredText('State', { max: 60 }),
  lesseeZip: requiredText('ZIP code', { max: 12 }),
  specialTerms: optionalText('Special terms', { max: 2000, lines: 'multi-line' }),
});

export type LeaseInfoInput = z.input<typeof leaseInfoSchema>;
export type LeaseInfoBody = z.output<typeof leaseInfoSchema>;

/**
 * Sign step: the signature is the signer's full name typed as their mark. `leaseTextSha256` is the
 * lease's `leaseTextSha256` as it was reviewed; when given, only that text can be signed.
 */
export const leaseSignatureSchema = z.object({
  signerName: requiredText('Signer name', { max: 120 }),
  signerTitle: requiredText('Signer title', { max: 120 }),
  signature: requiredText('Signature', { max: 120 }),
  leaseTextSha256: typedText('Lease text SHA-256')
    .regex(/^[0-9a-f]{64}$/, 'Lease text SHA-256 must be 64 lowercase hexadecimal characters')
    .optional(),
});

export type LeaseSignatureInput = z.input<typeof leaseSignatureSchema>;
export type LeaseSignatureBody = z.output<typeof leaseSignatureSchema>;
