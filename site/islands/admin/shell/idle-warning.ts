import { staffIdleWarningMs, staffSessionIdleMs, staffSessionRenewStepMs } from '#shared/staff-session.ts';

// The server renews a staff session at most once per renewal step, so the session surely lives
// until the last answer plus the idle limit less that step: the page counts to that, never later.
const sessionSurelyLastsMs = staffSessionIdleMs - staffSessionRenewStepMs;

export interface IdleState {
  /** Time until the session ends, counted from the last answer from the API. */
  msLeft: number;
  /** Within the warning time before the end (or past it). */
  warn: boolean;
  ended: boolean;
}

/** Where the staff session stands, `now`, when its last answer from the API came at `lastAnswerAt` (epoch ms). */
export function idleState(lastAnswerAt: number, now: number): IdleState {
  const msLeft = Math.max(0, lastAnswerAt + sessionSurelyLastsMs - now);
  return { msLeft, warn: msLeft <= staffIdleWarningMs, ended: msLeft === 0 };
}

/** When, after the last answer, the warning opens (epoch ms). */
export const warningAt = (lastAnswerAt: number): number => lastAnswerAt + sessionSurelyLastsMs - staffIdleWarningMs;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Time left in words, to the second, rounded up: "2 minutes", "1 minute 5 seconds", "45 seconds". */
export function timeLeftWords(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return plural(rest, 'second');
  return rest === 0 ? plural(minutes, 'minute') : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}
