import { stormIntentLabels, type StormIntent } from './schemas/storm-answer.ts';
import { addDays, daysBetween, formatStayDate } from './stay-dates.ts';
import type { StormSeason } from './storm-season.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (year: number, { month, day }: { month: number; day: number }) => `${year}-${pad(month)}-${pad(day)}`;

/**
 * The season a plan signed today is for: this year's until the season closes, then next year's,
 * so a plan signed in December is for the coming June.
 */
export function planSeasonYear(today: string, season: Pick<StormSeason, 'season'>): number {
  const year = Number(today.slice(0, 4));
  return today > dayOf(year, season.season.closes) ? year + 1 : year;
}

/** The day a season's plans are due (`YYYY-MM-DD`), June 1 unless content says otherwise. */
export const planDueDate = (seasonYear: number, season: Pick<StormSeason, 'stormPlanDue'>) => dayOf(seasonYear, season.stormPlanDue);

/** The last day of the season (`YYYY-MM-DD`): a stay up to it keeps a vessel at the marina in the season. */
export const seasonCloses = (seasonYear: number, season: Pick<StormSeason, 'season'>) => dayOf(seasonYear, season.season.closes);

/** Reminders go this many days before the due date, each at most once per customer and season. */
const reminderThresholds = [30, 14, 3] as const;
export type ReminderThreshold = (typeof reminderThresholds)[number];

/**
 * The reminder due today, if any: the nearest threshold already reached, up to the due date itself.
 * A threshold passed while no reminder went (the server was down) is not sent late: the next one is.
 */
export function reminderDue(today: string, dueDate: string): ReminderThreshold | null {
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft < 0) return null;
  return [...reminderThresholds].reverse().find((threshold) => daysLeft <= threshold) ?? null;
}

/** The first day a threshold's reminder may go. */
export const reminderDay = (dueDate: string, threshold: ReminderThreshold) => addDays(dueDate, -threshold);

/** "Haul out", as a status line names a plan's intent. */
const planIntentWords: Record<StormIntent, string> = {
  stay: 'stay in the slip',
  haul: 'haul out',
  leave: 'leave for another harbour',
};

/** A vessel's plan for the season, as its owner's Vessels tab shows it. */
export interface StormPlanStatusView {
  seasonYear: number;
  dueDate: string;
  plan: { signedAt: string; intent: StormIntent; signerName: string } | null;
}

/** "Storm plan signed May 3, 2026 — haul out" / "No storm plan for 2026 — due Jun 1, 2026" */
export function planStatusWords(status: StormPlanStatusView, signedDay: (iso: string) => string): string {
  return status.plan
    ? `Storm plan signed ${signedDay(status.plan.signedAt)} — ${planIntentWords[status.plan.intent]}`
    : `No storm plan for ${status.seasonYear} — due ${formatStayDate(status.dueDate)}`;
}

/** A roster's words for a vessel's plan: "Signed: Haul out", or "Missing". */
export const rosterPlanWords = (plan: { intent: StormIntent } | null) => (plan ? `Signed: ${stormIntentLabels[plan.intent]}` : 'Missing');
