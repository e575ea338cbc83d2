import type { BerthView } from '../../../shared/berth-views.ts';

/**
 * What a visitor needs to know about a berth at a glance: its own status first (occupied, reserved,
 * maintenance), then, once dates are chosen, whether those dates are taken or the vessel does not fit.
 */
export type BerthState = 'available' | 'booked' | 'misfit' | 'occupied' | 'reserved' | 'maintenance';

export function berthState(berth: Pick<BerthView, 'status' | 'availability'>): BerthState {
  if (berth.status !== 'available') return berth.status;
  if (!berth.availability) return 'available';
  if (!berth.availability.free) return 'booked';
  return berth.availability.fits ? 'available' : 'misfit';
}

/** Only an available berth, free for the chosen dates and fit for the vessel, offers "Reserve Berth". */
export const canReserve = (berth: Pick<BerthView, 'status' | 'availability'>) => berthState(berth) === 'available';

/** The state in words, for badges, the legend and the map's labels; "available" reads differently once dates are chosen. */
export function berthStateLabel(state: BerthState, datesChosen: boolean): string {
  switch (state) {
    case 'available':
      return datesChosen ? 'Free for your dates' : 'Available';
    case 'booked':
      return 'Booked for your dates';
    case 'misfit':
      return 'Does not fit your vessel';
    case 'occupied':
      return 'Occupied';
    case 'reserved':
      return 'Reserved';
    case 'maintenance':
      return 'Maintenance';
  }
}

/** The letter drawn on each berth of the map and beside each legend entry, so no state rests on colour alone. */
export const berthStateLetter: Record<BerthState, string> = {
  available: 'A',
  booked: 'B',
  misfit: 'X',
  occupied: 'O',
  reserved: 'R',
  maintenance: 'M',
};

/** Legend order: what can be booked first, then why the others cannot. */
export const berthStatesInLegend: readonly BerthState[] = ['available', 'booked', 'misfit', 'occupied', 'reserved', 'maintenance'];
