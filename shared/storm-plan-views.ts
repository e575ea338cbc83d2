import type { StormIntent } from './schemas/storm-answer.ts';
import type { ReminderThreshold } from './storm-plan-season.ts';

/** A vessel at the marina in the season, with its storm plan or none, as the office's list shows it. */
export interface StormPlanListRow {
  reservationNumber: string;
  vesselName: string;
  berthName: string;
  tenantName: string;
  /** False for a guest booking: without an account there is no portal to sign in, nor reminders. */
  hasAccount: boolean;
  arrivalDate: string;
  departureDate: string;
  plan: { signedAt: string; intent: StormIntent; manned: boolean } | null;
  remindersSent: { daysBefore: ReminderThreshold; sentAt: string }[];
}

/** The office's storm-plan list (`GET /api/admin/storm-plans`): missing plans first. */
export interface StormPlanListView {
  seasonYear: number;
  dueDate: string;
  rows: StormPlanListRow[];
}
