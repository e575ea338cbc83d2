import { apiRequest, getJson } from '#shared/api-client.ts';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import type { CustomerVesselBody } from '#shared/schemas/customer-vessel.ts';

// The signed-in customer's vessels on record (`/api/customer/vessels`); each throws ApiError on a non-OK answer.

const vesselPath = (vesselId: string) => `/api/customer/vessels/${encodeURIComponent(vesselId)}`;

export const vesselsQueryKey = ['customer', 'vessels'] as const;

export const listMyVessels = (signal?: AbortSignal) => getJson<CustomerVesselView[]>('/api/customer/vessels', { signal });

export const addVessel = (vessel: CustomerVesselBody) => apiRequest<CustomerVesselView>('POST', '/api/customer/vessels', vessel);

export const changeVessel = (vesselId: string, vessel: CustomerVesselBody) =>
  apiRequest<CustomerVesselView>('PATCH', vesselPath(vesselId), vessel);

/** Retires the vessel: it stays listed but can no longer be chosen for a booking. */
export const retireVessel = (vesselId: string) => apiRequest<CustomerVesselView>('DELETE', vesselPath(vesselId));

/** Puts the vessel a reservation was booked for on the customer's record, linked to it. */
export const saveReservationVessel = (reservationId: string) =>
  apiRequest<CustomerVesselView>('POST', '/api/customer/vessels/from-reservation', { reservationId });
