import type { VesselType } from './lead-options.ts';

/** A vessel on record as the customer and the office read it; feet are whole. */
export interface CustomerVesselView {
  id: string;
  name: string;
  vesselType: VesselType;
  length: number;
  beam: number | null;
  draft: number;
  documentationNumber: string | null;
  stateRegistration: string | null;
  homePort: string | null;
  notes: string | null;
  /** When the customer retired it (ISO time); a retired vessel is listed but cannot be booked. */
  retiredAt: string | null;
  createdAt: string;
  updatedAt: string;
}
