import { apiRequest, getJson } from '#shared/api-client.ts';
import type { HaulListView } from '#shared/haul-out-views.ts';

// The haul-out list's calls (`/api/admin/haul-outs`); each throws ApiError on a non-OK answer.

export const haulListKey = ['admin', 'haul-outs'] as const;

export const readHaulList = (signal?: AbortSignal) => getJson<HaulListView>('/api/admin/haul-outs', { signal });

export const markHauled = (id: string) =>
  apiRequest<{ hauledAt: string; receiptNumber: string }>('POST', `/api/admin/haul-outs/${encodeURIComponent(id)}/hauled`);

/** The dated receipt the owner was mailed, to download again. */
export const haulOutReceiptAddress = (id: string) => `/api/admin/haul-outs/${encodeURIComponent(id)}/receipt.pdf`;
