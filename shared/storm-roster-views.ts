import type { InsuranceStatus } from './insurance-views.ts';
import type { StormIntent } from './schemas/storm-answer.ts';
import type { StormStageView } from './schemas/storm-stage.ts';

/** A vessel at the marina in the coming week, with what its tenant answered to the stage now. */
export interface StormRosterRow {
  reservationNumber: string;
  berthName: string;
  vesselName: string;
  tenantName: string;
  company: string;
  email: string;
  phone: string | null;
  arrivalDate: string;
  departureDate: string;
  /** When the stage's message went to the tenant; null when it did not (no stage, or the stay came later). */
  notifiedAt: string | null;
  intent: StormIntent | null;
  manned: boolean | null;
  answeredAt: string | null;
  /** The vessel's signed storm plan for the season, or null when none is on file (or the stay names no vessel on record). */
  plan: { intent: StormIntent; signedAt: string } | null;
  /** The vessel's insurance; 'none' for a stay that names no vessel on record. */
  insurance: InsuranceStatus;
}

/** The office's storm roster (`GET /api/admin/storm-roster`): the stage now and every vessel, unanswered first. */
export interface StormRosterView {
  stage: StormStageView;
  rows: StormRosterRow[];
}
