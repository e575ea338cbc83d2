// Shows the harbor office's current values on the contact page's pre-rendered status panel. Without
// JavaScript, or when the request fails, the panel keeps the values it was rendered with.
import type { OperationsStatusView } from '#shared/operations-status.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';

async function showLiveStatus(panel: HTMLElement): Promise<void> {
  const response = await fetch('/api/operations-status', { headers: { Accept: 'application/json' } });
  if (!response.ok) return;
  const status = (await response.json()) as OperationsStatusView;
  for (const { item, value } of status.items) {
    const row = panel.querySelector<HTMLElement>(`[data-ops-item="${item}"]`);
    const valueText = row?.querySelector('[data-ops-value]');
    if (!row || !valueText) continue;
    valueText.textContent = value;
    // The badge's tick or clock vouches for the usual state only; other words stand on their own.
    row.querySelector<HTMLElement>('[data-ops-icon]')?.toggleAttribute('hidden', value !== row.dataset.opsDefault);
  }
  const updated = panel.querySelector<HTMLElement>('[data-ops-updated]');
  if (updated && status.updatedAt) {
    updated.textContent = `Updated ${formatFacilityDateTime(status.updatedAt)}`;
    updated.hidden = false;
  }
}

const panel = document.querySelector<HTMLElement>('[data-ops-status]');
if (panel) showLiveStatus(panel).catch(() => undefined);
