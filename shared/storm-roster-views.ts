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
}

/** The office's storm roster (`GET /api/admin/storm-roster`): the stage now and every vessel, unanswered first. */
export interface StormRosterView {
  stage: StormStageView;
  rows: StormRosterRow[];
}
