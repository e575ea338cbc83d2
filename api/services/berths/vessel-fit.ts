/** The vessel's size as the visitor gave it; either may be missing. */
export interface VesselSize {
  length?: number | undefined;
  draft?: number | undefined;
}

export interface BerthSize {
  length: number;
  maxDraft: number;
}

/** Why a vessel cannot lie at a berth; length is checked before draft. */
export type VesselMisfit =
  | { field: 'length'; vesselLength: number; berthLength: number }
  | { field: 'draft'; vesselDraft: number; maxDraft: number };

/** Null when the vessel fits, or when its size was not given. */
export function vesselMisfit(berth: BerthSize, vessel: VesselSize): VesselMisfit | null {
  if (vessel.length !== undefined && vessel.length > berth.length) {
    return { field: 'length', vesselLength: vessel.length, berthLength: berth.length };
  }
  if (vessel.draft !== undefined && vessel.draft > berth.maxDraft) {
    return { field: 'draft', vesselDraft: vessel.draft, maxDraft: berth.maxDraft };
  }
  return null;
}

/** "Too short for a 180 ft vessel (150 ft berth)": how a berth card says it. */
export function misfitReason(misfit: VesselMisfit): string {
  return misfit.field === 'length'
    ? `Too short for a ${misfit.vesselLength} ft vessel (${misfit.berthLength} ft berth)`
    : `Too shallow for a ${misfit.vesselDraft} ft draft (max ${misfit.maxDraft} ft)`;
}
