import { countAttemptAgainst, type SignInCounter } from './sign-in-limits.ts';
import type { RateCounters, RateWindow } from './rate-limit.ts';
import { countStaffAccountAttempt, type CountedStaffAttempt } from './staff-sign-in-delays.ts';

const fifteenMinutes = 15 * 60_000;

/**
 * Failed staff sign-ins allowed in 15 minutes. Per name and address stops one guesser on one
 * account; per address stops one address trying many names. Per account from every address, the
 * delays of staff-sign-in-delays.ts slow many addresses guessing together, and browsers that signed
 * in to the account before skip them, so nobody can keep the office out by failing on purpose
 * (decision 083).
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

/**
 * Counts a staff sign-in before its password is checked: a per-address limit reached answers 429
 * at once; the account's delay is answered as a refusal, so the caller can keep it among the
 * failures before answering 429. A known browser of the account is not counted against its delay.
 */
export async function countStaffSignInAttempt(
  counters: RateCounters,
  attempt: StaffSignInAttempt & { knownDevice: boolean },
): Promise<CountedStaffAttempt> {
  const perAddress = await countAttemptAgainst(counters, staffSignInCounters(attempt));
  if (attempt.knownDevice) return { allowed: true, refund: perAddress.refund };
  const perAccount = await countStaffAccountAttempt(counters, attempt.username);
  if (!perAccount.allowed) return perAccount;
  return {
    allowed: true,
    refund: async () => {
      await perAddress.refund();
      await perAccount.refund();
    },
  };
}
