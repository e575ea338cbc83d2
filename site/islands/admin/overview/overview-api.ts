import type { AdminOverview } from '#shared/admin-overview-views.ts';
import { apiRequest, getJson } from '#shared/api-client.ts';
import type { OperationsStatusView } from '#shared/operations-status.ts';
import type { OperationsStatusUpdate } from '#shared/schemas/operations-status.ts';
import type { StormStageAdminView, StormStageUpdate, StormStageView } from '#shared/schemas/storm-stage.ts';

export const overviewQueryKeys = {
  overview: ['admin', 'overview'] as const,
  operationsStatus: ['admin', 'operations-status'] as const,
  stormStage: ['admin', 'storm-stage'] as const,
};

export const readOverview = (signal?: AbortSignal) => getJson<AdminOverview>('/api/admin/overview', { signal });

export const readOperationsStatus = (signal?: AbortSignal) => getJson<OperationsStatusView>('/api/operations-status', { signal });

export const saveOperationsStatus = (update: OperationsStatusUpdate) =>
  apiRequest<OperationsStatusView>('PUT', '/api/admin/operations-status', update);

export const readStormStageAdmin = (signal?: AbortSignal) => getJson<StormStageAdminView>('/api/admin/storm-stage', { signal });

/** The answer may carry more than the stage (how many tenants are told): read what the panel needs. */
export const saveStormStage = (update: StormStageUpdate) =>
  apiRequest<StormStageView & { tenantsNotified?: number }>('PUT', '/api/admin/storm-stage', update);
