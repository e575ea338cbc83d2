import { and, desc, eq, gt, lte, ne, or } from 'drizzle-orm';
import { staffSessionIdleMs, staffSessionRenewStepMs } from '#shared/staff-session.ts';
import type { Database } from '#api/db/client.ts';
import { clientSessions, staffSessions } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { TokenCookie } from './cookies.ts';
import { hashToken, newToken } from './tokens.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How stale a session's last use may be before a request writes it: the devices list tells its
 * browsers apart by when each was last used, and minutes are close enough for that without a
 * write per request.
 */
export const lastUseStepMs = 5 * minute;

/**
 * How long one kind of session lives. A session ends at `idleMs` after its last renewal, and never
 * later than `absoluteMs` after it began; it is renewed on use once less than `renewBelowMs`
 * remains, so most requests write nothing.
 */
export interface SessionPolicy {
  kind: 'customer' | 'staff';
  table: typeof clientSessions | typeof staffSessions;
  cookie: TokenCookie;
  idleMs: number;
  absoluteMs: number | null;
  renewBelowMs: number;
}

/**
 * Customers: 30 days, renewed when less than half remains, and never past 90 days from sign-in,
 * so a stolen cookie kept in use does not open the account for ever (decision 055).
 */
export const customerSessionPolicy: SessionPolicy = {
  kind: 'customer',
  table: clientSessions,
  cookie: { name: 'customer_session' },
  idleMs: 30 * day,
  absoluteMs: 90 * day,
  renewBelowMs: 15 * day,
};

/** Staff: 30 minutes idle, 12 hours at most, renewed at most once a minute. */
export const staffSessionPolicy: SessionPolicy = {
  kind: 'staff',
  table: staffSessions,
  cookie: { name: 'staff_session' },
  idleMs: staffSessionIdleMs,
  absoluteMs: 12 * hour,
  renewBelowMs: staffSessionIdleMs - staffSessionRenewStepMs,
};

export interface SessionDevice {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface ActiveSession {
  id: string;
  subjectId: string;
  expiresAt: Date;
  /** True when this use renewed the session, so the cookie's expiry must follow. */
  renewed: boolean;
}

function sessionEnd(policy: SessionPolicy, startedAt: Date, now: Date): Date {
  const idleEnd = now.getTime() + policy.idleMs;
  return new Date(policy.absoluteMs === null ? idleEnd : Math.min(idleEnd, startedAt.getTime() + policy.absoluteMs));
}

/** A new session for a subject who just proved who they are; the token goes in the cookie only. */
export async function createSession(
  db: Database,
  clock: Clock,
  policy: SessionPolicy,
  subjectId: string,
  device: SessionDevice,
): Promise<{ token: string; session: ActiveSession }> {
  const now = clock.now();
  const token = newToken();
  const expiresAt = sessionEnd(policy, now, now);
  const [row] = await db
    .insert(policy.table)
    .values({ subjectId, sessionToken: hashToken(token), expiresAt, lastActivity: now, createdAt: now, ...device })
    .returning({ id: policy.table.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, session: { id: row.id, subjectId, expiresAt, renewed: true } };
}

/**
 * The live session a token opens, renewed when due and its last use noted at most every
 * `lastUseStepMs`; null for an unknown, ended or expired one.
 */
export async function validateSession(db: Database, clock: Clock, policy: SessionPolicy, token: string): Promise<ActiveSession | null> {
  const { table } = policy;
  const now = clock.now();
  const [row] = await db
    .select({
      id: table.id,
      subjectId: table.subjectId,
      expiresAt: table.expiresAt,
      createdAt: table.createdAt,
      lastActivity: table.lastActivity,
    })
    .from(table)
    .where(and(eq(table.sessionToken, hashToken(token)), eq(table.isActive, true), gt(table.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() >= policy.renewBelowMs) {
    if (now.getTime() - row.lastActivity.getTime() >= lastUseStepMs) {
      await db.update(table).set({ lastActivity: now }).where(eq(table.id, row.id));
    }
    return { id: row.id, subjectId: row.subjectId, expiresAt: row.expiresAt, renewed: false };
  }

  const expiresAt = sessionEnd(policy, row.createdAt, now);
  await db.update(table).set({ expiresAt, lastActivity: now }).where(eq(table.id, row.id));
  return { id: row.id, subjectId: row.subjectId, expiresAt, renewed: true };
}

export async function revokeSession(db: Database, policy: SessionPolicy, subjectId: string, sessionId: string): Promise<boolean> {
  const { table } = policy;
  const ended = await db
    .delete(table)
    .where(and(eq(table.id, sessionId), eq(table.subjectId, subjectId)))
    .returning({ id: table.id });
  return ended.length > 0;
}

/** Ends every session of a subject: after a password change, a reset, or a suspension. */
export async function revokeAllSessions(db: Database, policy: SessionPolicy, subjectId: string): Promise<number> {
  const { table } = policy;
  const ended = await db.delete(table).where(eq(table.subjectId, subjectId)).returning({ id: table.id });
  return ended.length;
}

/** Ends every session of a subject but the one asking: a password change keeps its own browser signed in. */
export async function revokeOtherSessions(db: Database, policy: SessionPolicy, subjectId: string, keptSessionId: string): Promise<number> {
  const { table } = policy;
  const ended = await db
    .delete(table)
    .where(and(eq(table.subjectId, subjectId), ne(table.id, keptSessionId)))
    .returning({ id: table.id });
  return ended.length;
}

export interface SessionSummary extends SessionDevice {
  id: string;
  createdAt: Date;
  lastActivity: Date;
  expiresAt: Date;
}

/** A subject's signed-in devices, most recently used first. */
export async function listSessions(db: Database, clock: Clock, policy: SessionPolicy, subjectId: string): Promise<SessionSummary[]> {
  const { table } = policy;
  return db
    .select({
      id: table.id,
      ipAddress: table.ipAddress,
      userAgent: table.userAgent,
      createdAt: table.createdAt,
      lastActivity: table.lastActivity,
      expiresAt: table.expiresAt,
    })
    .from(table)
    .where(and(eq(table.subjectId, subjectId), eq(table.isActive, true), gt(table.expiresAt, clock.now())))
    .orderBy(desc(table.lastActivity));
}

/** Deletes the rows of sessions that can no longer open anything. */
export async function pruneSessions(db: Database, clock: Clock, policy: SessionPolicy): Promise<void> {
  const { table } = policy;
  await db.delete(table).where(or(lte(table.expiresAt, clock.now()), eq(table.isActive, false)));
}
