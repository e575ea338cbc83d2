import { eq } from 'drizzle-orm';
import { rateLimits } from '#api/db/schema/index.ts';
import { refundRateLimit, type RateCounters } from './rate-limit.ts';

/**
 * Failed sign-ins to one account, from every address: the first `freeFailures` pass at once, then
 * each further attempt waits twice as long after the last failure as the one before, from
 * `firstDelayMs` up to `longestDelayMs`. `forgetAfterMs` without a failure forgets them all.
 * Customers' and staff's figures are in sign-in-limits.ts and staff-sign-in-limits.ts.
 */
export interface GrowingDelays {
  freeFailures: number;
  firstDelayMs: number;
  longestDelayMs: number;
  forgetAfterMs: number;
}

/** How long after the last of `failures` failures the next attempt must wait. */
export function delayAfterFailures({ freeFailures, firstDelayMs, longestDelayMs }: GrowingDelays, failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(longestDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/** What the account's counter holds: failures so far, and when they are forgotten (`forgetAfterMs` after the last). */
interface FailureRecord {
  failures: number;
  forgetAt: Date;
}

type DelayDecision = { allowed: true; counted: FailureRecord } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether an attempt may go ahead now and, if so, the record once it is counted as a failure (a
 * success is taken back off). A record past its `forgetAt` counts as none.
 */
export function decideAttempt(policy: GrowingDelays, record: FailureRecord | undefined, now: Date): DelayDecision {
  const failures = record && record.forgetAt > now ? record.failures : 0;
  if (record && failures > 0) {
    const lastFailureAt = record.forgetAt.getTime() - policy.forgetAfterMs;
    const waitMs = lastFailureAt + delayAfterFailures(policy, failures) - now.getTime();
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  return { allowed: true, counted: { failures: failures + 1, forgetAt: new Date(now.getTime() + policy.forgetAfterMs) } };
}

/** An attempt counted as a failure (a success takes it back with `refund`), or refused until its delay is over. */
export type DelayedAttempt = { allowed: true; refund(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against the account's delays before its password is checked, or refuses it for
 * as long as the delay has left. The record is one `rate_limits` row (count = failures, `reset_at`
 * = forgetAt, so the usual pruning forgets it), locked while it is read and written: parallel
 * guesses on PostgreSQL wait their turn and each sees the one before it, so a burst cannot slip
 * through a delay.
 */
export async function countAgainstDelays(counters: RateCounters, key: string, policy: GrowingDelays): Promise<DelayedAttempt> {
  const { db, clock } = counters;
  const now = clock.now();
  const decision = await db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, count: 0, resetAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
    const decided = decideAttempt(policy, row && { failures: row.count, forgetAt: row.resetAt }, now);
    if (decided.allowed) {
      await tx
        .update(rateLimits)
        .set({ count: decided.counted.failures, resetAt: decided.counted.forgetAt })
        .where(eq(rateLimits.key, key));
    }
    return decided;
  });
  if (!decision.allowed) return decision;
  return { allowed: true, refund: () => refundRateLimit(counters, key) };
}
