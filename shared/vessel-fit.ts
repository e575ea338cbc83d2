/** The vessel's size as the visitor gave it; either may be missing. */
export interface VesselSize {
  length?: number | undefined;
  draft?: number | undefined;
}

export interface BerthSize {
  length: number;
  maxDraft: number;
}

/** Why a vessel cannot lie at a berth. */
export type VesselMisfit =
  | { field: 'length'; vesselLength: number; berthLength: number }
  | { field: 'draft'; vesselDraft: number; maxDraft: number };

/** Every limit of the berth the vessel exceeds, length before draft; empty when it fits or its size was not given. */
export function vesselMisfits(berth: BerthSize, vessel: VesselSize): VesselMisfit[] {
  const misfits: VesselMisfit[] = [];
  if (vessel.length !== undefined && vessel.length > berth.length) {
    misfits.push({ field: 'length', vesselLength: vessel.length, berthLength: berth.length });
  }
  if (vessel.draft !== undefined && vessel.draft > berth.maxDraft) {
    misfits.push({ field: 'draft', vesselDraft: vessel.draft, maxDraft: berth.maxDraft });
  }
  return misfits;
}

/** The first limit the vessel exceeds, or null when it fits or its size was not given. */
export function vesselMisfit(berth: BerthSize, vessel: VesselSize): VesselMisfit | null {
  return vesselMisfits(berth, vessel)[0] ?? null;
}

/** "Too short for a 180 ft vessel (150 ft berth)": how a berth card says it. */
export function misfitReason(misfit: VesselMisfit): string {
  return misfit.field === 'length'
    ? `Too short for a ${misfit.vesselLength} ft vessel (${misfit.berthLength} ft berth)`
    : `Too shallow for a ${misfit.vesselDraft} ft draft (max ${misfit.maxDraft} ft)`;
}

/**
 * The refusal of a vessel by the berth the visitor chose, in the same words from the reservation
 * dialog (before sending) and from the server (on the booking request).
 */
export function misfitMessage(berthName: string, misfit: VesselMisfit): string {
  return misfit.field === 'length'
    ? `${berthName} is ${misfit.berthLength} ft long: too short for a ${misfit.vesselLength} ft vessel. Please choose a longer berth.`
    : `${berthName} takes a draft of at most ${misfit.maxDraft} ft: too shallow for a ${misfit.vesselDraft} ft draft. ` +
        'Please choose a deeper berth.';
}

/** The booking request's field a misfit is about. */
export function misfitField(misfit: VesselMisfit): 'vesselLength' | 'vesselDraft' {
  return misfit.field === 'length' ? 'vesselLength' : 'vesselDraft';
}
