import type { BerthAvailability } from '#shared/berth-views.ts';
import type { BerthStatus } from '#shared/berth-options.ts';
import { misfitReason, vesselMisfit, type BerthSize, type VesselSize } from './vessel-fit.ts';

const unavailableReason: Record<Exclude<BerthStatus, 'available'>, string> = {
  occupied: 'Occupied',
  maintenance: 'Under maintenance',
  reserved: 'Reserved',
};

export interface BerthForAvailability extends BerthSize {
  status: BerthStatus;
}

/**
 * Whether a berth can be booked for the chosen dates and vessel. `booked` says a live reservation
 * overlaps those dates. The reason names the first obstacle a visitor would have to get past: the
 * berth's own status, then the dates, then the vessel's size.
 */
export function berthAvailability(berth: BerthForAvailability, booked: boolean, vessel: VesselSize): BerthAvailability {
  const misfit = vesselMisfit(berth, vessel);
  const free = berth.status === 'available' && !booked;
  let reason: string | null = null;
  if (berth.status !== 'available') reason = unavailableReason[berth.status];
  else if (booked) reason = 'Booked for these dates';
  else if (misfit) reason = misfitReason(misfit);
  return { free, fits: misfit === null, reason };
}
