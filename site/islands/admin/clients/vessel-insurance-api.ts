import { apiRequest, getJson } from '#shared/api-client.ts';
import type { InsuranceCertificateView, InsuranceOverrideView, VesselInsuranceList } from '#shared/insurance-views.ts';
import type { InsuranceOverrideInput } from '#shared/schemas/insurance-certificate.ts';

// The office's calls about a client's vessels' insurance; each throws ApiError on a non-OK answer.

const clientPath = (clientId: string) => `/api/admin/clients/${encodeURIComponent(clientId)}`;

export const clientInsuranceKey = (clientId: string) => ['admin', 'clients', clientId, 'vessel-insurance'] as const;

export const listClientInsurance = (clientId: string, signal?: AbortSignal) =>
  getJson<VesselInsuranceList>(`${clientPath(clientId)}/vessel-insurance`, { signal });

/** Where the office downloads a certificate's file to read it. */
export const certificateFileHref = (certificateId: string) => `/api/admin/insurance-certificates/${encodeURIComponent(certificateId)}/file`;

export const verifyCertificate = async (certificateId: string) =>
  (
    await apiRequest<{ certificate: InsuranceCertificateView }>(
      'POST',
      `/api/admin/insurance-certificates/${encodeURIComponent(certificateId)}/verify`,
    )
  ).certificate;

export const grantOverride = async (clientId: string, vesselId: string, input: InsuranceOverrideInput) =>
  (
    await apiRequest<{ override: InsuranceOverrideView }>(
      'POST',
      `${clientPath(clientId)}/vessels/${encodeURIComponent(vesselId)}/insurance-override`,
      input,
    )
  ).override;
