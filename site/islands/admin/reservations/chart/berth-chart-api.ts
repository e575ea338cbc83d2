import { getJson } from '#shared/api-client.ts';
import type { BerthChartView } from '#shared/berth-chart-views.ts';
import { reservationKeys } from '#site/islands/admin/reservations/reservations-api.ts';

/** Under the tab's key, so a reservation move or a new block redraws the chart. */
export const berthChartKey = (from: string, days: number) => [...reservationKeys.all, 'chart', from, days];

export function berthChart(from: string, days: number, signal?: AbortSignal): Promise<BerthChartView> {
  return getJson<BerthChartView>(`/api/admin/berth-chart?${new URLSearchParams({ from, days: String(days) })}`, { signal });
}
