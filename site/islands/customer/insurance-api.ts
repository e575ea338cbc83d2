import { getJson } from '#shared/api-client.ts';
import type { InsuranceCertificateView, VesselInsuranceList } from '#shared/insurance-views.ts';
import type { InsuranceCertificateFields } from '#shared/schemas/insurance-certificate.ts';
import { postFormWithProgress } from '#site/islands/client/post-form-with-progress.ts';

// The signed-in customer's vessels' insurance (`/api/customer/vessel-insurance`); each throws ApiError on a non-OK answer.

export const insuranceQueryKey = ['customer', 'vessel-insurance'] as const;

export const listMyInsurance = (signal?: AbortSignal) => getJson<VesselInsuranceList>('/api/customer/vessel-insurance', { signal });

/** Sends the certificate with what it says, the limits back in the whole dollars the server reads. */
export async function uploadCertificate(
  vesselId: string,
  file: File,
  fields: InsuranceCertificateFields,
): Promise<InsuranceCertificateView> {
  const form = new FormData();
  form.append('carrier', fields.carrier);
  form.append('policyNumber', fields.policyNumber);
  form.append('liabilityLimit', String(fields.liabilityLimit / 100));
  form.append('pandiLimit', fields.pandiLimit === null ? '' : String(fields.pandiLimit / 100));
  form.append('additionalInsured', fields.additionalInsured ? 'yes' : 'no');
  form.append('expiresOn', fields.expiresOn);
  form.append('file', file);
  const path = `/api/customer/vessel-insurance/${encodeURIComponent(vesselId)}`;
  return (await postFormWithProgress<{ certificate: InsuranceCertificateView }>(path, form)).certificate;
}
