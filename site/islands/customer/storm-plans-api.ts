import { apiRequest, getJson } from '#shared/api-client.ts';
import type { StormPlanBody, StormPlanSignatureBody } from '#shared/schemas/storm-plan.ts';
import type { StormPlanStatusView } from '#shared/storm-plan-season.ts';

// The signed-in customer's storm plans (`/api/customer/storm-plans`); each throws ApiError on a non-OK answer.

export interface MyStormPlans {
  seasonYear: number;
  dueDate: string;
  plans: Record<string, StormPlanStatusView['plan']>;
}

export const stormPlansQueryKey = ['customer', 'storm-plans'] as const;

const planPath = (vesselId: string) => `/api/customer/storm-plans/${encodeURIComponent(vesselId)}`;

export const listMyStormPlans = (signal?: AbortSignal) => getJson<MyStormPlans>('/api/customer/storm-plans', { signal });

/** The plan's text filled in from the form, to read before signing, with the hash to sign it by. */
export const reviewStormPlan = (vesselId: string, plan: StormPlanBody) =>
  apiRequest<{ text: string; textSha256: string }>('POST', `${planPath(vesselId)}/review`, plan);

export const signStormPlan = (vesselId: string, signed: StormPlanSignatureBody) =>
  apiRequest<StormPlanStatusView>('POST', planPath(vesselId), signed);
