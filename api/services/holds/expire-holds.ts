import { and, asc, notInArray } from 'drizzle-orm';
import { berthReservations, type BerthReservation } from '#api/db/schema/index.ts';
import type { PaymentProvider } from '#api/payments/provider.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { berthCalendarChanged } from '#api/services/berths/berth-calendar-changes.ts';
import { checkIntentPayment } from '#api/services/payments/payment-rules.ts';
import { expiredHold } from '#api/services/reservations/hold-conditions.ts';
import { changeInTransaction } from '#api/services/reservations/lifecycle/calendar-signal.ts';
import { cancelExpiredHolds, settlePayment, withIds } from '#api/services/reservations/lifecycle/reservation-lifecycle.ts';

const batchSize = 10;

/** What became of one hold that ran out. */
type ExpiredHoldOutcome = 'cancelled' | 'paid' | 'waiting';

export interface HoldExpiryRun {
  cancelled: number;
  /** The card had gone through: recorded as paid, not cancelled. */
  paid: number;
  /** A payment still processing at the provider: left for a later run. */
  waiting: number;
  /** Holds that could not be settled this time (the provider unreachable, say), with why. */
  failures: { reservationId: string; error: unknown }[];
}

/**
 * Settles every hold that has run out at the clock's now, a small batch at a time. Rows are claimed
 * with `FOR UPDATE SKIP LOCKED`, so several API processes share the work; a hold without a payment
 * intent is cancelled in the claiming transaction. The provider is never called while rows are
 * locked: a hold with an intent is settled after the claim, by conditional writes, so two processes
 * settling the same one at once make the same idempotent provider calls and one write. Each hold
 * is looked at once per run; one that fails is left as it was for the next run. Once `stopping`
 * is aborted no further batch is claimed.
 */
export async function expireHolds(ctx: ServiceContext, stopping?: AbortSignal): Promise<HoldExpiryRun> {
  const run: HoldExpiryRun = { cancelled: 0, paid: 0, waiting: 0, failures: [] };
  const seen: string[] = [];
  const provider = ctx.payments;
  while (!stopping?.aborted) {
    const batch = await claimExpiredHolds(ctx, seen, provider !== null);
    if (batch.claimed === 0) return run;
    run.cancelled += batch.cancelled;
    for (const hold of batch.withIntent) {
      seen.push(hold.id);
      try {
        if (!provider) throw new Error('a hold with a payment intent needs the payment provider');
        run[await settleHoldWithIntent(ctx, provider, hold)] += 1;
      } catch (error) {
        run.failures.push({ reservationId: hold.id, error });
      }
    }
  }
  return run;
}

async function claimExpiredHolds(ctx: ServiceContext, seen: string[], canAskProvider: boolean) {
  const batch = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const due = await tx
      .select()
      .from(berthReservations)
      .where(and(expiredHold(now), seen.length > 0 ? notInArray(berthReservations.id, seen) : undefined))
      .orderBy(asc(berthReservations.holdExpiresAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    // Without a provider no payment can be confirmed, so an intent is no reason to wait.
    const withIntent = canAskProvider ? due.filter((hold) => hold.stripePaymentIntentId !== null) : [];
    const unpaid = due.filter((hold) => !withIntent.includes(hold)).map((hold) => hold.id);
    if (unpaid.length > 0) await cancelExpiredHolds(tx, withIds(unpaid), now);
    return { claimed: due.length, cancelled: unpaid.length, withIntent };
  });
  // Availability already ignores a hold from its expiry; an idle run leaves shared answers alone.
  if (batch.cancelled > 0) berthCalendarChanged();
  return batch;
}

/**
 * The provider is asked before a hold with a payment intent is cancelled: a card that went through
 * makes the hold paid; one still processing is waited for; any other intent is cancelled first, so
 * no payment can arrive for the cancelled reservation afterwards.
 */
async function settleHoldWithIntent(ctx: ServiceContext, provider: PaymentProvider, hold: BerthReservation): Promise<ExpiredHoldOutcome> {
  const intent = hold.stripePaymentIntentId ? await provider.retrieveIntent(hold.stripePaymentIntentId) : null;
  if (intent && checkIntentPayment(intent, hold) === 'accepted') {
    await settlePayment(ctx, provider, hold, intent);
    return 'paid';
  }
  if (intent?.status === 'processing') return 'waiting';
  if (intent && intent.status !== 'canceled' && intent.status !== 'succeeded') await provider.cancelIntent(intent.id);
  await changeInTransaction(ctx, (_txContext, tx) => cancelExpiredHolds(tx, withIds([hold.id]), ctx.clock.now()));
  return 'cancelled';
}
