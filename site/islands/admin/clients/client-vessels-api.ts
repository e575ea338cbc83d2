import { apiRequest, getJson } from '#shared/api-client.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerVesselBody } from '#shared/schemas/customer-vessel.ts';

// The office's calls about a client's vessels on record (`/api/admin/clients/{id}/vessels`).

const vesselsPath = (clientId: string) => `/api/admin/clients/${encodeURIComponent(clientId)}/vessels`;

export const clientVesselsKey = (clientId: string) => ['admin', 'clients', clientId, 'vessels'] as const;

export const listClientVessels = (clientId: string, signal?: AbortSignal) =>
  getJson<CustomerVesselView[]>(vesselsPath(clientId), { signal });

export const changeClientVessel = (clientId: string, vesselId: string, vessel: CustomerVesselBody) =>
  apiRequest<CustomerVesselView>('PATCH', `${vesselsPath(clientId)}/${encodeURIComponent(vesselId)}`, vessel);
