import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { idempotencyKeys, type IdempotencyKey } from '#api/db/schema/index.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import type { Clock } from '#api/lib/clock.ts';
import { AppError } from '#api/lib/errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';

const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

export const keyReusedMessage = 'This Idempotency-Key was already used for a different request. Send a new key with the new request.';
export const otherHolderMessage = 'This reservation was started in another browser. Open the link in the email we sent you to continue it.';

export interface IdempotentRequest {
  /** The endpoint: the same key on another endpoint is another request. */
  scope: string;
  /** The client's `Idempotency-Key`; without one the request simply runs. */
  key: string | undefined;
  /** The validated body: its SHA-256 binds the key to this request. */
  body: unknown;
}

export interface IdempotentAnswer<Status extends number, Body> {
  status: Status;
  body: Body;
}

/**
 * Runs `run` once per key: the key's row is claimed in the transaction that creates the record, so
 * a retry (or a concurrent duplicate, which waits on the row's primary key) answers what the first
 * request answered and stores nothing. A refusal rolls the claim back with the record, so only
 * successful answers are kept. When the answer opens a checkout (`actor.checkoutTokenHash`), only
 * the browser that made it may have it replayed.
 */
export async function withIdempotency<Status extends number, Body>(
  ctx: ServiceContext,
  request: IdempotentRequest,
  run: (ctx: ServiceContext) => Promise<IdempotentAnswer<Status, Body>>,
): Promise<IdempotentAnswer<Status, Body>> {
  const { key } = request;
  if (key === undefined) return run(ctx);
  const requestHash = sha256Hex(JSON.stringify(request.body));
  const holderHash = ctx.actor.checkoutTokenHash;

  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ scope: request.scope, key, requestHash, holderHash, responseStatus: 0, responseBody: {}, expiresAt: expiry(now) })
      // A key past its 24 hours is free again even before the pruner has deleted it.
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { requestHash, holderHash, responseStatus: 0, responseBody: {}, expiresAt: expiry(now), createdAt: now },
        setWhere: lte(idempotencyKeys.expiresAt, now),
      })
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return replay<Status, Body>(await firstAnswer(tx, request.scope, key), requestHash, holderHash);

    const answer = await run(inTransaction(ctx, tx));
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, key)));
    return answer;
  });
}

const expiry = (now: Date) => new Date(now.getTime() + idempotencyKeyLifetimeMs);

async function firstAnswer(tx: Database, scope: string, key: string): Promise<IdempotencyKey> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  // The claim met a live row, and only rows past their expiry are ever deleted.
  if (!row) throw new Error('an idempotency key that refused its claim has no row');
  return row;
}

function replay<Status extends number, Body>(
  row: IdempotencyKey,
  requestHash: string,
  holderHash: string | null,
): IdempotentAnswer<Status, Body> {
  if (row.requestHash !== requestHash) throw new AppError('idempotency_key_reused', keyReusedMessage);
  if (row.holderHash !== null && row.holderHash !== holderHash) throw new AppError('conflict', otherHolderMessage);
  // The row was written by this endpoint's own `run`, so its status and body have the types it returned.
  return { status: row.responseStatus as Status, body: row.responseBody as Body };
}

/** Deletes the keys past their 24 hours; a claim already ignores them, so this only frees the space. */
export async function pruneIdempotencyKeys(db: Database, clock: Clock): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, clock.now()));
}
