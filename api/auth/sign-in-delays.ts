import { eq } from 'drizzle-orm';
import { rateLimits } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { RateCounters } from './rate-limit.ts';

const minute = 60_000;

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
  forgetAfterMs: 24 * 60 * minute,
} as const;

export const newDevicesRefusedMessage = 'Too many attempts from new devices. We can email you a sign-in link instead.';

/** How long after the last of `failures` failures the next attempt must wait. */
export function delayAfterFailures(failures: number): number {
  const { freeFailures, firstDelayMs, longestDelayMs } = newDeviceDelays;
  if (failures < freeFailures) return 0;
  return Math.min(longestDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/** What the account's counter holds: failures so far, and when they are forgotten (a day after the last). */
export interface FailureRecord {
  failures: number;
  forgetAt: Date;
}

export type NewDeviceDecision = { allowed: true; counted: FailureRecord } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether an attempt may go ahead now and, if so, the record once it is counted as a failure (a
 * success is taken back off). A record past its `forgetAt` counts as none.
 */
export function decideNewDeviceAttempt(record: FailureRecord | undefined, now: Date): NewDeviceDecision {
  const { forgetAfterMs } = newDeviceDelays;
  const failures = record && record.forgetAt > now ? record.failures : 0;
  if (record && failures > 0) {
    const lastFailureAt = record.forgetAt.getTime() - forgetAfterMs;
    const waitMs = lastFailureAt + delayAfterFailures(failures) - now.getTime();
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  return { allowed: true, counted: { failures: failures + 1, forgetAt: new Date(now.getTime() + forgetAfterMs) } };
}

/**
 * Counts an attempt from a new device against the account's delays, or answers 429. The row is
 * locked while it is read and written, so parallel guesses on PostgreSQL wait their turn and each
 * sees the one before it: a burst cannot slip through a delay.
 */
export async function countNewDeviceAttempt({ db, clock }: RateCounters, key: string): Promise<void> {
  const now = clock.now();
  const decision = await db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, count: 0, resetAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
    const decided = decideNewDeviceAttempt(row && { failures: row.count, forgetAt: row.resetAt }, now);
    if (decided.allowed) {
      await tx
        .update(rateLimits)
        .set({ count: decided.counted.failures, resetAt: decided.counted.forgetAt })
        .where(eq(rateLimits.key, key));
    }
    return decided;
  });
  if (!decision.allowed) {
    throw new AppError('rate_limited', newDevicesRefusedMessage, { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
  }
}
