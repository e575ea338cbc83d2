import type { BerthView } from '#shared/berth-views.ts';

/**
 * What a visitor needs to know about a berth at a glance. Without dates: its state today (occupied,
 * reserved, maintenance or available). With dates the calendar for those dates decides, so a berth
 * busy today can be booked for later: free and fit, booked, or too small for the vessel. A berth
 * not free for the dates that is also out of use today keeps today's word (maintenance, occupied).
 */
export type BerthState = 'available' | 'booked' | 'misfit' | 'occupied' | 'reserved' | 'maintenance';

export function berthState(berth: Pick<BerthView, 'status' | 'availability'>): BerthState {
  const { status, availability } = berth;
  if (!availability) return status;
  if (!availability.free) return status === 'available' ? 'booked' : status;
  return availability.fits ? 'available' : 'misfit';
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
