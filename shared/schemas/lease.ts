import { z } from 'zod';
import { optionalText, requiredText } from './lead-common.ts';

/** Lease Info step: where the lessee can be reached by post, and any terms agreed beforehand. */
export const leaseInfoSchema = z.object({
  lesseeAddress: requiredText('Street address is required'),
  lesseeCity: requiredText('City is required', 100),
  lesseeState: requiredText('State is required', 60),
  lesseeZip: requiredText('ZIP code is required', 12),
  specialTerms: optionalText(2000),
});

export type LeaseInfoInput = z.input<typeof leaseInfoSchema>;
export type LeaseInfoBody = z.output<typeof leaseInfoSchema>;

/** Sign step: the signature is the signer's full name typed as their mark. */
export const leaseSignatureSchema = z.object({
  signerName: requiredText('Signer name is required', 120),
  signerTitle: requiredText('Signer title is required', 120),
  signature: requiredText('Signature is required', 120),
});

export type LeaseSignatureInput = z.input<typeof leaseSignatureSchema>;
export type LeaseSignatureBody = z.output<typeof leaseSignatureSchema>;
