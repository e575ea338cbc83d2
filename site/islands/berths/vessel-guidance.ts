import type { BerthView } from '#shared/berth-views.ts';

type BerthSize = Pick<BerthView, 'name' | 'length' | 'maxDraft'>;

/** The dock's largest berths, named for a vessel that no berth takes. */
export interface VesselGuidance {
  longest: BerthSize;
  deepest: BerthSize;
}

/** A whole number of feet typed in a filter, or undefined while it is empty or not one. */
export function typedFeet(value: string): number | undefined {
  const feet = Number(value);
  return value.trim() !== '' && Number.isInteger(feet) && feet > 0 ? feet : undefined;
}

/** The berth that is largest by `measure`, the other measure breaking ties. */
function largest<T extends BerthSize>(berths: readonly [T, ...T[]], measure: 'length' | 'maxDraft'): T {
  const other = measure === 'length' ? 'maxDraft' : 'length';
  return berths.reduce((top, berth) =>
    berth[measure] > top[measure] || (berth[measure] === top[measure] && berth[other] > top[other]) ? berth : top,
  );
}

/**
 * When no berth is both long and deep enough for the vessel, every card would say why it does not
 * fit: the visitor is told once instead, with the longest and the deepest berth. Null when some
 * berth takes the vessel, or nothing about it is known yet. Whether berths are free does not count:
 * this is about what the dock can take at all.
 */
export function vesselGuidance(berths: readonly BerthSize[], length: number | undefined, draft: number | undefined): VesselGuidance | null {
  const [first, ...rest] = berths;
  if (!first || (length === undefined && draft === undefined)) return null;
  const takes = (berth: BerthSize) => (length === undefined || berth.length >= length) && (draft === undefined || berth.maxDraft >= draft);
  if (berths.some(takes)) return null;
  const all: [BerthSize, ...BerthSize[]] = [first, ...rest];
  return { longest: largest(all, 'length'), deepest: largest(all, 'maxDraft') };
}
