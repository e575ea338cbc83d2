import type { BerthView } from '#shared/berth-views.ts';
import { canReserve } from './berth-state.ts';

/**
 * The cards in the order a visitor reads them. With dates chosen, the berths that can be booked for
 * them come first (each group keeps the dock's order), and "free only" leaves out the rest. Without
 * dates the dock's order stands: nothing is free or taken yet.
 */
export function berthsForCards(berths: readonly BerthView[], datesChosen: boolean, freeOnly: boolean): BerthView[] {
  if (!datesChosen) return [...berths];
  const bookable = berths.filter(canReserve);
  if (freeOnly) return bookable;
  return [...bookable, ...berths.filter((berth) => !canReserve(berth))];
}
