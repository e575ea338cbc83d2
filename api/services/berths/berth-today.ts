import type { BerthStatus } from '#shared/berth-options.ts';
import type { BerthBlock } from '#api/db/schema/index.ts';

export interface BerthToday {
  status: BerthStatus;
  currentVessel: string | null;
}

/**
 * A berth's state today, read from its calendar rather than stored, so it changes by itself when a
 * block or a stay ends: a block covering today decides it (maintenance, or occupied by the vessel
 * it names), else a live stay covering today makes it reserved.
 */
export function berthToday(blockToday: Pick<BerthBlock, 'kind' | 'vesselName'> | undefined, stayToday: boolean): BerthToday {
  if (blockToday?.kind === 'maintenance') return { status: 'maintenance', currentVessel: null };
  if (blockToday?.kind === 'occupied') return { status: 'occupied', currentVessel: blockToday.vesselName };
  return { status: stayToday ? 'reserved' : 'available', currentVessel: null };
}
