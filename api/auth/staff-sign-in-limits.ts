import { countAgainstDelays, type DelayedAttempt, type GrowingDelays } from './growing-delays.ts';
import { countAttemptAgainst, type SignInCounter } from './sign-in-limits.ts';
import type { RateCounters, RateWindow } from './rate-limit.ts';

const second = 1000;
const minute = 60 * second;
const fifteenMinutes = 15 * minute;

/**
 * Failed staff sign-ins allowed in 15 minutes. Per name and address stops one guesser on one
 * account; per address stops one address trying many names. Per account from every address, the
 * delays of staffAccountDelays slow many addresses guessing together, and browsers that signed
 * in to the account before skip them, so nobody can keep the office out by failing on purpose
 * (decision 083).
 */
export const staffSignInLimits = {
  perIp: { limit: 50, windowMs: fifteenMinutes },
  perUsernameAndIp: { limit: 10, windowMs: fifteenMinutes },
} as const satisfies Record<string, RateWindow>;

/**
 * Failed sign-ins to one staff name from browsers it does not know, whatever the address: the first
 * ten pass at once (the per-name-and-address limit already allows ten), then each further attempt
 * waits twice as long as the one before, from 1 second up to 5 minutes. Eight addresses guessing
 * together get about 12 guesses an hour instead of 80 a quarter hour. A day without failures
 * forgets them (decision 083).
 */
export const staffAccountDelays = {
  freeFailures: 10,
  firstDelayMs: second,
  longestDelayMs: 5 * minute,
  forgetAfterMs: 24 * 60 * minute,
} as const satisfies GrowingDelays;

/** The account's delay counter, by the name as typed (lower-cased), so unknown names are delayed alike. */
const staffAccountDelayKey = (username: string) => `staff-sign-in:account:${username}`;

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

/**
 * Counts a staff sign-in before its password is checked: a per-address limit reached answers 429
 * at once; the account's delay is answered as a refusal, so the caller can keep it among the
 * failures before answering 429. A known browser of the account is not counted against its delay.
 */
export async function countStaffSignInAttempt(
  counters: RateCounters,
  attempt: StaffSignInAttempt & { knownDevice: boolean },
): Promise<DelayedAttempt> {
  const perAddress = await countAttemptAgainst(counters, staffSignInCounters(attempt));
  if (attempt.knownDevice) return { allowed: true, refund: perAddress.refund };
  const perAccount = await countAgainstDelays(counters, staffAccountDelayKey(attempt.username), staffAccountDelays);
  if (!perAccount.allowed) return perAccount;
  return {
    allowed: true,
    refund: async () => {
      await perAddress.refund();
      await perAccount.refund();
    },
  };
}
