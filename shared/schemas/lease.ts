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

const sha256Text = (label: string) => typedText(label).regex(/^[0-9a-f]{64}$/, `${label} must be 64 lowercase hexadecimal characters`);

/**
 * The consent to electronic records the signer agreed to at the end of the Review step: the
 * version and SHA-256 of `GET /api/electronic-consent` as shown (decision 104).
 */
export const electronicConsentSchema = z.object({
  consentVersion: typedText('Consent version').min(1, 'Consent version is required').max(40),
  consentSha256: sha256Text('Consent SHA-256'),
});

export type ElectronicConsentBody = z.output<typeof electronicConsentSchema>;

/**
 * Sign step: the signature is the signer's full name typed as their mark. `leaseTextSha256` is the
 * lease's `leaseTextSha256` as it was reviewed; when given, only that text can be signed. The
 * consent, when given, must be the one recorded for this lease; without it (the spec's call) the
 * signature is taken and its record says consent was not captured.
 */
export const leaseSignatureSchema = z.object({
  signerName: requiredText('Signer name', { max: 120 }),
  signerTitle: requiredText('Signer title', { max: 120 }),
  signature: requiredText('Signature', { max: 120 }),
  leaseTextSha256: sha256Text('Lease text SHA-256').optional(),
  consent: electronicConsentSchema.optional(),
});

export type LeaseSignatureInput = z.input<typeof leaseSignatureSchema>;
export type LeaseSignatureBody = z.output<typeof leaseSignatureSchema>;

/** The one-time code mailed to the lease's email address, typed back before signing. */
export const signingCodeSchema = z.object({
  code: typedText('Code').regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

export type SigningCodeBody = z.output<typeof signingCodeSchema>;

/** `POST /api/leases/{id}/view`: the Review step showed the signer the lease text with this SHA-256. */
export const leaseViewedSchema = z.object({ leaseTextSha256: sha256Text('Lease text SHA-256') });
export type LeaseViewedBody = z.output<typeof leaseViewedSchema>;

/** `GET /api/leases/{id}/pdf?copy=unsigned`: a signed lease's text as the signer reviewed it, without signature or certificate. */
export const leasePdfQuerySchema = z.object({ copy: z.enum(['unsigned']).optional() });
export type LeasePdfQuery = z.output<typeof leasePdfQuerySchema>;
