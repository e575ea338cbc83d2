import { berthWaterDepthFt } from '#shared/berth-options.ts';
import type { BerthAvailability, BerthView, BerthZone } from '#shared/berth-views.ts';
import type { Berth } from '#api/db/schema/index.ts';
import type { BerthToday } from './berth-today.ts';

/** Berth names carry their zone ("Outer 3", "Inner 1", "Service Zone 2"), as the spec names them. */
export function berthZone(name: string): BerthZone {
  if (name.startsWith('Outer')) return 'outer';
  if (name.startsWith('Inner')) return 'inner';
  return 'service';
}

const zoneOrder: Record<BerthZone, number> = { outer: 0, inner: 1, service: 2 };

/** Outer row, then inner row, then the service zone; upstream to downstream within each. */
export function compareBerths(a: Pick<BerthView, 'zone' | 'position'>, b: Pick<BerthView, 'zone' | 'position'>): number {
  return zoneOrder[a.zone] - zoneOrder[b.zone] || a.position - b.position;
}

export function toBerthView(berth: Berth, today: BerthToday, availability?: BerthAvailability): BerthView {
  return {
    id: berth.id,
    name: berth.name,
    zone: berthZone(berth.name),
    position: berth.position,
    length: berth.length,
    maxDraft: berth.maxDraft,
    waterDepth: berthWaterDepthFt,
    amenities: berth.amenities,
    monthlyRate: berth.monthlyRate,
    weeklyRate: berth.weeklyRate,
    dailyRate: berth.dailyRate,
    minBillableLength: berth.minBillableLength,
    status: today.status,
    currentVessel: today.currentVessel,
    ...(availability && { availability }),
  };
}
