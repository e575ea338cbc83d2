import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { rateLimits } from '#api/db/schema/index.ts';
import type { Database } from '#api/db/client.ts';
import type { AppDependencies, AppEnv } from '#api/lib/app-env.ts';
import type { Clock } from '#api/lib/clock.ts';
import { clientIp } from '#api/lib/client-ip.ts';
import { AppError } from '#api/lib/errors.ts';

export interface RateWindow {
  limit: number;
  windowMs: number;
}

/** Where a counter lives and whose time its windows follow: the process's, or a test's moved clock. */
export interface RateCounters {
  db: Database;
  clock: Clock;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window. The counter lives in the database and is
 * updated in one atomic upsert, so several API processes share one limit.
 */
export async function consumeRateLimit({ db, clock }: RateCounters, key: string, { limit, windowMs }: RateWindow): Promise<RateDecision> {
  const now = clock.now();
  const freshReset = new Date(now.getTime() + windowMs);
  const windowOver = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${windowOver} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return {
    allowed: row.count <= limit,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Takes back one hit counted against `key` in its current window: a limit that counts only failures
 * consumes before the attempt (so a burst is counted as it arrives) and refunds the ones that succeed.
 */
export async function refundRateLimit({ db, clock }: RateCounters, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.resetAt, clock.now())));
}

export async function pruneRateLimits(db: Database, clock: Clock): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, clock.now()));
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('rate_limited', `Too many requests. Please try again in ${formatWait(retryAfterSeconds)}.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface RateLimitRule extends RateWindow {
  /** Names the limit in its keys, e.g. `leads` → `leads:ip:203.0.113.7`. */
  name: string;
}

/** Per-IP limit on a route; `RATE_LIMIT=off` (never in production) lets benchmarks through. */
export function rateLimitByIp(deps: AppDependencies, rule: RateLimitRule) {
  const { config } = deps;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!config.rateLimit) return next();
    const decision = await consumeRateLimit(deps, `${rule.name}:ip:${clientIp(c, config.trustProxy)}`, rule);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
    return next();
  });
}
