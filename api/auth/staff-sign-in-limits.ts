import { countAttemptAgainst, type CountedSignIn, type SignInCounter } from './sign-in-limits.ts';
import type { RateCounters, RateWindow } from './rate-limit.ts';

const fifteenMinutes = 15 * 60_000;

/**
 * Failed staff sign-ins allowed in 15 minutes. Per name and address stops one guesser on one
 * account; per address stops one address trying many names. There is no limit per account from
 * every address: anyone could then lock the office out of its own dashboard by failing on purpose.
 */
export const staffSignInLimits = {
  perIp: { limit: 50, windowMs: fifteenMinutes },
  perUsernameAndIp: { limit: 10, windowMs: fifteenMinutes },
} as const satisfies Record<string, RateWindow>;

export interface StaffSignInAttempt {
  /** The name as typed, lower-cased: unknown names are limited like real ones. */
  username: string;
  clientIp: string;
}

export function staffSignInCounters({ username, clientIp }: StaffSignInAttempt): SignInCounter[] {
  return [
    { key: `staff-sign-in:ip:${clientIp}`, window: staffSignInLimits.perIp },
    { key: `staff-sign-in:username-ip:${username}:${clientIp}`, window: staffSignInLimits.perUsernameAndIp },
  ];
}

/** Counts a staff sign-in before its password is checked; a success is refunded (only failures count). */
export function countStaffSignInAttempt(counters: RateCounters, attempt: StaffSignInAttempt): Promise<CountedSignIn> {
  return countAttemptAgainst(counters, staffSignInCounters(attempt));
}
