import type { AdminOverview } from '#shared/admin-overview-views.ts';
import { apiRequest, getJson } from '#shared/api-client.ts';
import type { OperationsStatusView } from '#shared/operations-status.ts';
import type { OperationsStatusUpdate } from '#shared/schemas/operations-status.ts';

export const overviewQueryKeys = {
  overview: ['admin', 'overview'] as const,
  operationsStatus: ['admin', 'operations-status'] as const,
};

export const readOverview = (signal?: AbortSignal) => getJson<AdminOverview>('/api/admin/overview', { signal });

export const readOperationsStatus = (signal?: AbortSignal) => getJson<OperationsStatusView>('/api/operations-status', { signal });

export const saveOperationsStatus = (update: OperationsStatusUpdate) =>
  apiRequest<OperationsStatusView>('PUT', '/api/admin/operations-status', update);
