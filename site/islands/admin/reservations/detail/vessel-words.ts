import { misfitReason, vesselMisfits, type BerthSize } from '#shared/vessel-fit.ts';

interface VesselSize {
  vesselLength: number | null;
  vesselBeam: number | null;
  vesselDraft: number | null;
}

const feet = (value: number | null) => (value === null ? 'not given' : `${value} ft`);

/** The vessel's length, beam and draft as the customer gave them, each named. */
export function vesselSizeFacts(vessel: VesselSize): { label: string; value: string }[] {
  return [
    { label: 'Length', value: feet(vessel.vesselLength) },
    { label: 'Beam', value: feet(vessel.vesselBeam) },
    { label: 'Draft', value: feet(vessel.vesselDraft) },
  ];
}

/**
 * Whether the vessel lies at its berth, as far as the customer's figures tell: what it exceeds, that
 * it fits, or that the office must check the size it was not given.
 */
export function berthFit(berth: BerthSize & { name: string }, vessel: VesselSize): { fits: boolean | null; words: string } {
  const limits = `${berth.name}: ${berth.length} ft long, max draft ${berth.maxDraft} ft`;
  const misfits = vesselMisfits(berth, { length: vessel.vesselLength ?? undefined, draft: vessel.vesselDraft ?? undefined });
  if (misfits.length > 0) return { fits: false, words: `${misfits.map(misfitReason).join('; ')}.` };
  if (vessel.vesselLength === null || vessel.vesselDraft === null)
    return { fits: null, words: `Size not given in full: check it against ${limits}.` };
  return { fits: true, words: `Fits ${limits}.` };
}
