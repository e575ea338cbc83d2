import { getJson } from '#shared/api-client.ts';
import type { StormPlanListView } from '#shared/storm-plan-views.ts';

// The Storm tab's storm-plan list (`/api/admin/storm-plans`); throws ApiError on a non-OK answer.

export const stormPlanListKey = ['admin', 'storm-plans'] as const;

export const readStormPlanList = (signal?: AbortSignal) => getJson<StormPlanListView>('/api/admin/storm-plans', { signal });
