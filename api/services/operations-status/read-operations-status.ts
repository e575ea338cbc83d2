import {
  dockAvailableValue,
  dockFullDefault,
  operationsStatusDefaults,
  operationsStatusItems,
  operationsStatusLabels,
  type OperationsStatusItem,
  type OperationsStatusView,
} from '#shared/operations-status.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { operationsStatus } from '#api/db/schema/index.ts';
import { readOccupancy } from '#api/services/admin-overview/read-occupancy.ts';
import type { ServiceContext } from '#api/services/context.ts';

/** What staff set for each item, or its default; dock availability's is the wording for a full day. */
export async function readSetValues({
  db,
}: Pick<ServiceContext, 'db'>): Promise<{ values: Record<OperationsStatusItem, string>; updatedAt: Date | null }> {
  const rows = await db.select().from(operationsStatus);
  const stored = new Map(rows.map((row) => [row.item, row.value]));
  const values = { ...operationsStatusDefaults, dockAvailability: dockFullDefault };
  for (const item of operationsStatusItems) values[item] = stored.get(item) ?? values[item];
  const updatedAt = rows.reduce<Date | null>((latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest), null);
  return { values, updatedAt };
}

/**
 * The contact page's status panel now: staff's values, except dock availability, which reads
 * "Available" whenever a berth has neither a stay nor a block today, from the calendar.
 */
export async function readOperationsStatus(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<OperationsStatusView> {
  const now = ctx.clock.now();
  const [{ values, updatedAt }, today] = await Promise.all([readSetValues(ctx), readOccupancy(ctx.db, now, facilityToday(now), 1)]);
  const freeBerthsToday = today.totalBerths - (today.days[0]?.occupied ?? 0);
  const shown = { ...values, dockAvailability: freeBerthsToday > 0 ? dockAvailableValue : values.dockAvailability };
  return {
    items: operationsStatusItems.map((item) => ({ item, label: operationsStatusLabels[item], value: shown[item], setValue: values[item] })),
    updatedAt: updatedAt?.toISOString() ?? null,
    freeBerthsToday,
  };
}
