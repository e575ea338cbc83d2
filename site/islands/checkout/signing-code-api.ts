import { apiRequest, getJson } from '#shared/api-client.ts';
import type { SignerEmailStatus, SigningCodeConfirmed, SigningCodeSent } from '#shared/lease-signing-code.ts';
import type { SigningCodeBody } from '#shared/schemas/lease.ts';

// The Sign step's calls about confirming the lease's email with a mailed code; each throws ApiError on a non-OK answer.

const leasePath = (leaseId: string) => `/api/leases/${encodeURIComponent(leaseId)}`;

export const signerEmailQueryKey = (leaseId: string) => ['signer-email', leaseId] as const;

export function readSignerEmail(leaseId: string, signal?: AbortSignal): Promise<SignerEmailStatus> {
  return getJson<SignerEmailStatus>(`${leasePath(leaseId)}/signer-email`, { signal });
}

export function sendSigningCode(leaseId: string): Promise<SigningCodeSent> {
  return apiRequest<SigningCodeSent>('POST', `${leasePath(leaseId)}/signing-code`);
}

export function confirmSigningCode(leaseId: string, body: SigningCodeBody): Promise<SigningCodeConfirmed> {
  return apiRequest<SigningCodeConfirmed>('POST', `${leasePath(leaseId)}/signing-code/confirm`, body);
}
