import { consumeRateLimit, refundRateLimit, tooManyRequests, type RateCounters, type RateWindow } from './rate-limit.ts';

const fifteenMinutes = 15 * 60_000;

/**
 * Failed sign-ins allowed in 15 minutes. Per account and address stops one guesser; per address
 * stops one address trying many accounts; per account from every address slows a botnet on one
 * account, and browsers that once signed in to it (known devices) are exempt from that one, so
 * nobody can lock a customer out by failing on purpose (decision 032).
 */
export const signInLimits = {
  perIp: { limit: 100, windowMs: fifteenMinutes },
  perAccountAndIp: { limit: 10, windowMs: fifteenMinutes },
  perAccount: { limit: 50, windowMs: fifteenMinutes },
} as const satisfies Record<string, RateWindow>;

export interface SignInAttempt {
  /** The account's id, or the name typed when no account has it: unknown names are limited alike. */
  accountKey: string;
  clientIp: string;
  /** The browser holds this account's known-device cookie. */
  knownDevice: boolean;
}

export interface SignInCounter {
  key: string;
  window: RateWindow;
}

/** The counters one attempt is counted against, in the order they are checked. */
export function signInCounters({ accountKey, clientIp, knownDevice }: SignInAttempt): SignInCounter[] {
  return [
    { key: `sign-in:ip:${clientIp}`, window: signInLimits.perIp },
    { key: `sign-in:account-ip:${accountKey}:${clientIp}`, window: signInLimits.perAccountAndIp },
    ...(knownDevice ? [] : [{ key: `sign-in:account:${accountKey}`, window: signInLimits.perAccount }]),
  ];
}

export interface CountedSignIn {
  /** Takes the attempt back off every counter: it succeeded, and only failures count. */
  refund(): Promise<void>;
}

/**
 * Counts an attempt before its password is checked, so a burst of parallel guesses is counted as it
 * arrives; the first limit reached answers 429 without checking the password at all.
 */
export async function countSignInAttempt(counters: RateCounters, attempt: SignInAttempt): Promise<CountedSignIn> {
  return countAttemptAgainst(counters, signInCounters(attempt));
}

/** Counts one attempt against each counter in turn; the first limit reached answers 429. */
export async function countAttemptAgainst(source: RateCounters, counters: SignInCounter[]): Promise<CountedSignIn> {
  const counted: string[] = [];
  for (const { key, window } of counters) {
    const decision = await consumeRateLimit(source, key, window);
    counted.push(key);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  }
  return {
    refund: async () => {
      for (const key of counted) await refundRateLimit(source, key);
    },
  };
}
