import type { AppDependencies } from '#api/lib/app-env.ts';
import { AppError } from '#api/lib/errors.ts';
import { countAgainstDelays, type GrowingDelays } from './growing-delays.ts';
import { hashToken } from './tokens.ts';
import { consumeRateLimit, rateLimitByIp, refundRateLimit, tooManyRequests, type RateCounters, type RateWindow } from './rate-limit.ts';

const minute = 60_000;
const fifteenMinutes = 15 * minute;
const hour = 60 * minute;

/**
 * Failed sign-ins allowed in 15 minutes. From a browser the account does not know: per account and
 * address stops one guesser, per address stops one address trying many accounts, and the account's
 * growing delays (newDeviceDelays) slow a botnet on one account. A browser that once signed in to
 * the account (a known device) is counted on its own alone, so failures made elsewhere never block
 * it, not even from its own address (decisions 032, 084).
 */
export const signInLimits = {
  perIp: { limit: 100, windowMs: fifteenMinutes },
  perAccountAndIp: { limit: 10, windowMs: fifteenMinutes },
  perKnownDevice: { limit: 10, windowMs: fifteenMinutes },
} as const satisfies Record<string, RateWindow>;

/**
 * Failed sign-ins to one account from browsers it does not know, from every address: the first twenty
 * pass at once (twice what one address may fail, so one person mistyping delays nobody else), then
 * each further one waits twice as long as the last, from 30 seconds up to 15 minutes. A botnet gets
 * about four guesses an hour instead of 200, while the customer's known browsers are never counted
 * here and a mailed sign-in link always works (decision 084). A day without failures forgets them.
 */
export const newDeviceDelays = {
  freeFailures: 20,
  firstDelayMs: 30_000,
  longestDelayMs: 15 * minute,
  forgetAfterMs: 24 * hour,
} as const satisfies GrowingDelays;

export const newDevicesRefusedMessage = 'Too many attempts from new devices. We can email you a sign-in link instead.';

export interface SignInAttempt {
  /** The account's id, or the name typed when no account has it: unknown names are limited alike. */
  accountKey: string;
  clientIp: string;
  /** The browser's known-device token when it is one of this account's known devices. */
  knownDeviceToken: string | undefined;
}

export interface SignInCounter {
  key: string;
  window: RateWindow;
}

/** The fixed-window counters one attempt is counted against, in the order they are checked. */
export function signInCounters({ accountKey, clientIp, knownDeviceToken }: SignInAttempt): SignInCounter[] {
  if (knownDeviceToken) return [{ key: `sign-in:device:${hashToken(knownDeviceToken)}`, window: signInLimits.perKnownDevice }];
  return [
    { key: `sign-in:ip:${clientIp}`, window: signInLimits.perIp },
    { key: `sign-in:account-ip:${accountKey}:${clientIp}`, window: signInLimits.perAccountAndIp },
  ];
}

/** The account's growing delays for browsers it does not know; a known device has none. */
export function newDeviceDelayKey({ accountKey, knownDeviceToken }: SignInAttempt): string | undefined {
  return knownDeviceToken ? undefined : `sign-in:new-devices:${accountKey}`;
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
  const counted = await countAttemptAgainst(counters, signInCounters(attempt));
  const delayKey = newDeviceDelayKey(attempt);
  if (!delayKey) return counted;
  const delayed = await countAgainstDelays(counters, delayKey, newDeviceDelays);
  if (!delayed.allowed) {
    throw new AppError('rate_limited', newDevicesRefusedMessage, { headers: { 'Retry-After': String(delayed.retryAfterSeconds) } });
  }
  return {
    refund: async () => {
      await counted.refund();
      await delayed.refund();
    },
  };
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

/** Sign-in links asked for per address; each email's own link mails are capped too, silently (request-sign-in-link.ts). */
export const signInLinkRequestLimit = (deps: AppDependencies) =>
  rateLimitByIp(deps, { name: 'sign-in-link-requests', limit: 10, windowMs: hour });

/** Sign-in links used per address: a person needs one or two; a script posting made-up tokens gets nowhere faster. */
export const signInLinkUseLimit = (deps: AppDependencies) => rateLimitByIp(deps, { name: 'sign-in-link-uses', limit: 20, windowMs: hour });
