import type { BerthAvailability } from '#shared/berth-views.ts';
import type { BerthBlockKind } from '#shared/berth-options.ts';
import { misfitReason, vesselMisfit, type BerthSize, type VesselSize } from '#shared/vessel-fit.ts';

const blockReason: Record<BerthBlockKind, string> = {
  occupied: 'Occupied',
  maintenance: 'Under maintenance',
};

/** What a berth's calendar holds for the chosen dates. */
export interface DatesOnCalendar {
  /** The kind of a block sharing a day with the dates, if any (blocks of one berth never overlap). */
  blockKind: BerthBlockKind | undefined;
  /** A live stay shares a day with the dates. */
  booked: boolean;
}

/**
 * Whether a berth can be booked for the chosen dates and vessel. The reason names the first
 * obstacle a visitor would have to get past: a block on the calendar, then another stay, then the
 * vessel's size.
 */
export function berthAvailability(berth: BerthSize, dates: DatesOnCalendar, vessel: VesselSize): BerthAvailability {
  const misfit = vesselMisfit(berth, vessel);
  let reason: string | null = null;
  if (dates.blockKind) reason = blockReason[dates.blockKind];
  else if (dates.booked) reason = 'Booked for these dates';
  else if (misfit) reason = misfitReason(misfit);
  return { free: !dates.blockKind && !dates.booked, fits: misfit === null, reason };
}
