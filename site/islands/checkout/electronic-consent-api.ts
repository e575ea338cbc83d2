import { apiRequest, getJson } from '#shared/api-client.ts';
import type { ElectronicConsentView } from '#shared/berth-views.ts';
import type { ElectronicConsentBody } from '#shared/schemas/lease.ts';

// The Review step's calls about the consent to electronic records; each throws ApiError on a non-OK answer.

export const electronicConsentQueryKey = ['electronic-consent'] as const;

/** The disclosure the signer reads at the end of Review, with the version and hash to agree to. */
export function readElectronicConsent(signal?: AbortSignal): Promise<ElectronicConsentView> {
  return getJson<ElectronicConsentView>('/api/electronic-consent', { signal });
}

/**
 * Records that the signer agreed to the disclosure as shown (its version and SHA-256) for this
 * lease; the Sign step sends the same agreement with the signature.
 */
export async function agreeToElectronicRecords(leaseId: string, consent: ElectronicConsentBody): Promise<ElectronicConsentBody> {
  await apiRequest<unknown>('POST', `/api/leases/${encodeURIComponent(leaseId)}/consent`, consent);
  return consent;
}
